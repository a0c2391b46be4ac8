import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { checkAccountFields } from '../../platform/accountFields';
import { envelope } from '../../platform/envelope';
import { unauthorized } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import { detailsBody, type DetailsBody } from './bodySchemas';
import { findDetails } from './queries';

/** GET and PUT /account-user/profile: the caller's own name, phone and photo; whose they are comes from the token only. */
export async function detailsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  async function detailsOf(accountId: string) {
    const details = await findDetails(db, accountId);
    if (!details) throw unauthorized('errors.sessionInvalid');
    return details;
  }

  app.get('/account-user/profile', { config: { policy: 'authenticated' } }, async (request, reply) =>
    envelope(request, reply, await detailsOf(principalOf(request).accountId)),
  );

  // An absent phone stays as it is; an empty one is cleared.
  app.put<{ Body: DetailsBody }>(
    '/account-user/profile',
    { schema: { body: detailsBody }, config: { policy: 'authenticated' } },
    async (request, reply) => {
      const principal = principalOf(request);
      const { fullname, phone } = request.body;
      checkAccountFields({ fullname, phone });
      await db
        .updateTable('users')
        .set({ fullname: fullname.trim(), ...(phone === undefined ? {} : { phone: phone.trim() || null }) })
        .where('id', '=', principal.userId)
        .execute();
      return envelope(request, reply, await detailsOf(principal.accountId), 'profile.detailsSaved');
    },
  );
}
