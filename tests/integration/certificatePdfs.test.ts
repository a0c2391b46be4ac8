import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { CertificateBatchView } from '@core/certification/certificateBatches.contract';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { CertificateSummary, RegistrationView } from '@core/certification/contract';
import { addToCartBody } from '@core/cart/model';
import type { ServerCartItem } from '@core/cart/contract';
import type { ProgramPage } from '@core/catalogue/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { DEMO_CERTIFICATES, seedCertification } from '../../server/src/db/seedCertification';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { certificatePdfVersion } from '../../server/src/features/certification/certificates/certificateFiles';
import { certificatePdf } from '../../server/src/features/certification/certificates/certificatePdf';
import { certificateDocumentOf } from '../../server/src/features/certification/registrations/workflowQueries';
import { invoiceContentFor, invoicePdfVersion } from '../../server/src/features/orders/invoiceFiles';
import { fileStoreFor } from '../../server/src/platform/storage';
import type { AppContext } from '../../server/src/context';
import { pdfPages } from '../support/pdfText';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

/** The real renderer, counted, and made to fail for one certificate number when a test says so. */
const rendering = vi.hoisted(() => ({ failFor: null as string | null }));
vi.mock('../../server/src/features/certification/certificates/certificatePdf', async (original) => {
  const actual = await original<typeof import('../../server/src/features/certification/certificates/certificatePdf')>();
  return {
    certificatePdf: vi.fn(async (document: { number: string }) => {
      if (rendering.failFor === document.number) throw new Error('renderer on fire');
      return actual.certificatePdf(document as Parameters<typeof actual.certificatePdf>[0]);
    }),
  };
});

const POLL = { timeout: 40_000, interval: 100 } as const;
const REQUIRED_FORMS = ['FR.APL.01', 'FR.APL.02', 'FR.AK.01', 'FR.AK.02'];

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The names and sizes of a zip's entries. */
async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: false }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        void bytesOf(stream).then((bytes) => entries.set(entry.fileName, bytes), reject);
      });
    });
    file.on('end', () => resolve());
    file.on('error', reject);
  });
  await expect.poll(() => entries.size).toBe(file.entryCount);
  return entries;
}

/**
 * Certificates' and invoices' PDFs rendered once by background jobs and kept in the file store, the
 * downloads serving the stored file (or rendering on demand before the job ran), and the LSP's certificate batches.
 */
