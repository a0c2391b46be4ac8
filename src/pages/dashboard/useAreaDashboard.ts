import { memberAreaApi } from '@client/memberArea/api';
import type { MemberAreaDashboard } from '@core/memberArea/contract';
import type { Area } from '@core/rules/menus';
import { useGatewayQuery } from '../../shared/useGatewayQuery';

type DashboardState = { dashboard?: MemberAreaDashboard; error?: unknown };

/** The landing data of an area (GET /member-area/{area}/dashboard), which the gateway refuses to other roles. */
export function useAreaDashboard(area: Area): DashboardState & { isPending: boolean } {
  // The area is part of the key: another area's answer is never shown as this area's.
  const { data, error, isError, isPending } = useGatewayQuery(
    ['cm', 'member-area', area, 'dashboard'],
    async (gateway) => (await memberAreaApi(gateway).dashboard(area)).data,
  );
  return { dashboard: data, error: isError ? error : undefined, isPending };
}
