import type { FastifyInstance } from 'fastify';
import type { ContactMessage } from '../../../../src/core/content/types';
import type { AppContext } from '../../context';
import { t } from '../../platform/locale';
import { createRateLimiter, enforce } from '../../platform/rateLimiter';
import { contactMessageBody } from './schemas';

/** A few messages per address per ten minutes: enough for a person, a wall against a script filling the inbox. */
export const CONTACT_MESSAGES_PER_IP = 5;
const WINDOW_MS = 10 * 60_000;

/** POST /api/contact-us (v2): stores the contact form's message for the operator. */
export async function contactMessageRoute(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const perIp = createRateLimiter(CONTACT_MESSAGES_PER_IP, WINDOW_MS);
  app.post<{ Body: ContactMessage }>('/api/contact-us', { schema: { body: contactMessageBody }, config: { policy: 'public' } }, async (request, reply) => {
    await enforce(perIp, request.ip);
    const message = {
      name: request.body.name.trim(),
      email: request.body.email.trim(),
      affiliation: request.body.affiliation.trim(),
      messages: request.body.messages.trim(),
    };
    const row = await ctx.db.insertInto('contact_messages').values(message).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    reply.code(201);
    // Payload's answer to a create: a message and the stored document (SPEC 7: the site does not read it).
    return { message: t(request, 'content.messageSent'), doc: { id: row.id, ...message, createdAt: row.created_at } };
  });
}
