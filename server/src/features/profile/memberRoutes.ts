import type { AppContext } from '../../context';
import { checkAccountFields } from '../../platform/accountFields';
import { envelope } from '../../platform/envelope';
import { unauthorized } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { findDetails, updateDetails, updateLocale } from './queries';
import { detailsAnswer, detailsBody, emptyAnswer, localeBody } from './schemas';

/** GET and PUT /account-user/profile: the caller's own name, phone, photo and language (PUT /account-user/locale); whose they are comes from the token only. */
export async function memberRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const authenticated = { policy: 'authenticated' as const };

  async function detailsOf(accountId: string) {
    const details = await findDetails(db, accountId);
    if (!details) throw unauthorized('errors.sessionInvalid');
    return details;
  }

  app.get('/account-user/profile', { schema: { response: detailsAnswer }, config: authenticated }, async (request, reply) =>
    envelope(request, reply, await detailsOf(principalOf(request).accountId)),
  );

  // An absent phone stays as it is; an empty one is cleared.
  app.put('/account-user/profile', { schema: { body: detailsBody, response: detailsAnswer }, config: authenticated }, async (request, reply) => {
    const principal = principalOf(request);
    const { fullname, phone } = request.body;
    checkAccountFields({ fullname, phone });
    await updateDetails(db, principal.userId, { fullname: fullname.trim(), ...(phone === undefined ? {} : { phone: phone.trim() || null }) });
    return envelope(request, reply, await detailsOf(principal.accountId), 'profile.detailsSaved');
  });

  // The language the person chose while logged in: mails and notifications to them follow it (DESIGN 8).
  app.put('/account-user/locale', { schema: { body: localeBody, response: emptyAnswer }, config: authenticated }, async (request, reply) => {
    await updateLocale(db, principalOf(request).userId, request.body.locale);
    return envelope(request, reply, null);
  });
}
