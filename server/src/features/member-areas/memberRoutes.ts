import type { MemberAreaDashboard, MemberAreaMenu } from '@core/memberArea/contract';
import { comingLaterOf } from '@core/rules/memberPages';
import { AREAS, areaOf, menuFor } from '@core/rules/menus';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { unauthorized } from '../../platform/httpError';
import { areaPolicy } from '../../platform/menus';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { findAreaProfile } from './queries';
import { dashboardAnswer, menuAnswer } from './schemas';

/**
 * The caller's menu, and each area's landing data. The areas' routes take their policy from schemas/menus.json
 * (areaPolicy), so the API refuses another role's area as the app does.
 */
export async function memberRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/member-area/menu', { schema: { response: menuAnswer }, config: { policy: 'authenticated' } }, async (request, reply) => {
    const { role, accountType } = principalOf(request);
    const menu: MemberAreaMenu = { area: areaOf(role), items: menuFor(role, accountType) };
    return envelope(request, reply, menu);
  });

  for (const area of AREAS) {
    app.get(
      `/member-area/${area}/dashboard`,
      { schema: { response: dashboardAnswer }, config: { policy: areaPolicy(area) } },
      async (request, reply) => {
        const { role, accountType, accountId } = principalOf(request);
        const account = await findAreaProfile(ctx.db, accountId);
        if (!account) throw unauthorized('errors.sessionInvalid');
        const { statusUser, ...profile } = account;
        const items = menuFor(role, accountType);
        const dashboard: MemberAreaDashboard = { area, items, profile, statusUser, comingLater: comingLaterOf(area, items, role) };
        return envelope(request, reply, dashboard);
      },
    );
  }
}
