import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { DataRequestView, TalentPage, TalentView } from '@core/jobs/talent.contract';
import { seedCertification } from '../../server/src/db/seedCertification';
import { seedJobs } from '../../server/src/db/seedJobs';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { describeOnDatabase } from './support/databases';
import { demoTokens, personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

const DAY = 86_400_000;
/** A word only this suite's profiles carry, so the demo seed's CV does not change the counts. */
const MARK = 'zirkonlas';

/** The talent source and the job seeker's data requests (docs/decisions/2026-11-26-job-portal.md "Talent source"). */
describeOnDatabase('talent source', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let employer: { token: string };
  let other: { token: string };
  let unverified: { token: string };
  type Seeker = { token: string; accountId: string; email: string };
  let budi: Seeker;
  let sari: Seeker;
  let hidden: Seeker;
  let trainee: { token: string; accountId: string };
  let otherVacancyId: string;
  let ownVacancyId: string;

  async function profile(accountId: string, fullname: string, values: Record<string, unknown>) {
    const user = await t.db.selectFrom('accounts').select('user_id').where('id', '=', accountId).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ fullname }).where('id', '=', user.user_id).execute();
    await t.db
      .insertInto('job_profiles')
      .values({
        account_id: accountId,
        headline: `Operator ${MARK}`,
        phone: '0812-7777-0001',
        address: 'Jl. Rahasia 7',
        province_code: '32',
        regency_code: '32.73',
        skills: ['SMAW', MARK],
        desired_job: 'Welder',
        experience: JSON.stringify([{ company: 'PT Atasan Lama', title: 'Welder', startMonth: '2020-01', endMonth: null, description: 'x' }]),
        open_to_offers: true,
        ...values,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await t.db
      .insertInto('location_provinces')
      .values([
        { code: '32', name: 'Jawa Barat' },
        { code: '35', name: 'Jawa Timur' },
      ])
      .onConflict((c) => c.column('code').doNothing())
      .execute();
    await t.db
      .insertInto('location_regencies')
      .values([
        { code: '32.73', province_code: '32', name: 'Kota Bandung' },
        { code: '35.78', province_code: '35', name: 'Kota Surabaya' },
      ])
      .onConflict((c) => c.column('code').doNothing())
      .execute();
    const tokens = await demoTokens(t);
    await seedJobs(t.db);
    await seedSchemes(t.db);
    await seedCertification(t.db);
    employer = { token: tokens.get('Employer')!.token };
    const seeker = async (tag: string) => {
      const person = await personWithRole(t, 'Job Seeker', tag);
      return { token: person.tokens.token, accountId: person.accountId, email: person.email };
    };
    budi = await seeker('budi');
    sari = await seeker('sari');
    hidden = await seeker('sembunyi');
    await profile(budi.accountId, 'Budi Santoso', {});
    await profile(sari.accountId, 'Sari Dewi', { province_code: '35', regency_code: '35.78', skills: [MARK, 'Forklift'] });
    await profile(hidden.accountId, 'Hadi Tersembunyi', { open_to_offers: false });
    // The demo trainee holds a valid platform certificate (seedCertification): the certified filter finds them.
    const traineeAccount = await t.db
      .selectFrom('certificates')
      .select('holder_account_id')
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    trainee = { token: tokens.get('Trainee')!.token, accountId: traineeAccount.holder_account_id };
    await profile(trainee.accountId, 'Tia Trainee', { skills: [MARK] });

    other = { token: (await personWithRole(t, 'Employer', 'lain')).tokens.token };
    const created = await api.post<{ id: string }>('/api/jp/employer/organisation', { legalName: 'PT Lain Jaya' }, other);
    await t.db.updateTable('organisations').set({ verification: 'verified' }).where('id', '=', created.body.data.id).execute();
    const otherVacancy = await api.post<{ id: string }>(
      '/api/jp/employer/job-vacancy',
      { title: 'Welder lain', employmentType: 'contract', workMode: 'onsite' },
      other,
    );
    otherVacancyId = otherVacancy.body.data.id;
    const ownVacancy = await api.post<{ id: string }>(
      '/api/jp/employer/job-vacancy',
      { title: 'Welder', employmentType: 'contract', workMode: 'onsite' },
      employer,
    );
    ownVacancyId = ownVacancy.body.data.id;
    unverified = { token: (await personWithRole(t, 'Employer', 'belum')).tokens.token };
  });
  afterAll(() => t.close());

  const search = (query: string, who = employer) => api.get<TalentPage>(`/api/jp/employer/talent-source?searchValue=${MARK}&${query}`, who);
  const names = (page: TalentPage) => page.items.map((item) => item.name).sort();
  const requestsOf = async (who: Seeker) => (await api.get<DataRequestView[]>('/api/jp/job-seeker/job-profile/data-requests', who)).body.data;

  it('lists opted-in job seekers only, censored, with their certificates, and filters them', async () => {
    const page = await search('');
    expect(page.status).toBe(200);
    expect(names(page.body.data)).toEqual(['B. S.', 'S. D.', 'T. T.']);
    expect(page.body.data).toMatchObject({ total: 3, pageIndex: 1, pageSize: 10, counts: { all: 3, available: 3, approved: 0 } });
    const json = JSON.stringify(page.body.data);
    for (const secret of ['Budi', 'Santoso', 'Sari', budi.email, '0812-7777', 'Rahasia', 'PT Atasan Lama', 'Hadi', 'Tersembunyi']) {
      expect(json).not.toContain(secret);
    }
    const card = page.body.data.items.find((item) => item.name === 'B. S.')!;
    expect(card).toMatchObject({
      censored: true,
      contact: null,
      status: 'available',
      request: null,
      regency: { name: 'Kota Bandung' },
      experience: [{ title: 'Welder', organisation: null }],
    });
    const certified = page.body.data.items.find((item) => item.name === 'T. T.')!;
    expect(certified.certificates.count).toBe(1);
    expect(certified.certificates.schemes).toHaveLength(1);
    expect(names((await search('certified=true')).body.data)).toEqual(['T. T.']);
    expect(names((await search('provinceCode=35')).body.data)).toEqual(['S. D.']);
    expect(names((await search('regencyCode=32.73&skill=smaw')).body.data)).toEqual(['B. S.']);
    expect(names((await search('regencyCode=32.73')).body.data)).toEqual(['B. S.', 'T. T.']);
    expect(names((await search('skill=fork')).body.data)).toEqual(['S. D.']);
    expect(names((await search('pageSize=1&pageIndex=2')).body.data)).toHaveLength(1);
    // Keyword over the headline, desired job and skills.
    expect((await api.get<TalentPage>('/api/jp/employer/talent-source?searchValue=forklift', employer)).body.data.items.map((i) => i.id)).toContain(
      sari.accountId,
    );
  });

  it('answers a job seeker who has not opted in 404, and bad input 400', async () => {
    expect((await api.get(`/api/jp/employer/talent-source/${hidden.accountId}`, employer)).status).toBe(404);
    expect((await api.post(`/api/jp/employer/talent-source/${hidden.accountId}/request`, { message: 'Halo' }, employer)).status).toBe(404);
    expect((await api.get('/api/jp/employer/talent-source/not-a-uuid', employer)).status).toBe(400);
    for (const query of ['status=maybe', 'pageSize=0', 'provinceCode=3', 'certified=yes', `searchValue=${'x'.repeat(201)}`]) {
      expect((await api.get(`/api/jp/employer/talent-source?${query}`, employer)).status, query).toBe(400);
    }
    const path = `/api/jp/employer/talent-source/${budi.accountId}/request`;
    for (const body of [
      {},
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(2001) },
      { message: 'Halo', vacancyId: 'x' },
      { message: 'Halo', extra: 1 },
    ]) {
      const answer = await api.post(path, body, { ...employer, lang: 'en' });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).not.toBe('');
    }
    // Another organisation's vacancy is not found.
    expect((await api.post(path, { message: 'Halo', vacancyId: otherVacancyId }, employer)).status).toBe(404);
    expect((await requestsOf(budi)).length).toBe(0);
  });

  it('refuses an employer without a verified company, and each side the routes of the other', async () => {
    const refused = await api.get('/api/jp/employer/talent-source', { ...unverified, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Set up your company profile first');
    expect((await api.post('/api/jp/employer/organisation', { legalName: 'PT Belum' }, unverified)).status).toBe(201);
    expect((await api.get(`/api/jp/employer/talent-source/${budi.accountId}`, unverified)).status).toBe(403);
    expect((await api.post(`/api/jp/employer/talent-source/${budi.accountId}/request`, { message: 'Halo' }, unverified)).status).toBe(403);
    expect((await api.get('/api/jp/employer/talent-source', budi)).status).toBe(403);
    expect((await api.get('/api/jp/job-seeker/job-profile/data-requests', employer)).status).toBe(403);
  });

  it('moves a request through every status, shows the data only once approved, and tells both sides', async () => {
    const sent = await api.post<TalentView>(
      `/api/jp/employer/talent-source/${budi.accountId}/request`,
      { message: 'Kami membuka lowongan welder', vacancyId: ownVacancyId },
      employer,
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      status: 'waiting-approval',
      censored: true,
      request: { message: 'Kami membuka lowongan welder', vacancy: { id: ownVacancyId } },
    });
    const again = await api.post(`/api/jp/employer/talent-source/${budi.accountId}/request`, { message: 'Lagi' }, { ...employer, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your request is waiting for the job seeker');
    expect(names((await search('status=waiting-approval')).body.data)).toEqual(['B. S.']);
    expect((await search('status=available')).body.data.counts).toMatchObject({ all: 3, available: 2, 'waiting-approval': 1 });

    // The job seeker is told in the hub and by e-mail.
    await vi.waitFor(async () => {
      const told = await t.db
        .selectFrom('notifications')
        .innerJoin('notification_receipts', 'notification_receipts.notification_id', 'notifications.id')
        .select('title_en')
        .where('notification_receipts.account_id', '=', budi.accountId)
        .execute();
      expect(told.map((row) => row.title_en)).toContain('Request for your data');
    });
    const mail = await t.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', budi.email).execute();
    expect(mail.map((row) => row.subject)).toContain('PT Maju Bersama meminta izin melihat data kontak Anda');

    const [request] = await requestsOf(budi);
    expect(request).toMatchObject({ company: 'PT Maju Bersama', status: 'waiting-approval', message: 'Kami membuka lowongan welder' });
    // Another person's request is not found.
    expect((await api.post(`/api/jp/job-seeker/job-profile/data-requests/${request!.id}/open`, undefined, sari)).status).toBe(404);
    expect((await api.post(`/api/jp/job-seeker/job-profile/data-requests/${request!.id}/decision`, { decision: 'approve' }, sari)).status).toBe(404);
    expect((await api.post(`/api/jp/job-seeker/job-profile/data-requests/${request!.id}/decision`, { decision: 'maybe' }, budi)).status).toBe(400);

    const opened = await api.post<DataRequestView>(`/api/jp/job-seeker/job-profile/data-requests/${request!.id}/open`, undefined, budi);
    expect(opened.body.data).toMatchObject({ status: 'agreement-on-process', nextStates: ['approved', 'rejected'] });
    expect(names((await search('status=agreement-on-process')).body.data)).toEqual(['B. S.']);

    const approved = await api.post<DataRequestView>(
      `/api/jp/job-seeker/job-profile/data-requests/${request!.id}/decision`,
      { decision: 'approve' },
      budi,
    );
    expect(approved.body.data).toMatchObject({ status: 'approved', nextStates: ['rejected'] });
    const full = await api.get<TalentView>(`/api/jp/employer/talent-source/${budi.accountId}`, employer);
    expect(full.body.data).toMatchObject({
      censored: false,
      name: 'Budi Santoso',
      status: 'approved',
      contact: { email: budi.email, phone: '0812-7777-0001', address: 'Jl. Rahasia 7' },
      experience: [{ organisation: 'PT Atasan Lama' }],
    });
    expect(names((await search('status=approved')).body.data)).toEqual(['Budi Santoso']);
    await vi.waitFor(async () => {
      const told = await t.db.selectFrom('notifications').select('body_en').where('title_en', '=', 'Data request answered').execute();
      expect(told.map((row) => row.body_en)).toContain('Budi Santoso approved your data request');
    });

    // Another employer sees neither the request nor the data.
    const seen = await api.get<TalentView>(`/api/jp/employer/talent-source/${budi.accountId}`, other);
    expect(seen.body.data).toMatchObject({ censored: true, status: 'available', request: null, contact: null });
    expect((await search('status=approved', other)).body.data.total).toBe(0);

    // Opted out later: the approved organisation still finds them, the other does not.
    await t.db.updateTable('job_profiles').set({ open_to_offers: false }).where('account_id', '=', budi.accountId).execute();
    expect((await api.get(`/api/jp/employer/talent-source/${budi.accountId}`, employer)).status).toBe(200);
    expect((await api.get(`/api/jp/employer/talent-source/${budi.accountId}`, other)).status).toBe(404);
    expect((await api.post(`/api/jp/employer/talent-source/${budi.accountId}/request`, { message: 'x' }, employer)).status).toBe(409);

    // Withdrawing the consent censors the profile again (and the opted-out person leaves the list).
    const withdrawn = await api.post(`/api/jp/job-seeker/job-profile/data-requests/${request!.id}/decision`, { decision: 'reject' }, budi);
    expect(withdrawn.status).toBe(200);
    expect((await api.get(`/api/jp/employer/talent-source/${budi.accountId}`, employer)).status).toBe(404);
    await t.db.updateTable('job_profiles').set({ open_to_offers: true }).where('account_id', '=', budi.accountId).execute();
    const censored = await api.get<TalentView>(`/api/jp/employer/talent-source/${budi.accountId}`, employer);
    expect(censored.body.data).toMatchObject({ censored: true, name: 'B. S.', status: 'rejected', contact: null });
    expect(JSON.stringify(censored.body.data)).not.toContain('Santoso');
  });

  it('rejects, names the person by initials only, and lets the employer ask again 30 days later', async () => {
    expect((await api.post(`/api/jp/employer/talent-source/${sari.accountId}/request`, { message: 'Halo' }, employer)).status).toBe(201);
    const [request] = await requestsOf(sari);
    const rejected = await api.post<DataRequestView>(
      `/api/jp/job-seeker/job-profile/data-requests/${request!.id}/decision`,
      { decision: 'reject' },
      sari,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', nextStates: [] });
    expect((await api.post(`/api/jp/job-seeker/job-profile/data-requests/${request!.id}/decision`, { decision: 'approve' }, sari)).status).toBe(409);
    await vi.waitFor(async () => {
      const told = await t.db.selectFrom('notifications').select('body_en').where('title_en', '=', 'Data request answered').execute();
      expect(told.map((row) => row.body_en)).toContain('S. D. rejected your data request');
    });
    const seen = await api.get<TalentView>(`/api/jp/employer/talent-source/${sari.accountId}`, employer);
    expect(seen.body.data.status).toBe('rejected');
    expect(seen.body.data.requestAgainAt).not.toBeNull();
    expect(names((await search('status=rejected')).body.data)).toEqual(['B. S.', 'S. D.']);
    const tooSoon = await api.post(`/api/jp/employer/talent-source/${sari.accountId}/request`, { message: 'Lagi' }, { ...employer, lang: 'en' });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.message).toContain('you may ask again from');

    await t.db
      .updateTable('talent_requests')
      .set({ decided_at: new Date(Date.now() - 31 * DAY) })
      .where('id', '=', request!.id)
      .execute();
    const again = await api.post<TalentView>(`/api/jp/employer/talent-source/${sari.accountId}/request`, { message: 'Lagi' }, employer);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ status: 'waiting-approval', request: { id: request!.id, message: 'Lagi', decidedAt: null } });
    expect((await requestsOf(sari)).map((row) => row.status)).toEqual(['waiting-approval']);
  });
});
