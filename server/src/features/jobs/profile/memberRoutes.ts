import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseProfile, validateProfile } from '@core/jobs/profile';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { FileStore } from '../../../platform/storage';
import { envelope } from '../../../platform/envelope';
import { badRequest, notFound } from '../../../platform/httpError';
import { requestLocale } from '../../../platform/locale';
import { areaPolicy, pagePolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import { sendStoredFile } from '../../../platform/storedFiles';
import type { ContractedApp } from '../../../platform/typeProvider';
import { acceptUploads, openPrivateUpload, receiveUpload, storePrivateUpload, uploadStore, type UploadRule } from '../../../platform/uploads';
import { cvPdf } from './cvPdf';
import { checkAreasExist, profileFromBody, profileView, saveProfile } from './profileQueries';
import { candidateParams, cvAnswer, cvQuery, emptyAnswer, profileAnswer, profileBody } from './profileSchemas';
import { reachableApplications } from '../portal/queries';
import { verifiedEmployerIds } from '../portal/workflow';

/** SPEC 2's /job-seeker/job-profile: the Job Seeker's own CV. */
const owner = { policy: pagePolicy('job-profile', ['job-seeker', 'member']) } as const;
/** The employer reads an applicant's CV as it reads the application (SPEC 5's candidate page). */
const candidates = { policy: areaPolicy('employer', 'candidate') } as const;

const CV: UploadRule<'application/pdf'> = {
  types: ['application/pdf'],
  limit: 'document',
  messages: { type: 'jobProfile.errors.cvType', tooLarge: 'jobProfile.errors.cvTooLarge', content: 'jobProfile.errors.cvType' },
};
/** A private upload's folder: /uploads never serves it; the owner's and the employers' routes below do. */
const CV_FOLDER = 'cv';
const BASE = '/job-seeker/job-profile';

/**
 * A download's content-disposition with the file's own name: an ASCII stand-in for old clients and RFC 6266's
 * UTF-8 name; quotes, backslashes and control characters never reach the header.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The name a CV keeps: the uploader's file name without any folder, ending in .pdf. */
export function cvFileName(name: string | undefined): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 150);
  if (!base) return 'CV.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

async function discardPrivateUpload(db: Db, store: FileStore, name: string) {
  await db.deleteFrom('uploads').where('name', '=', name).execute();
  await store.delete(name).catch(() => undefined);
}

/**
 * The CV (docs/decisions/2026-11-26-job-portal.md, **CV (job-profile)**): the Job Seeker's own at
 * /job-seeker/job-profile (read, save, the PDF file: upload, download, remove; the printable CV), and the employer's
 * read of an applicant's CV through the application (/employer/candidate/{id}/cv[/file]), scoped to its verified
 * organisations as every candidate route is: another employer's application is 404. Registered in a scope of its
 * own (index.ts): the CV's body parser must not reach the rest of the family.
 */
export async function jobProfileRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const store = uploadStore(ctx.config);
  acceptUploads(app, CV);

  const ownView = async (request: FastifyRequest) => {
    const view = await profileView(db, principalOf(request).accountId, requestLocale(request));
    if (!view) throw notFound();
    return view;
  };
  const cvFileOf = (accountId: string) =>
    db.selectFrom('job_profiles').select(['cv_file', 'cv_file_name']).where('account_id', '=', accountId).executeTakeFirst();
  const sendCv = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const row = await cvFileOf(accountId);
    const file = row?.cv_file ? await openPrivateUpload(db, store, row.cv_file) : undefined;
    if (!file) throw notFound();
    return sendStoredFile(request, reply, file, 'private, no-store', attachment(row?.cv_file_name ?? 'CV.pdf'));
  };
  /** The applicant of one of the employer's applications (404 for anyone else's). */
  const applicantOf = async (request: FastifyRequest, id: string) => {
    const organisationIds = await verifiedEmployerIds(db, principalOf(request));
    const row = await reachableApplications(db, { relation: 'employer', organisationIds }).where('job_applications.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row.applicant_account_id;
  };

  app.get(BASE, { config: owner, schema: { response: profileAnswer } }, async (request, reply) => envelope(request, reply, await ownView(request)));

  app.put(BASE, { config: owner, schema: { body: profileBody, response: profileAnswer } }, async (request, reply) => {
    const profile = normaliseProfile(profileFromBody(request.body));
    const errors = validateProfile(profile, new Date());
    if (Object.keys(errors).length) throw badRequest(Object.keys(errors).join(', '), errors);
    await checkAreasExist(db, profile);
    await saveProfile(db, principalOf(request).accountId, profile);
    return envelope(request, reply, await ownView(request), 'jobProfile.saved');
  });

  // The body is the PDF itself; ?fileName= its name on the uploader's device (shown and used for the download).
  app.post(`${BASE}/cv`, { config: owner, schema: { querystring: cvQuery, response: cvAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const upload = await receiveUpload(db, request, CV);
    const fileName = cvFileName(request.query.fileName);
    const uploadedAt = new Date();
    const previous = await storePrivateUpload(db, store, CV_FOLDER, { accountId, ...upload }, async (trx, name) => {
      const row = await trx.selectFrom('job_profiles').select('cv_file').where('account_id', '=', accountId).forUpdate().executeTakeFirst();
      const values = { cv_file: name, cv_file_name: fileName, cv_uploaded_at: uploadedAt };
      await trx
        .insertInto('job_profiles')
        .values({ account_id: accountId, ...values })
        .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ ...values, updated_at: uploadedAt }))
        .execute();
      return row?.cv_file ?? null;
    });
    // The replaced file goes once the new one is recorded.
    if (previous) await discardPrivateUpload(db, store, previous);
    return envelope(request, reply, { fileName, uploadedAt: uploadedAt.toISOString() }, 'jobProfile.cvSaved', 201);
  });

  // No response schema: the answer is the file.
  app.get(`${BASE}/cv`, { config: owner }, async (request, reply) => sendCv(request, reply, principalOf(request).accountId));

  app.delete(`${BASE}/cv`, { config: owner, schema: { response: emptyAnswer } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const row = await cvFileOf(accountId);
    if (!row?.cv_file) throw notFound();
    await db
      .updateTable('job_profiles')
      .set({ cv_file: null, cv_file_name: null, cv_uploaded_at: null, updated_at: new Date() })
      .where('account_id', '=', accountId)
      .execute();
    await discardPrivateUpload(db, store, row.cv_file);
    return envelope(request, reply, null, 'jobProfile.cvDeleted');
  });

  // No response schema: the answer is the PDF.
  app.get(`${BASE}/print`, { config: owner }, async (request, reply) => {
    const view = await ownView(request);
    const pdf = await cvPdf(view, requestLocale(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`CV ${view.name}.pdf`))
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  // The employer's read of an applicant's CV.

  app.get(
    '/employer/candidate/:id/cv',
    { config: candidates, schema: { params: candidateParams, response: profileAnswer } },
    async (request, reply) => {
      const view = await profileView(db, await applicantOf(request, request.params.id), requestLocale(request));
      if (!view) throw notFound();
      return envelope(request, reply, view);
    },
  );

  // No response schema: the answer is the file.
  app.get('/employer/candidate/:id/cv/file', { config: candidates, schema: { params: candidateParams } }, async (request, reply) =>
    sendCv(request, reply, await applicantOf(request, request.params.id)),
  );
}