describeOnDatabase('stored PDFs and certificate batches', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let lspToken: string;
  let traineeToken: string;
  let adminToken: string;
  let otherLspToken: string;
  let pastSchedule: string;
  let revokedOnlySchedule: string;
  const store = () => fileStoreFor(t.config, 'documents');
  const renders = () => vi.mocked(certificatePdf).mock.calls.length;
  const tokenOf = async (role: string) => (await login(api, DEMO_ACCOUNTS.find((account) => account.role === role)!.email, DEMO_PASSWORD)).token;
  const keyOf = async (certificateId: string) => certificatePdfVersion((await certificateDocumentOf(t.db, certificateId, t.config.publicUrl))!).key;
  const stored = async (key: string) => {
    const found = await store().get(key);
    return found && bytesOf(found.stream);
  };
  const download = async (url: string, token: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-api-key': DEV_API_KEY } });
    return { status: response.statusCode, type: response.headers['content-type'], bytes: response.rawPayload };
  };
  const certificateId = async (number: string) =>
    (await t.db.selectFrom('certificates').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
  const batch = async (id: string, token = lspToken) =>
    api.get<CertificateBatchView>(`/api/certification/jadwal-lsp/certificate-batches/${id}`, { token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedDemo(t.db);
    await seedCatalogue(t.db);
    await seedSchemes(t.db);
    await seedCertification(t.db);
    lspToken = await tokenOf('LSP');
    traineeToken = await tokenOf('Trainee');
    adminToken = await tokenOf('Admin');
    const otherLsp = await personWithRole(t, 'LSP', 'lsp-pdf');
    otherLspToken = otherLsp.tokens.token;
    await api.post('/api/certification/jadwal-lsp/organisation', { legalName: 'LSP Lain', code: 'LSPPDF' }, { token: otherLspToken });
    const scheduleOf = async (number: string) =>
      (
        await t.db
          .selectFrom('certificates')
          .innerJoin('assessment_registrations', 'assessment_registrations.id', 'certificates.registration_id')
          .select('assessment_registrations.schedule_id')
          .where('certificates.number', '=', number)
          .executeTakeFirstOrThrow()
      ).schedule_id;
    pastSchedule = await scheduleOf(DEMO_CERTIFICATES.valid);
    revokedOnlySchedule = await scheduleOf(DEMO_CERTIFICATES.revoked);
  });
  afterAll(() => t?.close());

  it('renders a certificate on demand before its job ran, stores it, and serves the stored file after', async () => {
    const id = await certificateId(DEMO_CERTIFICATES.valid);
    const key = await keyOf(id);
    expect(await store().size(key)).toBeUndefined();
    const before = renders();
    const first = await download(`/api/certification/sertifikat/certificates/${id}/pdf`, traineeToken);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    expect(first.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renders()).toBe(before + 1);
    expect(await stored(key)).toEqual(first.bytes);

    const second = await download(`/api/certification/sertifikat/certificates/${id}/pdf`, traineeToken);
    expect(second.bytes).toEqual(first.bytes);
    expect(renders()).toBe(before + 1);
  });

  /** An asesi of the past JWD schedule, recommended K with the required forms locked: the plenary may decide. */
  async function decidableRegistration(tag: string) {
    const asesi = await personWithRole(t, 'Trainee', tag);
    const schedule = await t.db.selectFrom('certification_schedules').selectAll().where('id', '=', pastSchedule).executeTakeFirstOrThrow();
    const assessor = await t.db
      .selectFrom('schedule_assessors')
      .select('account_id')
      .where('schedule_id', '=', pastSchedule)
      .executeTakeFirstOrThrow();
    const registration = await t.db
      .insertInto('assessment_registrations')
      .values({
        organisation_id: schedule.organisation_id,
        schedule_id: pastSchedule,
        asesi_account_id: asesi.accountId,
        state: 'recommended-k',
        assessor_account_id: assessor.account_id,
        assigned_at: new Date(),
        recommendation: 'K',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('form_instances')
      .values(
        REQUIRED_FORMS.map((code) => ({
          form_code: code,
          scheme_id: schedule.scheme_id,
          asesi_account_id: asesi.accountId,
          asesor_account_id: null,
          schedule_ref: null,
          created_by: asesi.accountId,
          status: 'locked' as const,
          registration_id: registration.id,
        })),
      )
      .execute();
    return { asesi, registration };
  }
  const decideOn = (registrationId: string) =>
    api.post<RegistrationView>(
      `/api/certification/jadwal-lsp/registrations/${registrationId}/decision`,
      { competent: true, committee: ['Dr. Ir. Bambang Prasetyo', 'Sri Wahyuni, M.Kom.'] },
      { token: lspToken },
    );

  it('stores the PDF of a certificate the plenary issues through its job; the download then renders nothing', async () => {
    const { asesi, registration } = await decidableRegistration('asesi-pdf');
    const before = renders();
    const decided = await decideOn(registration.id);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const issued = decided.body.data.certificate!;
    const key = await keyOf(issued.id);
    await expect.poll(() => store().size(key), POLL).toBeGreaterThan(1000);
    expect(renders()).toBe(before + 1);

    const pdf = await download(`/api/certification/sertifikat/certificates/${issued.id}/pdf`, asesi.tokens.token);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes).toEqual(await stored(key));
    expect(renders()).toBe(before + 1);

    // A revocation is a new version of the document (DICABUT / REVOKED): its job stores a second file.
    expect(
      (await api.post(`/api/certification/jadwal-lsp/certificates/${issued.id}/revocation`, { reason: 'Uji' }, { token: lspToken })).status,
    ).toBe(200);
    const revokedKey = await keyOf(issued.id);
    expect(revokedKey).not.toBe(key);
    expect(revokedKey.startsWith(`certificates/${issued.id}/`)).toBe(true);
    await expect.poll(() => store().size(revokedKey), POLL).toBeGreaterThan(1000);
  });

  it('saves a decision or a revocation with its PDF job or not at all: a failing enqueue answers an error and changes nothing', async () => {
    const { registration } = await decidableRegistration('asesi-enqueue');
    const enqueue = vi.spyOn(t.app.jobs, 'enqueue').mockRejectedValue(new Error('queue unreachable'));
    try {
      const refused = await decideOn(registration.id);
      expect(refused.status).toBe(500);
      const row = await t.db.selectFrom('assessment_registrations').select('state').where('id', '=', registration.id).executeTakeFirstOrThrow();
      expect(row.state).toBe('recommended-k');
      expect(await t.db.selectFrom('certificates').select('id').where('registration_id', '=', registration.id).execute()).toEqual([]);
    } finally {
      enqueue.mockRestore();
    }
    // The same decision once the queue answers: saved, with its certificate and its job.
    const decided = await decideOn(registration.id);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const issued = decided.body.data.certificate!;
    const issuedKey = await keyOf(issued.id);
    await expect.poll(() => store().size(issuedKey), POLL).toBeGreaterThan(1000);

    const revoke = () => api.post(`/api/certification/jadwal-lsp/certificates/${issued.id}/revocation`, { reason: 'Uji' }, { token: lspToken });
    const revokedAt = async () =>
      (await t.db.selectFrom('certificates').select('revoked_at').where('id', '=', issued.id).executeTakeFirstOrThrow()).revoked_at;
    const failing = vi.spyOn(t.app.jobs, 'enqueue').mockRejectedValue(new Error('queue unreachable'));
    try {
      expect((await revoke()).status).toBe(500);
      expect(await revokedAt()).toBeNull();
    } finally {
      failing.mockRestore();
    }
    // Revoked for real (the schedule's batch below counts its valid certificates only).
    expect((await revoke()).status).toBe(200);
    expect(await revokedAt()).not.toBeNull();
  });

  it('makes a batch of a schedule’s valid certificates (202 at once), its progress reaches done = total, and its zip holds them', async () => {
    // A second valid certificate on the schedule (the one issued above is revoked), not yet stored: the batch renders it.
    const asesi = await personWithRole(t, 'Trainee', 'asesi-batch');
    const extra = await t.db.selectFrom('certificates').selectAll().where('number', '=', DEMO_CERTIFICATES.valid).executeTakeFirstOrThrow();
    const registration = await t.db
      .insertInto('assessment_registrations')
      .values({ organisation_id: extra.organisation_id, schedule_id: pastSchedule, asesi_account_id: asesi.accountId, state: 'competent' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = `JWD-LSPTD-2025-${String(Math.floor(Math.random() * 900_000) + 100_000)}`;
    await t.db
      .insertInto('certificates')
      .values({
        number,
        organisation_id: extra.organisation_id,
        registration_id: registration.id,
        scheme_id: extra.scheme_id,
        holder_account_id: asesi.accountId,
        holder_name: 'Siti Aminah',
        issued_at: extra.issued_at,
        issued_on: '2025-08-04',
        valid_until: '2028-08-04',
      })
      .execute();

    const started = await api.post<CertificateBatchView>(`/api/certification/jadwal-lsp/schedules/${pastSchedule}/certificate-batches`, undefined, {
      token: lspToken,
      lang: 'en',
    });
    expect(started.status).toBe(202);
    expect(started.body.message).toBe('Preparing the certificates in the background');
    expect(started.body.data).toMatchObject({ scheduleId: pastSchedule, total: 2, failed: 0 });
    const id = started.body.data.id;
    await expect.poll(async () => (await batch(id)).body.data, POLL).toMatchObject({ done: 2, total: 2, failed: 0, finished: true, failures: [] });
    const listed = await api.get<CertificateBatchView[]>(`/api/certification/jadwal-lsp/schedules/${pastSchedule}/certificate-batches`, {
      token: lspToken,
    });
    expect(listed.body.data[0]).toMatchObject({ id, done: 2 });

    const zip = await download(`/api/certification/jadwal-lsp/certificate-batches/${id}/zip`, lspToken);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const entries = await zipEntries(zip.bytes);
    expect([...entries.keys()].sort()).toEqual([`sertifikat-${DEMO_CERTIFICATES.valid}.pdf`, `sertifikat-${number}.pdf`].sort());
    const newId = (await t.db.selectFrom('certificates').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
    expect(entries.get(`sertifikat-${number}.pdf`)).toEqual(await stored(await keyOf(newId)));
  });

  it('puts a failing render in the dead letter, counts it failed, and the console’s retry completes the batch', async () => {
    const valid = await certificateId(DEMO_CERTIFICATES.valid);
    // Removed from the store, so the batch must render it again; the renderer now fails for it.
    await store().delete(await keyOf(valid));
    rendering.failFor = DEMO_CERTIFICATES.valid;
    const started = await api.post<CertificateBatchView>(`/api/certification/jadwal-lsp/schedules/${pastSchedule}/certificate-batches`, undefined, {
      token: lspToken,
    });
    expect(started.status).toBe(202);
    const id = started.body.data.id;
    await expect
      .poll(async () => (await batch(id)).body.data, POLL)
      .toMatchObject({
        total: 2,
        done: 1,
        failed: 1,
        finished: true,
        failures: [{ certificateId: valid, number: DEMO_CERTIFICATES.valid }],
      });
    const overview = await api.get<{ deadLetter: { id: string; queue: string; error: string }[] }>('/api/main/admin-job-queue', {
      token: adminToken,
    });
    const dead = overview.body.data.deadLetter.filter((job) => job.queue === 'certification.batch-certificate');
    expect(dead).toHaveLength(1);
    expect(dead[0]!.error).toBe('renderer on fire');

    rendering.failFor = null;
    expect((await api.post(`/api/main/admin-job-queue/${dead[0]!.id}/retry`, undefined, { token: adminToken })).status).toBe(200);
    await expect.poll(async () => (await batch(id)).body.data, POLL).toMatchObject({ total: 2, done: 2, failed: 0, finished: true, failures: [] });
    expect(await store().size(await keyOf(valid))).toBeGreaterThan(1000);
  });

  it('answers 404 to another LSP, 409 for a schedule without a valid certificate, 400 for a bad id', async () => {
    const started = await api.post<CertificateBatchView>(`/api/certification/jadwal-lsp/schedules/${pastSchedule}/certificate-batches`, undefined, {
      token: lspToken,
    });
    const id = started.body.data.id;
    const other = { token: otherLspToken };
    expect((await api.post(`/api/certification/jadwal-lsp/schedules/${pastSchedule}/certificate-batches`, undefined, other)).status).toBe(404);
    expect((await api.get(`/api/certification/jadwal-lsp/schedules/${pastSchedule}/certificate-batches`, other)).status).toBe(404);
    expect((await batch(id, otherLspToken)).status).toBe(404);
    expect((await download(`/api/certification/jadwal-lsp/certificate-batches/${id}/zip`, otherLspToken)).status).toBe(404);
    expect((await batch(randomUUID())).status).toBe(404);

    const none = await api.post(`/api/certification/jadwal-lsp/schedules/${revokedOnlySchedule}/certificate-batches`, undefined, {
      token: lspToken,
      lang: 'en',
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This schedule has no valid certificate yet: certificates are issued by the plenary decision');
    expect((await api.post('/api/certification/jadwal-lsp/schedules/not-an-id/certificate-batches', undefined, { token: lspToken })).status).toBe(
      400,
    );
    expect(
      (await api.post(`/api/certification/jadwal-lsp/schedules/${pastSchedule}/certificate-batches`, undefined, { token: traineeToken })).status,
    ).toBe(403);
  });

  it('stores a paid order’s invoice in both languages through its job; the download serves the stored file', async () => {
    const buyer = (await confirmedUser(api)).tokens.token;
    const program = (await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=5&pageSize=10')).body.data.items[0]!;
    await api.post('/api/main/order-cart', addToCartBody(5, program.id), { token: buyer });
    const cart = await api.get<ServerCartItem[]>('/api/main/order-cart', { token: buyer });
    const order = await api.post<{ id: string }>(
      '/api/main/order',
      { provider: 'sandbox', cartIds: cart.body.data.map((row) => row.id) },
      { token: buyer, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(order.status).toBe(201);
    const orderId = order.body.data.id;
    expect((await api.post(`/api/main/order/${orderId}/sandbox-payment`, { outcome: 'paid' }, { token: buyer })).status).toBe(200);
    const ctx = { db: t.db } as AppContext;
    const keys = await Promise.all(
      (['id', 'en'] as const).map(async (locale) => invoicePdfVersion((await invoiceContentFor(ctx, orderId, locale))!).key),
    );
    expect(keys[0]).toMatch(new RegExp(`^invoices/${orderId}/id-[0-9a-f]+\\.pdf$`));
    for (const key of keys) await expect.poll(() => store().size(key), POLL).toBeGreaterThan(500);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/main/order/${orderId}/invoice`,
      headers: { authorization: `Bearer ${buyer}`, 'x-api-key': DEV_API_KEY, 'accept-language': 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload).toEqual(await stored(keys[1]!));
  });
  // Last: these add certificates to the past schedule, which the batch tests above count.
  // The time model: a decision at 23.30 WIB is issued that day, one at 00.30 WIB the next, on every page, the PDF and
  // the mail (read in UTC, both were the 2nd, and a 06.30 WIB decision printed the day before on the PDF).
  for (const [label, at, day, longId, longEn] of [
    ['23.30 WIB', '2026-12-02T16:30:00.000Z', '2026-12-02', '2 Desember 2026', '2 December 2026'],
    ['00.30 WIB', '2026-12-02T17:30:00.000Z', '2026-12-03', '3 Desember 2026', '3 December 2026'],
  ] as const) {
    it(`issues a certificate decided at ${label} on ${day} on the member page, the verification page, the PDF and the mail`, async () => {
      const { asesi, registration } = await decidableRegistration(`asesi-${label.slice(0, 2)}`);
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
      let decided;
      try {
        decided = await decideOn(registration.id);
      } finally {
        vi.useRealTimers();
      }
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      const issued = decided.body.data.certificate!;
      expect(issued.issuedAt).toBe(at);
      expect(issued.issuedOn).toBe(day);
      expect(issued.validUntil).toBe(`2029-12-${String(Number(day.slice(8)) - 1).padStart(2, '0')}`);

      const mine = await api.get<CertificateSummary>(`/api/certification/sertifikat/certificates/${issued.id}`, { token: asesi.tokens.token });
      expect(mine.body.data.issuedOn).toBe(day);
      const verified = await api.get<CertificateSummary>(`/api/certification/verify/certificates/${issued.id}`);
      expect(verified.body.data.issuedOn).toBe(day);

      const pdf = await download(`/api/certification/sertifikat/certificates/${issued.id}/pdf`, asesi.tokens.token);
      const text = (await pdfPages(pdf.bytes)).map((page) => page.text).join('\n');
      expect(text).toContain(`${longId} / ${longEn}`);

      const mail = await t.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', asesi.email)
        .where('text_body', 'like', `%${issued.number}%`)
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`terbit ${longId}`);
      expect(mail.text_body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });
  }
});
