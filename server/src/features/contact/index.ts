import type { FastifyInstance } from 'fastify';
import type { ContactInfo } from '../../../../src/core/site/contactInfo';
import type { AppContext } from '../../context';
import { readContactInfo, writeContactInfo } from '../../platform/contactInfo';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import { contactInfoBody } from './bodySchemas';

function trimmed(info: ContactInfo): ContactInfo {
  return {
    company: { name: info.company.name.trim(), address: info.company.address.trim() },
    number: info.number,
    message: { en: info.message.en.trim(), id: info.message.id.trim() },
  };
}

/** SPEC 3 and 7's contact info (main family): the public site's footer and chat link show it; operators change it. */
export async function contactFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/contact/get-contact-info', { config: { policy: 'public' } }, async (request, reply) => {
    const info = await readContactInfo(ctx.db);
    if (!info) throw notFound();
    return envelope(request, reply, info);
  });

  app.put<{ Body: ContactInfo }>(
    '/contact/contact-info',
    { schema: { body: contactInfoBody }, config: { policy: ['Admin'] } },
    async (request, reply) => {
      const info = trimmed(request.body);
      await writeContactInfo(ctx.db, info);
      ctx.events.emit('contactInfo.changed', { contactInfo: info });
      return envelope(request, reply, info, 'messages.contactInfoSaved');
    },
  );
}
