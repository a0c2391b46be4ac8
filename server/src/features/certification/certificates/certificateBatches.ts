import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { CertificateBatchView } from '@core/certification/certificateBatches.contract';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { JobRun } from '../../../platform/jobs/queue';
import { notFound } from '../../../platform/httpError';
import { tenantIds } from '../../../platform/tenancy';
import { PDF_WORK_OPTIONS } from '../../../platform/storedPdf';
import { documentStoreOf, storeCertificatePdf } from './certificateFiles';
import { conflictOf } from '../registrations/workflow';

/**
 * Certificate batches: the LSP asks for every valid certificate of a schedule at once, to print and sign
 * them. The request records the batch, its items and one job in one transaction; that job enqueues one job per
 * certificate (keyed, so a retried fan-out adds none twice), each of which renders and stores one PDF and marks its
 * item. The zip is made when downloaded, from the stored PDFs (no rendering then).
 */

const BATCH_JOB = 'certification.certificate-batch';
const BATCH_CERTIFICATE_JOB = 'certification.batch-certificate';
/** The batches a schedule's page lists, newest first. */
const BATCHES_SHOWN = 5;
/** The failed certificates a batch's answer names (the count is whole). */
const FAILURES_SHOWN = 50;

interface ItemPayload {
  batchId: string;
  certificateId: string;
}

async function ownSchedule(db: Db, organisationIds: readonly string[], scheduleId: string) {
  const schedule = await db
    .selectFrom('certification_schedules')
    .select(['id', 'organisation_id'])
    .where('id', '=', scheduleId)
    .where('organisation_id', 'in', tenantIds(organisationIds))
    .executeTakeFirst();
  if (!schedule) throw notFound();
  return schedule;
}

