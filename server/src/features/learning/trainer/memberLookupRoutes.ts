import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { WATCHER_ROLES } from './memberTeamRoutes';
import { watchedTrainers } from './spvManagerScope';
import { lookupAnswer } from './trainerDashboardSchemas';

/** SPEC 7's cm call GET /user-profile/lookup/profile-trainer: the trainers who teach the caller's trainees. */
export async function trainerLookupRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/user-profile/lookup/profile-trainer', { config: { policy: WATCHER_ROLES }, schema: { response: lookupAnswer } }, async (request, reply) =>
    envelope(request, reply, await watchedTrainers(ctx.db, principalOf(request).accountId)),
  );
}
