import type { AppContext } from '../../context';
import { t } from '../../platform/locale';
import { enforce } from '../../platform/rateLimiter';
import type { ContractedApp } from '../../platform/typeProvider';
import { insertContactMessage } from './queries';
import { contactMessageAnswer, contactMessageBody } from './schemas';

/** A few messages per address per ten minutes: enough for a person, a wall against a script filling the inbox. */
export const CONTACT_MESSAGES_PER_IP = 5;
const WINDOW_MS = 10 * 60_000;

/** POST /api/contact-us (v2): stores the contact form's message for the operator. */
export async function publicContactMessageRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const perIp = ctx.rateLimits.counter('contact-messages', CONTACT_MESSAGES_PER_IP, WINDOW_MS);
  app.post(
    '/api/v2/api/contact-us',
    { schema: { body: contactMessageBody, response: contactMessageAnswer }, config: { policy: 'public', captcha: 'contact' } },
    async (request, reply) => {
      await enforce(perIp, request.ip);
      const doc = await insertContactMessage(ctx.db, {
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        affiliation: request.body.affiliation.trim(),
        messages: request.body.messages.trim(),
      });
      reply.code(201);
      // Payload's answer to a create: a message and the stored document (SPEC 7: the site does not read it).
      return { message: t(request, 'content.messageSent'), doc };
    },
  );
}
