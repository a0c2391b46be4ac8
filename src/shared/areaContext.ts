import { createContext, useContext } from 'react';
import { usePermissions } from 'react-admin';
import { localizePath, type Locale } from '@core/i18n/locales';
import { areaOf, type Area } from '@core/rules/menus';
import { isRoleName } from '@core/rules/roles';

/** The area whose <Admin> is mounted: /member, /employer or /job-seeker decide it, not the member's role. */
export const AreaContext = createContext<Area>('member');

export function useArea(): Area {
  return useContext(AreaContext);
}

/** The area the signed-in role works in (its menu links there), once the authProvider has told the role. */
export function useOwnArea(): { role: string | undefined; ownArea: Area | undefined; isPending: boolean } {
  const { permissions, isPending } = usePermissions<string>();
  return { role: permissions, ownArea: isRoleName(permissions) ? areaOf(permissions) : undefined, isPending };
}

/** The whole path of an area page ('/en/employer/candidate'); the area's own page when no segment is given. */
export function areaPath(area: Area, locale: Locale, segment?: string): string {
  return localizePath(segment ? `/${area}/${segment}` : `/${area}`, locale);
}