/** Records a batch of the schedule's valid certificates and enqueues its work; 409 when it has none yet. */
export async function startCertificateBatch(ctx: AppContext, organisationIds: readonly string[], scheduleId: string, accountId: string) {
  const schedule = await ownSchedule(ctx.db, organisationIds, scheduleId);
  const batchId = await ctx.db.transaction().execute(async (trx) => {
    const certificates = await trx
      .selectFrom('certificates')
      .innerJoin('assessment_registrations', 'assessment_registrations.id', 'certificates.registration_id')
      .select('certificates.id')
      .where('assessment_registrations.schedule_id', '=', schedule.id)
      .where('certificates.revoked_at', 'is', null)
      .execute();
    if (!certificates.length) throw conflictOf('certification.errors.noCertificates');
    const batch = await trx
      .insertInto('certificate_batches')
      .values({ organisation_id: schedule.organisation_id, schedule_id: schedule.id, requested_by: accountId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('certificate_batch_items')
      .values(certificates.map((certificate) => ({ batch_id: batch.id, certificate_id: certificate.id })))
      .execute();
    // In the same transaction: a batch is recorded with its job or not at all.
    await ctx.jobs.enqueue(BATCH_JOB, { batchId: batch.id }, { key: batch.id, within: trx });
    return batch.id;
  });
  ctx.jobs.wake(BATCH_JOB);
  return batchId;
}

async function batchViews(db: Db, where: { batchId?: string; scheduleId?: string }, organisationIds: readonly string[]) {
  let query = db
    .selectFrom('certificate_batches')
    .select(['id', 'schedule_id', 'created_at'])
    .where('organisation_id', 'in', tenantIds(organisationIds))
    .orderBy('created_at', 'desc')
    .limit(BATCHES_SHOWN);
  if (where.batchId) query = query.where('id', '=', where.batchId);
  if (where.scheduleId) query = query.where('schedule_id', '=', where.scheduleId);
  const batches = await query.execute();
  if (!batches.length) return [];
  const ids = batches.map((batch) => batch.id);
  // Counted in the database: the page reads a running batch every moment, and a schedule may hold thousands.
  const [counts, failures] = await Promise.all([
    db
      .selectFrom('certificate_batch_items')
      .select(['batch_id', 'state', (eb) => eb.fn.countAll<string>().as('n')])
      .where('batch_id', 'in', ids)
      .groupBy(['batch_id', 'state'])
      .execute(),
    db
      .selectFrom('certificate_batch_items')
      .innerJoin('certificates', 'certificates.id', 'certificate_batch_items.certificate_id')
      .select(['certificate_batch_items.batch_id', 'certificates.id', 'certificates.number', 'certificates.holder_name'])
      .where('certificate_batch_items.batch_id', 'in', ids)
      .where('certificate_batch_items.state', '=', 'failed')
      .orderBy('certificates.number')
      .limit(FAILURES_SHOWN)
      .execute(),
  ]);
  return batches.map((batch): CertificateBatchView => {
    const count = (state: string) => Number(counts.find((row) => row.batch_id === batch.id && row.state === state)?.n ?? 0);
    return {
      id: batch.id,
      scheduleId: batch.schedule_id,
      createdAt: new Date(batch.created_at).toISOString(),
      total: count('waiting') + count('done') + count('failed'),
      done: count('done'),
      failed: count('failed'),
      finished: count('waiting') === 0,
      failures: failures
        .filter((item) => item.batch_id === batch.id)
        .map((item) => ({ certificateId: item.id, number: item.number, holderName: item.holder_name })),
    };
  });
}

/** One batch of the caller's LSPs (404 for another's). */
export async function certificateBatch(db: Db, organisationIds: readonly string[], batchId: string): Promise<CertificateBatchView> {
  const [view] = await batchViews(db, { batchId }, organisationIds);
  if (!view) throw notFound();
  return view;
}

/** The schedule's latest batches, newest first (404 for another LSP's schedule). */
export async function scheduleBatches(db: Db, organisationIds: readonly string[], scheduleId: string) {
  await ownSchedule(db, organisationIds, scheduleId);
  return batchViews(db, { scheduleId }, organisationIds);
}

/**
 * The finished batch's PDFs as one zip, streamed from the store (PDFs are compressed already: stored, not
 * deflated). 409 while a certificate is still waiting.
 */
export async function batchZip(ctx: AppContext, organisationIds: readonly string[], batchId: string): Promise<Readable> {
  const view = await certificateBatch(ctx.db, organisationIds, batchId);
  if (!view.finished) throw conflictOf('certification.errors.batchNotFinished');
  const done = await ctx.db
    .selectFrom('certificate_batch_items')
    .innerJoin('certificates', 'certificates.id', 'certificate_batch_items.certificate_id')
    .select(['certificate_batch_items.file_key', 'certificates.number'])
    .where('certificate_batch_items.batch_id', '=', batchId)
    .where('certificate_batch_items.state', '=', 'done')
    .orderBy('certificates.number')
    .execute();
  const store = documentStoreOf(ctx);
  const zip = new ZipFile();
  for (const item of done) {
    const key = item.file_key;
    if (!key) continue;
    // Opened one at a time as the zip reaches it, not all at once.
    zip.addReadStreamLazy(`sertifikat-${item.number}.pdf`, { compress: false }, (callback) => {
      store.get(key).then(
        (stored) => (stored ? callback(null, stored.stream) : callback(new Error(`stored PDF ${key} is missing`), undefined as never)),
        (error: unknown) => callback(error, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** Works the batches' jobs on this instance: the fan-out, and one PDF per certificate. */
export async function workCertificateBatches(ctx: AppContext) {
  await ctx.jobs.work<{ batchId: string }>(
    BATCH_JOB,
    async ({ batchId }) => {
      const waiting = await ctx.db
        .selectFrom('certificate_batch_items')
        .select('certificate_id')
        .where('batch_id', '=', batchId)
        .where('state', '=', 'waiting')
        .execute();
      // One statement for the whole schedule; keyed, so a retried fan-out adds none twice.
      await ctx.jobs.enqueueMany(
        BATCH_CERTIFICATE_JOB,
        waiting.map(({ certificate_id: certificateId }) => ({
          payload: { batchId, certificateId } satisfies ItemPayload,
          key: `${batchId}:${certificateId}`,
        })),
      );
    },
    { ...PDF_WORK_OPTIONS, batchSize: 1, concurrency: 1 },
  );
  await ctx.jobs.work<ItemPayload>(BATCH_CERTIFICATE_JOB, (payload, run) => storeBatchItem(ctx, payload, run), PDF_WORK_OPTIONS);
}

async function storeBatchItem(ctx: AppContext, { batchId, certificateId }: ItemPayload, run: JobRun) {
  const item = ctx.db.updateTable('certificate_batch_items').where('batch_id', '=', batchId).where('certificate_id', '=', certificateId);
  try {
    const stored = await storeCertificatePdf(ctx, certificateId);
    if (!stored) throw new Error(`certificate ${certificateId} is gone`);
    await item.set({ state: 'done', file_key: stored.key, error: null, finished_at: new Date() }).execute();
  } catch (error) {
    // The last run marks the item failed (the page counts it) before the job lands in the dead letter; a retry
    // from the operator's console that succeeds marks it done.
    if (run.lastAttempt) {
      await item.set({ state: 'failed', error: String((error as Error).message ?? error).slice(0, 500), finished_at: new Date() }).execute();
    }
    throw error;
  }
}
