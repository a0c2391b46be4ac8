import type { Gateway } from '../gateway/client';
import type { Envelope } from '@core/gateway/families';
import type { Area } from '@core/rules/menus';
import type { MemberAreaDashboard, MemberAreaMenu } from '@core/memberArea/contract';

/** The member-area calls of the cm family. */
export function memberAreaApi(gateway: Gateway) {
  const cm = gateway.cm;
  return {
    menu: () => cm.get<Envelope<MemberAreaMenu>>('/member-area/menu'),
    dashboard: (area: Area) => cm.get<Envelope<MemberAreaDashboard>>(`/member-area/${area}/dashboard`),
  };
}

export type MemberAreaApi = ReturnType<typeof memberAreaApi>;
