import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../../src/app/menu/menuIcons';
import { FORM_ROLES } from '@core/forms';
import { catalogs } from '@core/i18n/catalog';
import { canReach, menuLinksFor } from '@core/rules/menus';
import { ROLES } from '@core/rules/roles';

describe('the assessment forms in the member menus', () => {
  it('link /form for exactly the roles that fill a part of some form', () => {
    const linked = ROLES.filter((role) => menuLinksFor(role).some((link) => link.path === '/form'));
    expect(linked).toEqual(ROLES.filter((role) => FORM_ROLES[role].length > 0));
    expect(linked).toEqual(expect.arrayContaining(['Trainee', 'Assessor', 'LSP']));
  });

  it('name an icon the app has and a label in both languages', () => {
    for (const role of ROLES) {
      for (const link of menuLinksFor(role)) {
        expect(MENU_ICONS[link.icon], `${role} ${link.icon}`).toBe(AssignmentTurnedIn);
        const key = link.labelKey.replace(/^menu\./, '') as keyof typeof catalogs.id.menu;
        expect(catalogs.id.menu[key]).toBe('Formulir asesmen');
        expect(catalogs.en.menu[key]).toBe('Assessment forms');
      }
    }
  });

  it('leave the areas alone: /form is not a segment of /member', () => {
    expect(canReach('Trainee', 'member', 'form')).toBe(false);
  });
});
