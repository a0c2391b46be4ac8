import type { Gateway } from '../gateway/client';
import type { Envelope } from '../gateway/families';
import type { Area, MenuItem } from '../rules/menus';

/** GET /member-area/menu: the caller's area and menu (SPEC 2), from schemas/menus.json. */
export interface MemberAreaMenu {
  area: Area;
  items: MenuItem[];
}

/** GET /member-area/{area}/dashboard: what a role's landing page shows now, and what it will show later. */
export interface MemberAreaDashboard extends MemberAreaMenu {
  profile: { fullname: string; email: string; roleName: string; emailConfirmed: boolean };
  /** SPEC 3's myProfile.statusUser (1 = active). */
  statusUser: number;
  /** Segments of the menu whose pages arrive in a later release, in menu order. */
  comingLater: string[];
}

/** The member-area calls of the cm family. */
export function memberAreaApi(gateway: Gateway) {
  const cm = gateway.cm;
  return {
    menu: () => cm.get<Envelope<MemberAreaMenu>>('/member-area/menu'),
    dashboard: (area: Area) => cm.get<Envelope<MemberAreaDashboard>>(`/member-area/${area}/dashboard`),
  };
}

export type MemberAreaApi = ReturnType<typeof memberAreaApi>;
