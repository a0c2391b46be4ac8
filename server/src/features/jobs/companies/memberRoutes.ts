import type { FastifyRequest } from 'fastify';
import { translate } from '@core/i18n/catalog';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { areaPolicy } from '../../../platform/menus';
import { operatorRecipients } from '../../../platform/operators';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import {
  acceptUploads,
  discardUnusedUpload,
  IMAGE_TYPES,
  receiveUpload,
  storeUpload,
  uploadStore,
  type ImageType,
  uploadUrl,
  type UploadRule,
} from '../../../platform/uploads';
import { checkLogoWriter, companyView, createEmployerOrganisation, replaceLogo, updateCompany } from './company';
import { companyBody, organisationAnswer } from './companySchemas';

/** The employer's company profile: every Employer (not yet verified too). */
const employer = { policy: areaPolicy('employer') } as const;

const LOGO: UploadRule<ImageType> = {
  types: IMAGE_TYPES,
  limit: 'document',
  messages: { type: 'companyProfile.errors.logoType', tooLarge: 'companyProfile.errors.logoTooLarge', content: 'companyProfile.errors.logoType' },
};

/**
 * The employer's company (its profile page, docs/decisions/2026-11-26-job-portal.md "Company profile"): read by its
 * admins and recruiters, created once, edited by its admin; the logo is an image through the upload pipeline into the
 * public store. Its body parsers take images, so it is registered in a scope of its own (index.ts).
 */
export async function companyRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const dir = uploadStore(ctx.config);
  acceptUploads(app, LOGO);
  // The public vacancy pages show the company's name and logo: shown fresh at once.
  const vacanciesChanged = () => ctx.events.emit('vacancies.changed', {});
  const view = async (request: FastifyRequest) => (await companyView(db, principalOf(request)))!;

  app.get('/employer/organisation', { config: employer, schema: { response: organisationAnswer } }, async (request, reply) =>
    envelope(request, reply, await companyView(db, principalOf(request))),
  );

  app.post('/employer/organisation', { config: employer, schema: { body: companyBody, response: organisationAnswer } }, async (request, reply) => {
    await createEmployerOrganisation(db, principalOf(request), request.body);
    return envelope(request, reply, await view(request), 'companyProfile.created', 201);
  });

  app.put('/employer/organisation', { config: employer, schema: { body: companyBody, response: organisationAnswer } }, async (request, reply) => {
    const updated = await updateCompany(db, principalOf(request), request.body);
    // A rejected company's edit is its resubmission: the operators are told it waits for them again.
    if (updated.resubmitted) {
      for (const operator of await operatorRecipients(db)) {
        await ctx.mailer.send({
          to: operator.email,
          subject: translate(operator.locale, 'companyProfile.mail.resubmittedSubject', { name: updated.legalName }),
          text: translate(operator.locale, 'companyProfile.mail.resubmittedBody', {
            name: updated.legalName,
            link: `${ctx.config.publicUrl}/member/admin-organisations/${updated.id}`,
          }),
        });
      }
    }
    vacanciesChanged();
    return envelope(request, reply, await view(request), 'companyProfile.saved');
  });

  app.post('/employer/organisation/logo', { config: employer, schema: { response: organisationAnswer } }, async (request, reply) => {
    const principal = principalOf(request);
    await checkLogoWriter(db, principal);
    const url = await storeUpload(db, dir, { accountId: principal.accountId, ...(await receiveUpload(db, request, LOGO)) });
    // The store answers the public URL (/uploads/<name>); the column keeps the name.
    const previous = await replaceLogo(db, principal, url.slice(url.lastIndexOf('/') + 1));
    if (previous) await discardUnusedUpload(db, dir, uploadUrl(previous));
    vacanciesChanged();
    return envelope(request, reply, await view(request), 'companyProfile.logoSaved');
  });

  app.delete('/employer/organisation/logo', { config: employer, schema: { response: organisationAnswer } }, async (request, reply) => {
    const previous = await replaceLogo(db, principalOf(request), null);
    if (previous) await discardUnusedUpload(db, dir, uploadUrl(previous));
    vacanciesChanged();
    return envelope(request, reply, await view(request), 'companyProfile.logoRemoved');
  });
}
