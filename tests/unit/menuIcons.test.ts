import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../../src/app/menu/menuIcons';
import { menuFor } from '@core/rules/menus';
import { ROLES } from '@core/rules/roles';

describe("the member app's menu icons", () => {
  const named = new Set(ROLES.flatMap((role) => menuFor(role, 0).map((item) => item.icon)));

  it('include every icon schemas/menus.json names', () => {
    expect([...named].filter((icon) => !MENU_ICONS[icon])).toEqual([]);
  });

  it('hold no icon the file does not name (each one costs bundle size)', () => {
    expect(Object.keys(MENU_ICONS).filter((icon) => !named.has(icon))).toEqual([]);
  });
});
