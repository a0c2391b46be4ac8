import type { MouseEvent } from 'react';
import { Menu, useNotify, useTranslate } from 'react-admin';
import { localizePath } from '@core/i18n/locales';
import type { MenuItem } from '@core/memberArea/contract';
import { areaOf, DASHBOARD_SEGMENT, isItemOpen, menuFor, menuLinksFor, type Area } from '@core/rules/menus';
import { isRoleName } from '@core/rules/roles';
import { areaPath } from '../../shared/areaContext';
import { useMember } from '../../shared/memberContext';
import { useMemberProfile } from '../../shared/useMemberProfile';
import { MENU_ICONS } from './menuIcons';

function RoleMenuItem({ item, area, statusUser }: { item: MenuItem; area: Area; statusUser: number | undefined }) {
  const { locale } = useMember();
  const notify = useNotify();
  const Icon = MENU_ICONS[item.icon];
  // SPEC 2: 'dashboard' is the area's own page; the links are whole paths, as the member may be in another area.
  const to = item.segment === DASHBOARD_SEGMENT ? `${areaPath(area, locale)}/` : areaPath(area, locale, item.segment);
  return (
    <Menu.Item
      to={to}
      primaryText={item.labelKey}
      leftIcon={Icon ? <Icon /> : undefined}
      onClick={(event: MouseEvent) => {
        // SPEC 5: the employer's job-vacancy, talent-source and candidate wait for an active account.
        if (isItemOpen(item, statusUser)) return;
        event.preventDefault();
        notify('memberArea.activationRequired', { type: 'info' });
      }}
    />
  );
}

/**
 * The signed-in role's menu (SPEC 2), in the file's order, linking into the role's own area. Until the profile
 * is known there are no items, so a click can do nothing for someone not registered (SPEC 5).
 */
export function RoleMenu() {
  const translate = useTranslate();
  const { locale } = useMember();
  const { profile, statusUser } = useMemberProfile();
  const role = profile?.roleName;
  if (!profile || !isRoleName(role)) return null;
  const area = areaOf(role);
  return (
    <Menu aria-label={translate('memberArea.menuLabel')}>
      {menuFor(role, profile.accountType).map((item) => (
        <RoleMenuItem key={item.segment} item={item} area={area} statusUser={statusUser} />
      ))}
      {menuLinksFor(role).map((link) => {
        const Icon = MENU_ICONS[link.icon];
        return <Menu.Item key={link.path} to={localizePath(link.path, locale)} primaryText={link.labelKey} leftIcon={Icon ? <Icon /> : undefined} />;
      })}
    </Menu>
  );
}
