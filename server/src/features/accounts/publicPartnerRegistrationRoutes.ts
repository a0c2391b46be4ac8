import type { MessageKey } from '@core/i18n/catalog';
import { formatNpwp, normalizeWebsite, npwpDigits, partnerRegistrationProblems } from '@core/organisations/partnerRegistration';
import type { PartnerRegistered } from '@core/organisations/partnerRegistration.contract';
import { checkVillage } from '../../platform/areas';
import { envelope } from '../../platform/envelope';
import { badRequest, conflict } from '../../platform/httpError';
import { requestLocale } from '../../platform/locale';
import { hashPassword } from '../../platform/passwords';
import { enforce } from '../../platform/rateLimiter';
import type { ContractedApp } from '../../platform/typeProvider';
import type { MailingRouteDeps } from './mails';
import { operatorRecipients } from '../../platform/operators';
import { registerPartner } from './partnerRegistration';
import { findUserByEmail } from './queries';
import { partnerRegisteredAnswer, partnerRegistrationBody } from './schemas';

/**
 * SPEC 1's partner registration (POST /api/cm/partner-registration, public): an employer company, an LSP or a
 * training provider with its contact person, who becomes its admin. Guarded like the person's registration (the
 * per-address rate limit, no captcha); the contact person confirms their e-mail and the operators are told.
 */
export async function partnerRegistrationRoutes(app: ContractedApp, { ctx, mails, perIp }: MailingRouteDeps) {
  const { db } = ctx;

  app.post(
    '/partner-registration',
    { schema: { body: partnerRegistrationBody, response: partnerRegisteredAnswer }, config: { policy: 'public' } },
    async (request, reply) => {
      await enforce(perIp, request.ip);
      const body = request.body;
      const problems = partnerRegistrationProblems(body);
      const fields = Object.keys(problems);
      if (fields.length) throw badRequest(fields.join(', '), problems as Record<string, MessageKey>);
      await checkVillage(db, body.districtCode, body.villageCode);
      const email = body.email.trim();
      if (await findUserByEmail(db, email)) throw conflict('errors.emailTaken');
      const npwp = npwpDigits(body.npwp)!;
      const created = await registerPartner(db, {
        kind: body.kind,
        legalName: body.legalName.trim(),
        npwp,
        industry: body.industry.trim(),
        size: body.size,
        website: body.website?.trim() ? normalizeWebsite(body.website)! : null,
        address: body.address.trim(),
        provinceCode: body.provinceCode,
        regencyCode: body.regencyCode,
        districtCode: body.districtCode,
        villageCode: body.villageCode,
        fullname: body.fullname.trim(),
        position: body.position.trim(),
        email,
        phone: body.phone.trim(),
        passwordHash: await hashPassword(body.password),
        locale: requestLocale(request),
      });
      await mails.confirmEmail(created.user, created.token);
      const details = {
        organisationId: created.organisationId,
        name: body.legalName.trim(),
        kind: body.kind,
        npwp: formatNpwp(npwp),
        contact: body.fullname.trim(),
        position: body.position.trim(),
        email,
        phone: body.phone.trim(),
      };
      for (const operator of await operatorRecipients(db)) await mails.partnerRegistered(operator, details);
      const registered: PartnerRegistered = { userId: created.accountId, organisationId: created.organisationId };
      return envelope(request, reply, registered, 'partnerRegistration.registered', 201);
    },
  );
}
