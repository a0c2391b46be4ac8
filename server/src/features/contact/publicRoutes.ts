import type { AppContext } from '../../context';
import { readContactInfo } from '../../platform/contactInfo';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import type { ContractedApp } from '../../platform/typeProvider';
import { contactInfoAnswer } from './schemas';

/** SPEC 7 GET /contact/get-contact-info: the public site's footer and chat link show it. */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/contact/get-contact-info', { schema: { response: contactInfoAnswer }, config: { policy: 'public' } }, async (request, reply) => {
    const info = await readContactInfo(ctx.db);
    if (!info) throw notFound();
    return envelope(request, reply, info);
  });
}
