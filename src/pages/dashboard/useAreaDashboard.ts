import { useEffect, useState } from 'react';
import { memberAreaApi, type Area, type MemberAreaDashboard } from '../../core';
import { useMember } from '../../shared/memberContext';

type DashboardState = { dashboard?: MemberAreaDashboard; error?: unknown };

/** The landing data of an area (GET /member-area/{area}/dashboard), which the gateway refuses to other roles. */
export function useAreaDashboard(area: Area): DashboardState & { isPending: boolean } {
  const { gateway } = useMember();
  const [state, setState] = useState<DashboardState & { area?: Area }>({});
  useEffect(() => {
    let current = true;
    memberAreaApi(gateway)
      .dashboard(area)
      .then(
        ({ data }) => current && setState({ area, dashboard: data }),
        (error: unknown) => current && setState({ area, error }),
      );
    return () => {
      current = false;
    };
  }, [gateway, area]);
  // A state left from another area is not this area's answer.
  const settled = state.area === area;
  return { dashboard: settled ? state.dashboard : undefined, error: settled ? state.error : undefined, isPending: !settled };
}
