import type { ContactInfo } from '@core/site/contactInfo.contract';
import type { AppContext } from '../../context';
import { writeContactInfo } from '../../platform/contactInfo';
import { envelope } from '../../platform/envelope';
import type { ContractedApp } from '../../platform/typeProvider';
import { contactInfo, contactInfoAnswer } from './schemas';

function trimmed(info: ContactInfo): ContactInfo {
  return {
    company: { name: info.company.name.trim(), address: info.company.address.trim() },
    number: info.number,
    message: { en: info.message.en.trim(), id: info.message.id.trim() },
  };
}

/** The operator changes the contact info; the rendered pages that show it are refreshed through the event. */
export async function operatorRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.put(
    '/contact/contact-info',
    { schema: { body: contactInfo, response: contactInfoAnswer }, config: { policy: ['Admin'] } },
    async (request, reply) => {
      const info = trimmed(request.body);
      await writeContactInfo(ctx.db, info);
      ctx.events.emit('contactInfo.changed', { contactInfo: info });
      return envelope(request, reply, info, 'messages.contactInfoSaved');
    },
  );
}
