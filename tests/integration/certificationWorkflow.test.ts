import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type {
  AppealView,
  AssessorView,
  CertificateSummary,
  FeeReport,
  LspScheme,
  ParticipantPage,
  RegistrationView,
  ScheduleView,
  TestSite,
} from '@core/certification/contract';
import { CERTIFICATE_NUMBER_PATTERN } from '@core/certification/certificates';
import { DEV_API_KEY } from '@core/config/apiKey';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { DEMO_CERTIFICATES, seedCertification } from '../../server/src/db/seedCertification';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { loadFormDefinitions } from '../../server/src/features/certification/forms/formDefinitions';
import type { RoleName } from '@core/rules/roles';
import { login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

type Api = ReturnType<typeof client>;
type Who = { token: string; accountId: string };

const DAY = 86_400_000;

/**
 * The certification workflow by API, from a schedule to a certificate anyone can verify: the LSP plans, the asesi registers and
 * fills, the LSP verifies and assigns, the assessor and the asesi sign, the assessor recommends, the plenary
 * decides, the certificate is verifiable and revocable; and every other LSP, assessor and asesi meets 404.
 */
describeOnDatabase('certification workflow', (kind) => {
  let t: TestApp;
  let api: Api;
  const who = {} as Record<'lsp' | 'assessor' | 'asesi' | 'otherLsp' | 'otherAssessor' | 'otherAsesi', Who>;
  let forms: ReturnType<typeof loadFormDefinitions>;

  const demo = async (role: RoleName): Promise<Who> => {
    const email = DEMO_ACCOUNTS.find((account) => account.role === role)!.email;
    const row = await t.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select('accounts.id')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    return { token: (await login(api, email, DEMO_PASSWORD)).token, accountId: row.id };
  };
  const as = (person: Who) => ({ token: person.token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    forms = loadFormDefinitions(t.config.formsDir);
    await seedDemo(t.db);
    await seedCatalogue(t.db);
    await seedSchemes(t.db);
    await seedCertification(t.db);
    who.lsp = await demo('LSP');
    who.assessor = await demo('Assessor');
    who.asesi = await demo('Trainee');
    const other = async (role: RoleName, tag: string) => {
      const person = await personWithRole(t, role, tag);
      return { token: person.tokens.token, accountId: person.accountId };
    };
    who.otherLsp = await other('LSP', 'lsp2');
    who.otherAssessor = await other('Assessor', 'asesor2');
    who.otherAsesi = await other('Trainee', 'asesi2');
    expect((await api.post('/api/certification/jadwal-lsp/organisation', { legalName: 'LSP Lain', code: 'LSPLAIN' }, as(who.otherLsp))).status).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  /** Fills and signs every part of a form with its definition's example, each part by the person of its role. */
  const complete = async (instanceId: string, asesi = who.asesi, asesiName = 'Budi Santoso') => {
    const instance = await api.get<{ form: string }>(`/api/certification/form-instances/${instanceId}`, as(asesi));
    const form = forms.get(instance.body.data.form)!;
    const person = { asesi, asesor: who.assessor, 'admin-lsp': who.lsp } as Record<string, Who>;
    const names: Record<string, string> = { asesi: asesiName, asesor: 'Hendra Gunawan', 'admin-lsp': 'LSP Teknologi Digital' };
    for (const part of form.definition.parts) {
      const signer = person[part.role]!;
      const data = (form.definition.example as Record<string, unknown>)[part.key];
      const submitted = await api.post(`/api/certification/form-instances/${instanceId}/parts/${part.key}/submit`, { data }, as(signer));
      expect(submitted.status, `${form.definition.code} ${part.key}: ${JSON.stringify(submitted.body)}`).toBe(200);
      if (part.signature === 'required') {
        const signed = await api.post(
          `/api/certification/form-instances/${instanceId}/parts/${part.key}/sign`,
          { kind: 'typed', value: names[part.role] },
          as(signer),
        );
        expect(signed.status).toBe(200);
      }
    }
  };
  const formOf = (view: RegistrationView, code: string) => view.forms.find((form) => form.code === code)!;

  const schedulePayload = async (overrides: Record<string, unknown> = {}) => {
    const schemes = await api.get<{ id: string; certificateCode: string }[]>('/api/certification/jadwal-lsp/schemes', as(who.lsp));
    const sites = await api.post<{ id: string }>(
      '/api/certification/jadwal-lsp/test-sites',
      { name: 'TUK Uji', type: 'sewaktu', address: 'Jl. Uji No. 1, Bandung' },
      as(who.lsp),
    );
    const now = Date.now();
    return {
      schemeId: schemes.body.data.find((scheme) => scheme.certificateCode === 'JWD')!.id,
      testSiteId: sites.body.data.id,
      programId: null,
      startsAt: new Date(now + 10 * DAY).toISOString(),
      endsAt: new Date(now + 10 * DAY + 8 * 3_600_000).toISOString(),
      registrationOpensAt: new Date(now - DAY).toISOString(),
      registrationClosesAt: new Date(now + 8 * DAY).toISOString(),
      quota: 2,
      fee: 0,
      assessorIds: [who.assessor.accountId],
      ...overrides,
    };
  };

  /** A Trainee of their own for a test (one registration per schedule and asesi), with the name they sign with. */
  const newAsesi = async (tag: string): Promise<Who & { name: string }> => {
    const person = await personWithRole(t, 'Trainee', tag);
    return { token: person.tokens.token, accountId: person.accountId, name: `Orang ${tag}` };
  };

  /** A new schedule's registration of the asesi, verified and assigned to the demo assessor. */
  const assignedRegistration = async (asesi: Who) => {
    const schedule = (await api.post<ScheduleView>('/api/certification/jadwal-lsp/schedules', await schedulePayload(), as(who.lsp))).body.data;
    const registered = await api.post<{ id: string }>(`/api/certification/sertifikasi/schedules/${schedule.id}/registrations`, {}, as(asesi));
    expect(registered.status).toBe(201);
    const id = registered.body.data.id;
    expect((await api.post(`/api/certification/jadwal-lsp/registrations/${id}/verification`, { accepted: true }, as(who.lsp))).status).toBe(200);
    const assigned = await api.post<RegistrationView>(
      `/api/certification/jadwal-lsp/registrations/${id}/assignment`,
      { assessorAccountId: who.assessor.accountId },
      as(who.lsp),
    );
    expect(assigned.body.data.state).toBe('assigned');
    return id;
  };

  /** assignedRegistration taken by the demo assessor through the signed forms to the K or BK recommendation. */
  const recommendedRegistration = async (asesi: Who & { name: string }, recommendation: 'K' | 'BK') => {
    const id = await assignedRegistration(asesi);
    const step = (path: string, body: unknown) =>
      api.post<RegistrationView & { id: string }>(`/api/certification/list-sertifikasi/registrations/${id}/${path}`, body, as(who.assessor));
    const view = (await api.get<RegistrationView>(`/api/certification/sertifikasi/registrations/${id}`, as(asesi))).body.data;
    for (const code of ['FR.APL.01', 'FR.APL.02']) await complete(formOf(view, code).id, asesi, asesi.name);
    expect((await step('progress', { to: 'pre-assessment' })).status).toBe(200);
    await complete((await step('forms', { form: 'FR.AK.01' })).body.data.id, asesi, asesi.name);
    expect((await step('progress', { to: 'assessment' })).status).toBe(200);
    await complete((await step('forms', { form: 'FR.AK.02' })).body.data.id, asesi, asesi.name);
    expect((await step('recommendation', { recommendation })).body.data.state).toBe(recommendation === 'K' ? 'recommended-k' : 'recommended-bk');
    return id;
  };

  it('goes from a schedule to a certificate that anyone can verify, and a revocation shows at once', async () => {
    const created = await api.post<ScheduleView>('/api/certification/jadwal-lsp/schedules', await schedulePayload(), as(who.lsp));
    expect(created.status).toBe(200);
    const schedule = created.body.data;
    expect(schedule).toMatchObject({ quota: 2, fee: 0, registered: 0, assessors: [{ accountId: who.assessor.accountId }] });

    const open = await api.get<ScheduleView[]>('/api/certification/sertifikasi/schedules', as(who.asesi));
    expect(open.body.data.map((item) => item.id)).toContain(schedule.id);
    const registered = await api.post<{ id: string }>(`/api/certification/sertifikasi/schedules/${schedule.id}/registrations`, {}, as(who.asesi));
    expect(registered.status).toBe(201);
    const id = registered.body.data.id;
    const again = await api.post(`/api/certification/sertifikasi/schedules/${schedule.id}/registrations`, {}, { ...as(who.asesi), lang: 'en' });
    expect(again).toMatchObject({ status: 409, body: { message: 'You are already registered for this schedule' } });

    let view = (await api.get<RegistrationView>(`/api/certification/sertifikasi/registrations/${id}`, as(who.asesi))).body.data;
    expect(view.state).toBe('submitted');
    expect(view.forms.map((form) => form.code)).toEqual(['FR.APL.01', 'FR.APL.02']);
    expect(view.actions).toEqual(['withdraw']);

    const participants = await api.get<ParticipantPage>(
      `/api/certification/jadwal-lsp/schedules/${schedule.id}/participants?page=1&pageSize=10`,
      as(who.lsp),
    );
    expect(participants.body.data).toMatchObject({ total: 1, items: [{ registrationId: id, state: 'submitted', formsTotal: 2, formsLocked: 0 }] });
    // Past the last page and in a state nobody is in, the total still tells how many there are.
    const participantsPage = (query: string) =>
      api.get<ParticipantPage>(`/api/certification/jadwal-lsp/schedules/${schedule.id}/participants?${query}`, as(who.lsp));
    expect((await participantsPage('page=2&pageSize=10')).body.data).toMatchObject({ total: 1, items: [], page: 2 });
    expect((await participantsPage('state=verified')).body.data).toMatchObject({ total: 0, items: [] });

    // The assessor cannot be assigned before the LSP verifies; a second verification is an illegal move.
    const early = await api.post(
      `/api/certification/jadwal-lsp/registrations/${id}/assignment`,
      { assessorAccountId: who.assessor.accountId },
      as(who.lsp),
    );
    expect(early.status).toBe(409);
    const verified = await api.post<RegistrationView>(
      `/api/certification/jadwal-lsp/registrations/${id}/verification`,
      { accepted: true },
      as(who.lsp),
    );
    expect(verified.body.data.state).toBe('verified');
    const twice = await api.post(`/api/certification/jadwal-lsp/registrations/${id}/verification`, { accepted: false, note: 'x' }, as(who.lsp));
    expect(twice.status).toBe(409);
    expect((await api.get<RegistrationView>(`/api/certification/jadwal-lsp/registrations/${id}`, as(who.lsp))).body.data.state).toBe('verified');

    const assigned = await api.post<RegistrationView>(
      `/api/certification/jadwal-lsp/registrations/${id}/assignment`,
      { assessorAccountId: who.assessor.accountId },
      as(who.lsp),
    );
    expect(assigned.body.data).toMatchObject({ state: 'assigned', assessor: { accountId: who.assessor.accountId } });
    const letter = await t.app.inject({
      method: 'GET',
      url: `/api/certification/list-sertifikasi/registrations/${id}/assignment-letter`,
      headers: { 'x-api-key': t.config.apiKey, authorization: `Bearer ${who.assessor.token}` },
    });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    view = (await api.get<RegistrationView>(`/api/certification/list-sertifikasi/registrations/${id}`, as(who.assessor))).body.data;
    expect(view.actions).toEqual(['start-pre-assessment', 'open-form']);
    await complete(formOf(view, 'FR.APL.01').id);
    await complete(formOf(view, 'FR.APL.02').id);

    expect(
      (await api.post(`/api/certification/list-sertifikasi/registrations/${id}/progress`, { to: 'pre-assessment' }, as(who.assessor))).status,
    ).toBe(200);
    const consent = await api.post<{ id: string }>(
      `/api/certification/list-sertifikasi/registrations/${id}/forms`,
      { form: 'FR.AK.01' },
      as(who.assessor),
    );
    expect(consent.status).toBe(200);
    const unsigned = await api.post(
      `/api/certification/list-sertifikasi/registrations/${id}/progress`,
      { to: 'assessment' },
      { ...as(who.assessor), lang: 'en' },
    );
    expect(unsigned).toMatchObject({ status: 409, body: { message: 'These forms still need every signature: FR.AK.01' } });
    await complete(consent.body.data.id);
    expect((await api.post(`/api/certification/list-sertifikasi/registrations/${id}/progress`, { to: 'assessment' }, as(who.assessor))).status).toBe(
      200,
    );

    const record = await api.post<{ id: string }>(
      `/api/certification/list-sertifikasi/registrations/${id}/forms`,
      { form: 'rekaman-asesmen-kompetensi' },
      as(who.assessor),
    );
    expect(
      (await api.post(`/api/certification/list-sertifikasi/registrations/${id}/recommendation`, { recommendation: 'K' }, as(who.assessor))).status,
    ).toBe(409);
    await complete(record.body.data.id);
    const recommended = await api.post<RegistrationView>(
      `/api/certification/list-sertifikasi/registrations/${id}/recommendation`,
      { recommendation: 'K' },
      as(who.assessor),
    );
    expect(recommended.body.data).toMatchObject({ state: 'recommended-k', recommendation: 'K' });

    // The plenary may not include the asesi's assessor.
    const assessorName = recommended.body.data.assessor!.name;
    const withAssessor = await api.post(
      `/api/certification/jadwal-lsp/registrations/${id}/decision`,
      { competent: true, committee: [assessorName] },
      as(who.lsp),
    );
    expect(withAssessor.status).toBe(409);
    const decided = await api.post<RegistrationView>(
      `/api/certification/jadwal-lsp/registrations/${id}/decision`,
      { competent: true, committee: ['Dr. Ir. Bambang Prasetyo'] },
      as(who.lsp),
    );
    expect(decided.status).toBe(200);
    const certificate = decided.body.data.certificate!;
    expect(decided.body.data.state).toBe('competent');
    expect(certificate.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(certificate.number.startsWith(`JWD-LSPTD-${new Date().getUTCFullYear()}-`)).toBe(true);
    expect(certificate.status).toBe('valid');
    const issued = new Date(certificate.issuedAt);
    expect(certificate.validUntil).toBe(
      new Date(Date.UTC(issued.getUTCFullYear() + 3, issued.getUTCMonth(), issued.getUTCDate() - 1)).toISOString().slice(0, 10),
    );
    expect(decided.body.data.events.map((event) => event.to)).toEqual([
      'submitted',
      'verified',
      'assigned',
      'pre-assessment',
      'assessment',
      'recommended-k',
      'competent',
    ]);

    const mine = await api.get<CertificateSummary[]>('/api/certification/sertifikat/certificates', as(who.asesi));
    expect(mine.body.data.map((item) => item.number)).toContain(certificate.number);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/certification/sertifikat/certificates/${certificate.id}/pdf`,
      headers: { 'x-api-key': t.config.apiKey, authorization: `Bearer ${who.asesi.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const anonymous = await api.get<CertificateSummary>(`/api/certification/verify/certificates?number=${certificate.number}`);
    expect(anonymous.body.data).toMatchObject({
      id: certificate.id,
      status: 'valid',
      holderName: 'Budi Santoso',
      lsp: { name: 'LSP Teknologi Digital' },
    });
    expect(Object.keys(anonymous.body.data).sort()).toEqual([
      'holderName',
      'id',
      'issuedAt',
      'issuedOn',
      'lsp',
      'number',
      'revokedAt',
      'scheme',
      'status',
      'validUntil',
    ]);
    const credential = await t.app.inject({ method: 'GET', url: `/qr-access/${certificate.id}/credential.json` });
    expect(credential.statusCode).toBe(200);
    expect(credential.json<{ type: string[] }>().type).toContain('OpenBadgeCredential');

    // Notifications are stored by a listener after the answer: wait for them.
    await vi.waitFor(async () => {
      const notifications = await api.get<{ items: { title: { id: string } }[] }>('/api/cm/notification/list?pageSize=50', as(who.asesi));
      const titles = notifications.body.data.items.map((item) => item.title.id);
      expect(titles).toEqual(expect.arrayContaining(['Pendaftaran diterima', 'Asesor ditetapkan', 'Keputusan sertifikasi', 'Sertifikat terbit']));
    });

    expect(
      (await api.post(`/api/certification/jadwal-lsp/certificates/${certificate.id}/revocation`, { reason: 'Data tidak sah' }, as(who.lsp))).status,
    ).toBe(200);
    expect((await api.post(`/api/certification/jadwal-lsp/certificates/${certificate.id}/revocation`, { reason: 'Lagi' }, as(who.lsp))).status).toBe(
      409,
    );
    const revoked = await api.get<CertificateSummary>(`/api/certification/verify/certificates/${certificate.id}`);
    expect(revoked.body.data.status).toBe('revoked');
    expect(revoked.body.data.revokedAt).not.toBeNull();

    // Every other LSP, assessor and asesi meets 404 on this registration, schedule and certificate.
    const strangers: [Who, string][] = [
      [who.otherLsp, `/api/certification/jadwal-lsp/registrations/${id}`],
      [who.otherLsp, `/api/certification/jadwal-lsp/schedules/${schedule.id}`],
      [who.otherLsp, `/api/certification/jadwal-lsp/schedules/${schedule.id}/participants`],
      [who.otherAssessor, `/api/certification/list-sertifikasi/registrations/${id}`],
      [who.otherAssessor, `/api/certification/list-sertifikasi/registrations/${id}/assignment-letter`],
      [who.otherAsesi, `/api/certification/sertifikasi/registrations/${id}`],
      [who.otherAsesi, `/api/certification/sertifikat/certificates/${certificate.id}`],
    ];
    for (const [person, url] of strangers) expect((await api.get(url, as(person))).status, url).toBe(404);
    const crossWrites: [Who, string, unknown][] = [
      [who.otherLsp, `/api/certification/jadwal-lsp/registrations/${id}/verification`, { accepted: false }],
      [who.otherLsp, `/api/certification/jadwal-lsp/certificates/${certificate.id}/revocation`, { reason: 'x' }],
      [who.otherAssessor, `/api/certification/list-sertifikasi/registrations/${id}/recommendation`, { recommendation: 'BK' }],
      [who.otherAsesi, `/api/certification/sertifikasi/registrations/${id}/withdrawal`, undefined],
    ];
    for (const [person, url, body] of crossWrites) expect((await api.post(url, body ?? {}, as(person))).status, url).toBe(404);
    const fees = await api.get<FeeReport>('/api/certification/transaksi-lsp/fees', as(who.otherLsp));
    expect(fees.body.data).toEqual({ rows: [], total: 0, perSchedule: [] });
    const otherSchedules = await api.get<ScheduleView[]>('/api/certification/jadwal-lsp/schedules', as(who.otherLsp));
    expect(otherSchedules.body.data).toEqual([]);
  });

  it('lets an asesi found not yet competent give feedback and appeal; an upheld appeal sends them back to assessment', async () => {
    const asesi = who.otherAsesi;
    const schedule = (await api.post<ScheduleView>('/api/certification/jadwal-lsp/schedules', await schedulePayload(), as(who.lsp))).body.data;
    const id = (await api.post<{ id: string }>(`/api/certification/sertifikasi/schedules/${schedule.id}/registrations`, {}, as(asesi))).body.data.id;
    await api.post(`/api/certification/jadwal-lsp/registrations/${id}/verification`, { accepted: true }, as(who.lsp));
    await api.post(`/api/certification/jadwal-lsp/registrations/${id}/assignment`, { assessorAccountId: who.assessor.accountId }, as(who.lsp));
    const step = (path: string, body: unknown) =>
      api.post<RegistrationView>(`/api/certification/list-sertifikasi/registrations/${id}/${path}`, body, as(who.assessor));
    const openForm = async (code: string) => (await step('forms', { form: code })).body.data.id;
    let view = (await api.get<RegistrationView>(`/api/certification/sertifikasi/registrations/${id}`, as(asesi))).body.data;
    for (const code of ['FR.APL.01', 'FR.APL.02']) await complete(formOf(view, code).id, asesi, 'Orang asesi2');
    await step('progress', { to: 'pre-assessment' });
    await complete(await openForm('FR.AK.01'), asesi, 'Orang asesi2');
    await step('progress', { to: 'assessment' });
    await complete(await openForm('FR.AK.02'), asesi, 'Orang asesi2');
    expect((await step('recommendation', { recommendation: 'BK' })).body.data.state).toBe('recommended-bk');

    // The feedback form is the asesi's own, never the assessor's.
    expect((await step('forms', { form: 'FR.AK.03' })).status).toBe(409);
    const feedback = await api.post<{ id: string }>(`/api/certification/sertifikasi/registrations/${id}/forms`, { form: 'FR.AK.03' }, as(asesi));
    expect(feedback.status).toBe(200);
    expect((await api.post(`/api/certification/sertifikasi/registrations/${id}/forms`, { form: 'FR.IA.01' }, as(asesi))).status).toBe(409);

    // Nothing to appeal before the decision; after it, one appeal at a time.
    expect((await api.post(`/api/certification/sertifikasi/registrations/${id}/appeals`, { reason: 'Terlalu cepat' }, as(asesi))).status).toBe(409);
    const decided = await api.post<RegistrationView>(
      `/api/certification/jadwal-lsp/registrations/${id}/decision`,
      { competent: false, committee: ['Sri Wahyuni, M.Kom.'], note: 'Unit J.620100.017.02 belum kompeten' },
      as(who.lsp),
    );
    expect(decided.body.data).toMatchObject({ state: 'not-yet-competent', certificate: null });
    view = (await api.get<RegistrationView>(`/api/certification/sertifikasi/registrations/${id}`, as(asesi))).body.data;
    expect(view.actions).toEqual(['appeal', 'give-feedback']);
    const appealed = await api.post<RegistrationView>(
      `/api/certification/sertifikasi/registrations/${id}/appeals`,
      { reason: 'Bukti portofolio belum dipertimbangkan' },
      as(asesi),
    );
    expect(appealed.body.data.appeals).toMatchObject([{ state: 'submitted', reason: 'Bukti portofolio belum dipertimbangkan' }]);
    expect((await api.post(`/api/certification/sertifikasi/registrations/${id}/appeals`, { reason: 'Lagi' }, as(asesi))).status).toBe(409);

    const appeals = await api.get<AppealView[]>('/api/certification/jadwal-lsp/appeals', as(who.lsp));
    const appeal = appeals.body.data.find((item) => item.registrationId === id)!;
    // The appeals tab links to the registration's page, which is under its schedule.
    expect(appeal).toMatchObject({ scheduleId: schedule.id, asesi: { accountId: asesi.accountId } });
    expect((await api.get<unknown[]>('/api/certification/jadwal-lsp/appeals', as(who.otherLsp))).body.data).toEqual([]);
    expect(
      (await api.post(`/api/certification/jadwal-lsp/appeals/${appeal.id}/decision`, { upheld: true, note: 'x' }, as(who.otherLsp))).status,
    ).toBe(404);
    const upheld = await api.post(`/api/certification/jadwal-lsp/appeals/${appeal.id}/decision`, { upheld: true, note: 'Diases ulang' }, as(who.lsp));
    expect(upheld.status).toBe(200);
    expect((await api.post(`/api/certification/jadwal-lsp/appeals/${appeal.id}/decision`, { upheld: false, note: 'Lagi' }, as(who.lsp))).status).toBe(
      409,
    );
    view = (await api.get<RegistrationView>(`/api/certification/sertifikasi/registrations/${id}`, as(asesi))).body.data;
    expect(view).toMatchObject({
      state: 'assessment',
      recommendation: null,
      decidedAt: null,
      appeals: [{ state: 'upheld', decisionNote: 'Diases ulang' }],
    });
  });

  it('refuses a registration outside the window, beyond the quota, or with the fee unpaid, and stores none', async () => {
    const closed = await api.post<ScheduleView>(
      '/api/certification/jadwal-lsp/schedules',
      await schedulePayload({ registrationOpensAt: new Date(Date.now() + DAY).toISOString() }),
      as(who.lsp),
    );
    expect((await api.post(`/api/certification/sertifikasi/schedules/${closed.body.data.id}/registrations`, {}, as(who.asesi))).status).toBe(409);
    const program = await t.db.selectFrom('programs').select('id').where('kind', '=', 'certification').executeTakeFirstOrThrow();
    const paid = await api.post<ScheduleView>(
      '/api/certification/jadwal-lsp/schedules',
      await schedulePayload({ fee: 500_000, programId: program.id, quota: 1 }),
      as(who.lsp),
    );
    const unpaid = await api.post(
      `/api/certification/sertifikasi/schedules/${paid.body.data.id}/registrations`,
      {},
      { ...as(who.otherAsesi), lang: 'id' },
    );
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toContain('Bayar biaya sertifikasi');
    // The page offers the way to pay on this reason, not on the translated text.
    expect(unpaid.body.data).toEqual({ reason: 'not-paid' });
    const count = await t.db.selectFrom('assessment_registrations').select('id').where('schedule_id', '=', paid.body.data.id).execute();
    expect(count).toEqual([]);

    const badDates = await api.post(
      '/api/certification/jadwal-lsp/schedules',
      await schedulePayload({ registrationClosesAt: new Date(Date.now() + 20 * DAY).toISOString() }),
      as(who.lsp),
    );
    expect(badDates.status).toBe(409);
    const full = await api.post<ScheduleView>('/api/certification/jadwal-lsp/schedules', await schedulePayload({ quota: 1 }), as(who.lsp));
    expect((await api.post(`/api/certification/sertifikasi/schedules/${full.body.data.id}/registrations`, {}, as(who.asesi))).status).toBe(201);
    const second = await api.post(
      `/api/certification/sertifikasi/schedules/${full.body.data.id}/registrations`,
      {},
      { ...as(who.otherAsesi), lang: 'en' },
    );
    expect(second).toMatchObject({ status: 409, body: { message: 'This schedule is full' } });
  });

  it('seeds the demo trainee with a valid and a revoked certificate that the public can verify', async () => {
    const valid = await api.get<CertificateSummary>(`/api/certification/verify/certificates?number=${DEMO_CERTIFICATES.valid}`);
    expect(valid.body.data).toMatchObject({ status: 'valid', holderName: 'Budi Santoso' });
    const revoked = await api.get<CertificateSummary>(`/api/certification/verify/certificates?number=${DEMO_CERTIFICATES.revoked.toLowerCase()}`);
    expect(revoked.body.data.status).toBe('revoked');
    expect((await api.get('/api/certification/verify/certificates?number=JWD-LSPTD-1999-000001')).status).toBe(404);
  });

  it("refuses a plenary decision recorded by the asesi's own assessor, even with a committee that does not name them", async () => {
    const asesi = await newAsesi('asesi-pleno');
    const id = await recommendedRegistration(asesi, 'K');
    // No route makes an LSP admin's account an assessor (only assessor accounts are added to an LSP), so the
    // assignment is written as a migrated or hand-edited record could hold it: the admin who decides assessed the asesi.
    const assignTo = (accountId: string) =>
      t.db.updateTable('assessment_registrations').set({ assessor_account_id: accountId }).where('id', '=', id).execute();
    await assignTo(who.lsp.accountId);
    const decision = { competent: true, committee: ['Dr. Ir. Bambang Prasetyo', 'Sri Wahyuni, M.Kom.'] };
    const byAssessor = await api.post(`/api/certification/jadwal-lsp/registrations/${id}/decision`, decision, { ...as(who.lsp), lang: 'en' });
    expect(byAssessor).toMatchObject({ status: 409, body: { message: 'An assessor of this assessee cannot take part in the plenary decision' } });
    const unchanged = (await api.get<RegistrationView>(`/api/certification/jadwal-lsp/registrations/${id}`, as(who.lsp))).body.data;
    expect(unchanged).toMatchObject({ state: 'recommended-k', decidedAt: null, decisionCommittee: [], certificate: null });
    expect(await t.db.selectFrom('certificates').select('id').where('registration_id', '=', id).execute()).toEqual([]);

    // The same decision by an admin who did not assess the asesi is recorded.
    await assignTo(who.assessor.accountId);
    const decided = await api.post<RegistrationView>(`/api/certification/jadwal-lsp/registrations/${id}/decision`, decision, as(who.lsp));
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ state: 'competent', decisionCommittee: decision.committee });
  });

  it("mails the decision in the asesi's own language, the scheme's title and the links in it", async () => {
    const asesi = await newAsesi('asesi-english');
    expect((await api.put('/api/cm/account-user/locale', { locale: 'en' }, as(asesi))).status).toBe(200);
    const id = await recommendedRegistration(asesi, 'BK');
    const decided = await api.post(
      `/api/certification/jadwal-lsp/registrations/${id}/decision`,
      { competent: false, committee: ['Sri Wahyuni, M.Kom.'] },
      as(who.lsp),
    );
    expect(decided.status).toBe(200);
    const { email } = await t.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select('users.email')
      .where('accounts.id', '=', asesi.accountId)
      .executeTakeFirstOrThrow();
    const scheme = await t.db
      .selectFrom('assessment_registrations')
      .innerJoin('certification_schedules', 'certification_schedules.id', 'assessment_registrations.schedule_id')
      .innerJoin('certification_schemes', 'certification_schemes.id', 'certification_schedules.scheme_id')
      .select('certification_schemes.title_en')
      .where('assessment_registrations.id', '=', id)
      .executeTakeFirstOrThrow();
    const mail = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Certification decision: ${scheme.title_en}`);
    expect(mail.text_body).toContain(`/en/member/sertifikasi/registrasi/${id}`);
  });

  it("heads the LSP's fee CSV in the caller's language, not in field names", async () => {
    const firstLine = async (lang: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/certification/transaksi-lsp/fees.csv',
        headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${who.lsp.token}`, 'accept-language': lang },
      });
      expect(response.statusCode).toBe(200);
      return response.body.split('\r\n')[0];
    };
    expect(await firstLine('en')).toBe('"Registration","Schedule","Scheme","Assessment starts","Assessee","Order","Paid","Amount (IDR)"');
    expect(await firstLine('id')).toMatch(/^"Pendaftaran","Jadwal",/);
  });

  it('takes an appeal lodged 13 days after the decision and refuses one lodged 15 days after it', async () => {
    const asesi = await newAsesi('asesi-banding');
    const id = await recommendedRegistration(asesi, 'BK');
    const decided = await api.post<RegistrationView>(
      `/api/certification/jadwal-lsp/registrations/${id}/decision`,
      { competent: false, committee: ['Sri Wahyuni, M.Kom.'] },
      as(who.lsp),
    );
    expect(decided.body.data.state).toBe('not-yet-competent');
    const decidedDaysAgo = (days: number) =>
      t.db
        .updateTable('assessment_registrations')
        .set({ decided_at: new Date(Date.now() - days * DAY) })
        .where('id', '=', id)
        .execute();
    const appeal = (reason: string) =>
      api.post<RegistrationView>(`/api/certification/sertifikasi/registrations/${id}/appeals`, { reason }, { ...as(asesi), lang: 'en' });
    const view = async () => (await api.get<RegistrationView>(`/api/certification/sertifikasi/registrations/${id}`, as(asesi))).body.data;

    await decidedDaysAgo(15);
    expect((await view()).actions).toEqual(['give-feedback']);
    const late = await appeal('Bukti portofolio belum dipertimbangkan');
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'A decision of not yet competent can be appealed within 14 days, one appeal at a time' },
    });
    expect(await t.db.selectFrom('certification_appeals').select('id').where('registration_id', '=', id).execute()).toEqual([]);

    await decidedDaysAgo(13);
    expect((await view()).actions).toEqual(['appeal', 'give-feedback']);
    const inTime = await appeal('Bukti portofolio belum dipertimbangkan');
    expect(inTime.status).toBe(200);
    expect(inTime.body.data.appeals).toMatchObject([
      { state: 'submitted', reason: 'Bukti portofolio belum dipertimbangkan', asesi: { accountId: asesi.accountId } },
    ]);
  });

  it("shows another LSP only its own schemes, TUKs and assessors, and answers 404 to its writes of this LSP's records", async () => {
    const lists = async (person: Who) => {
      const [schemes, sites, assessors] = await Promise.all([
        api.get<LspScheme[]>('/api/certification/jadwal-lsp/schemes', as(person)),
        api.get<TestSite[]>('/api/certification/jadwal-lsp/test-sites', as(person)),
        api.get<AssessorView[]>('/api/certification/jadwal-lsp/assessors', as(person)),
      ]);
      expect([schemes.status, sites.status, assessors.status]).toEqual([200, 200, 200]);
      return { schemes: schemes.body.data, sites: sites.body.data, assessors: assessors.body.data };
    };
    const ours = await lists(who.lsp);
    expect(ours.schemes.map((scheme) => scheme.certificateCode)).toEqual(['JWD', 'OKM']);
    const supervisor = await demo('Assessor SPV');
    expect(ours.assessors.map((assessor) => assessor.accountId).sort()).toEqual([who.assessor.accountId, supervisor.accountId].sort());
    expect(ours.sites.map((site) => site.name)).toEqual(
      expect.arrayContaining(['TUK Sewaktu Lab Komputer Jakarta', 'TUK Tempat Kerja PT Maju Bersama']),
    );

    // The other LSP (set up in beforeAll) with nothing of its own yet sees none of ours.
    expect(await lists(who.otherLsp)).toEqual({ schemes: [], sites: [], assessors: [] });

    // With records of its own, it sees exactly those.
    const scheme = await api.post<LspScheme>(
      '/api/certification/jadwal-lsp/schemes',
      {
        code: 'SKM/LAIN/001',
        certificateCode: 'LAIN',
        titleId: 'Operator Lain',
        titleEn: 'Other Operator',
        standard: 'SKKNI 2-2026',
        units: [{ kode: 'U.002', judul: 'Unit dua', jenisStandar: 'SKKNI', elemen: [{ nomor: 1, judul: 'Elemen', kuk: ['KUK dua'] }] }],
        basicRequirements: [],
        administrativeRequirements: [],
      },
      as(who.otherLsp),
    );
    expect(scheme.status).toBe(200);
    const site = await api.post<TestSite>(
      '/api/certification/jadwal-lsp/test-sites',
      { name: 'TUK Lain', type: 'mandiri', address: 'Jl. Lain No. 2, Surabaya' },
      as(who.otherLsp),
    );
    expect(site.status).toBe(200);
    const theirAssessor = await personWithRole(t, 'Assessor', 'asesor-lain');
    const added = await api.post<AssessorView>(
      '/api/certification/jadwal-lsp/assessors',
      { email: theirAssessor.email, metNumber: 'MET.000.009999 2024', certificateValidUntil: '2030-12-31', schemeIds: [scheme.body.data.id] },
      as(who.otherLsp),
    );
    expect(added.status).toBe(200);
    const theirs = await lists(who.otherLsp);
    expect(theirs.schemes.map((item) => item.id)).toEqual([scheme.body.data.id]);
    expect(theirs.sites).toEqual([{ id: site.body.data.id, name: 'TUK Lain', type: 'mandiri', address: 'Jl. Lain No. 2, Surabaya' }]);
    expect(theirs.assessors).toEqual([
      {
        accountId: theirAssessor.accountId,
        name: 'Orang asesor-lain',
        email: theirAssessor.email,
        metNumber: 'MET.000.009999 2024',
        certificateValidUntil: '2030-12-31',
        schemeIds: [scheme.body.data.id],
      },
    ]);

    // There is no single-record read of these; their single-record writes find none of ours, and change nothing.
    const ourScheme = ours.schemes[0]!;
    const ourSite = ours.sites[0]!;
    const ourAssessor = ours.assessors.find((assessor) => assessor.accountId === who.assessor.accountId)!;
    const foreignWrites: [string, unknown][] = [
      [
        `/api/certification/jadwal-lsp/schemes/${ourScheme.id}`,
        {
          code: ourScheme.code,
          certificateCode: 'XX',
          titleId: 'Diambil alih',
          titleEn: 'Taken over',
          standard: ourScheme.standard,
          units: ourScheme.units,
          basicRequirements: [],
          administrativeRequirements: [],
        },
      ],
      [`/api/certification/jadwal-lsp/test-sites/${ourSite.id}`, { name: 'Diambil alih', type: 'mandiri', address: 'Jl. Lain No. 3' }],
      [
        `/api/certification/jadwal-lsp/assessors/${ourAssessor.accountId}`,
        { metNumber: 'MET.DIAMBIL', certificateValidUntil: '2031-01-01', schemeIds: [scheme.body.data.id] },
      ],
    ];
    for (const [url, body] of foreignWrites) expect((await api.put(url, body, as(who.otherLsp))).status, url).toBe(404);
    // Their own assessor cannot be given our scheme either.
    const ourSchemeToTheirs = await api.put(
      `/api/certification/jadwal-lsp/assessors/${theirAssessor.accountId}`,
      { metNumber: 'MET.000.009999 2024', certificateValidUntil: '2030-12-31', schemeIds: [ourScheme.id] },
      as(who.otherLsp),
    );
    expect(ourSchemeToTheirs.status).toBe(404);
    expect(await lists(who.lsp)).toEqual(ours);
    expect(await lists(who.otherLsp)).toEqual(theirs);

    // An LSP account with no certification body of its own gets 404, not someone else's records.
    const unset = await personWithRole(t, 'LSP', 'lsp-kosong');
    for (const list of ['schemes', 'test-sites', 'assessors']) {
      const answer = await api.get(`/api/certification/jadwal-lsp/${list}`, { token: unset.tokens.token, lang: 'en' });
      expect(answer, list).toMatchObject({ status: 404, body: { message: 'Your certification body is not set up yet' } });
    }
  });

  it('answers 404 to an assessor SPV moving a registration assigned to another assessor, in the LSP they supervise or another', async () => {
    const asesi = await newAsesi('asesi-spv');
    const id = await assignedRegistration(asesi);
    const supervisor = await demo('Assessor SPV');
    // A supervisor of the other LSP only.
    const otherSupervisorPerson = await personWithRole(t, 'Assessor SPV', 'spv-lain');
    const otherSupervisor = { token: otherSupervisorPerson.tokens.token, accountId: otherSupervisorPerson.accountId };
    const otherOrganisation = await t.db
      .selectFrom('organisations')
      .select('id')
      .where('owner_account_id', '=', who.otherLsp.accountId)
      .where('kind', '=', 'lsp')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('memberships')
      .values({ organisation_id: otherOrganisation.id, account_id: otherSupervisor.accountId, role: 'assessor-supervisor' })
      .execute();
    const url = `/api/certification/list-sertifikasi/registrations/${id}`;
    const state = async () => {
      const view = (await api.get<RegistrationView>(`/api/certification/jadwal-lsp/registrations/${id}`, as(who.lsp))).body.data;
      return { state: view.state, events: view.events.length, forms: view.forms.map((form) => form.code).sort() };
    };
    const before = await state();
    expect(before).toEqual({ state: 'assigned', events: 3, forms: ['FR.APL.01', 'FR.APL.02'] });

    // The supervisor of this LSP reads it, with nothing offered to do.
    const read = await api.get<RegistrationView>(url, as(supervisor));
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ state: 'assigned', assessor: { accountId: who.assessor.accountId }, actions: [] });
    // A supervisor of another LSP does not even find it.
    expect((await api.get(url, as(otherSupervisor))).status).toBe(404);

    const moves: [string, unknown][] = [
      [`${url}/progress`, { to: 'pre-assessment' }],
      [`${url}/recommendation`, { recommendation: 'K' }],
      [`${url}/forms`, { form: 'FR.AK.01' }],
    ];
    for (const person of [supervisor, otherSupervisor]) {
      for (const [path, body] of moves) expect((await api.post(path, body, as(person))).status, `${person.accountId} ${path}`).toBe(404);
    }
    expect(await state()).toEqual(before);

    // The assessor it is assigned to makes the same move.
    const moved = await api.post<RegistrationView>(`${url}/progress`, { to: 'pre-assessment' }, as(who.assessor));
    expect(moved.status).toBe(200);
    expect(moved.body.data.state).toBe('pre-assessment');
  });
});
