import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_COUNT_CAP } from '@core/jobs/search';
import type {
  ApplicationView,
  CandidateDashboard,
  EmployerOrganisationView,
  EmployerVacancyView,
  VacancySearchPage,
  VacancyView,
} from '@core/jobs/contract';
import { seedJobs } from '../../server/src/db/seedJobs';
import { describeOnDatabase } from './support/databases';
import { demoTokens, personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

const DAY = 86_400_000;

/** A few real regions (as seedLocations loads them) without loading all 90,000 rows. */
async function someRegions(t: TestApp) {
  await t.db
    .insertInto('location_provinces')
    .values([
      { code: '31', name: 'DKI Jakarta' },
      { code: '32', name: 'Jawa Barat' },
      { code: '35', name: 'Jawa Timur' },
    ])
    .onConflict((c) => c.column('code').doNothing())
    .execute();
  await t.db
    .insertInto('location_regencies')
    .values([
      { code: '31.71', province_code: '31', name: 'Kota Administrasi Jakarta Pusat' },
      { code: '31.72', province_code: '31', name: 'Kota Administrasi Jakarta Utara' },
      { code: '32.73', province_code: '32', name: 'Kota Bandung' },
      { code: '35.78', province_code: '35', name: 'Kota Surabaya' },
    ])
    .onConflict((c) => c.column('code').doNothing())
    .execute();
}

/** The job portal's jp family: search, the employer's vacancies and candidates, applying, tenancy. */
describeOnDatabase('job portal', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let employer: string;
  let admin: string;
  let jobSeeker: string;
  let trainee: string;
  let assessor: string;
  let other: { token: string };
  let unverified: { token: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await someRegions(t);
    const tokens = await demoTokens(t);
    await seedJobs(t.db);
    await seedJobs(t.db); // idempotent
    employer = tokens.get('Employer')!.token;
    admin = tokens.get('Admin')!.token;
    jobSeeker = tokens.get('Job Seeker')!.token;
    trainee = tokens.get('Trainee')!.token;
    assessor = tokens.get('Assessor')!.token;
    other = { token: (await personWithRole(t, 'Employer', 'lain')).tokens.token };
    unverified = { token: (await personWithRole(t, 'Employer', 'belum')).tokens.token };
    // The other employer: its own company, verified by the operator.
    const created = await api.post<{ id: string }>('/api/jp/employer/organisation', { legalName: 'PT Lain Jaya' }, other);
    expect(created.status).toBe(201);
    await t.db.updateTable('organisations').set({ verification: 'verified' }).where('id', '=', created.body.data.id).execute();
  });
  afterAll(() => t.close());

  const vacancy = (overrides: Record<string, unknown> = {}) => ({
    title: 'Operator Las / Welder',
    description: 'Pengelasan konstruksi baja di bengkel kami',
    requirements: 'Sertifikat las SMAW, pengalaman 1 tahun',
    provinceCode: '32',
    regencyCode: '32.73',
    employmentType: 'contract',
    workMode: 'onsite',
    field: 'construction',
    salaryMin: 6_000_000,
    salaryMax: 8_000_000,
    showSalary: true,
    quota: 3,
    closesAt: new Date(Date.now() + 30 * DAY).toISOString(),
    ...overrides,
  });

  describe('the seed', () => {
    it('gives the demo employer a verified company with published vacancies and the job seeker one application', async () => {
      const org = await api.get<EmployerOrganisationView>('/api/jp/employer/organisation', { token: employer });
      expect(org.body.data).toMatchObject({ code: 'PTMAJU', verification: 'verified' });
      const mine = await api.get<ApplicationView[]>('/api/jp/applications', { token: jobSeeker });
      expect(mine.body.data).toHaveLength(1);
      expect(mine.body.data[0]!.status).toMatchObject({ code: 0, state: 'new', colour: 'grey' });
    });
  });

  describe('public search (SPEC 7)', () => {
    it('counts matches up to SEARCH_COUNT_CAP and then says "more than", the pages past it still served', async () => {
      const org = await t.db.selectFrom('organisations').select('id').where('code', '=', 'PTMAJU').executeTakeFirstOrThrow();
      await sql`insert into job_vacancies (organisation_id, title, employment_type, work_mode, status, published_at)
        select ${org.id}::uuid, 'Juru Masak Massal ' || n, 'full-time', 'onsite', 'published', now() - n * interval '1 minute'
        from generate_series(1, ${SEARCH_COUNT_CAP + 5}::int) n`.execute(t.db);
      const many = await api.get<VacancySearchPage>('/api/jp/job-vacancy?keyword=juru%20masak%20massal&pageSize=50');
      expect(many.body.data).toMatchObject({ total: SEARCH_COUNT_CAP, totalAtLeast: true });
      const last = await api.get<VacancySearchPage>(`/api/jp/job-vacancy?keyword=juru%20masak%20massal&pageSize=50&pageIndex=21`);
      expect(last.body.data.items).toHaveLength(5);
      expect(last.body.data.total).toBe(SEARCH_COUNT_CAP + 5);
      const few = await api.get<VacancySearchPage>('/api/jp/job-vacancy?keyword=juru%20masak%20massal%2017');
      expect(few.body.data.totalAtLeast).toBe(false);
      await t.db.deleteFrom('job_vacancies').where('title', 'like', 'Juru Masak Massal %').execute();
    });

    it('answers pageIndex 1 and pageSize 10 by default, the teaser asks 4', async () => {
      const page = await api.get<VacancySearchPage>('/api/jp/job-vacancy', { apiKey: undefined });
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ pageIndex: 1, pageSize: 10 });
      expect(page.body.data.total).toBeGreaterThanOrEqual(3);
      const teaser = await api.get<VacancySearchPage>('/api/jp/job-vacancy?pageIndex=1&pageSize=4');
      expect(teaser.body.data.items.length).toBeLessThanOrEqual(4);
      const item = teaser.body.data.items[0]!;
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'title',
          'description',
          'requirements',
          'company',
          'province',
          'regency',
          'employmentType',
          'workMode',
          'field',
          'salary',
          'quota',
          'closesAt',
          'status',
          'publishedAt',
          'createdAt',
          'open',
          'expired',
        ].sort(),
      );
      expect((await api.get('/api/jp/job-vacancy', { apiKey: null })).status).toBe(403);
    });

    it('finds by keyword prefixes with two filters, sorts by salary, and leaves out drafts, closed and expired ones', async () => {
      const created = await api.post<EmployerVacancyView>('/api/jp/employer/job-vacancy', vacancy(), { token: employer });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ status: 'draft', open: false, regency: { code: '32.73', name: 'Kota Bandung' } });
      const search = '/api/jp/job-vacancy?keyword=las%20sert&province=32&employmentType=contract';
      expect((await api.get<VacancySearchPage>(search)).body.data.total).toBe(0); // a draft is not public
      expect((await api.post(`/api/jp/employer/job-vacancy/${created.body.data.id}/publish`, undefined, { token: employer })).status).toBe(200);
      const found = await api.get<VacancySearchPage>(search);
      expect(found.body.data.items.map((item) => item.id)).toEqual([created.body.data.id]);
      expect(found.body.data.items[0]).toMatchObject({
        open: true,
        salary: { min: 6_000_000, max: 8_000_000 },
        company: { name: 'PT Maju Bersama' },
      });
      // English words of the same vacancy, and a filter that excludes it.
      expect((await api.get<VacancySearchPage>('/api/jp/job-vacancy?keyword=weld&workMode=onsite')).body.data.total).toBe(1);
      expect((await api.get<VacancySearchPage>('/api/jp/job-vacancy?keyword=weld&workMode=remote')).body.data.total).toBe(0);
      // The field and a salary range that reaches into 6-8 million find it; a range below it or another field do not.
      expect(
        (await api.get<VacancySearchPage>('/api/jp/job-vacancy?keyword=weld&field=construction&salaryMin=7500000&salaryMax=9000000')).body.data.total,
      ).toBe(1);
      expect((await api.get<VacancySearchPage>('/api/jp/job-vacancy?keyword=weld&salaryMax=5000000')).body.data.total).toBe(0);
      expect((await api.get<VacancySearchPage>('/api/jp/job-vacancy?keyword=weld&field=finance')).body.data.total).toBe(0);
      expect(found.body.data.items[0]!.field).toBe('construction');
      const bySalary = await api.get<VacancySearchPage>('/api/jp/job-vacancy?sort=salary&salaryMin=6000000&postedWithinDays=7');
      const maxima = bySalary.body.data.items.map((item) => item.salary?.max ?? item.salary?.min ?? 0);
      expect(maxima).toEqual([...maxima].sort((a, b) => b - a));
      expect(maxima.every((max) => max >= 6_000_000)).toBe(true);
      // Closed: gone from the search, still readable by id, marked so.
      await api.post(`/api/jp/employer/job-vacancy/${created.body.data.id}/close`, undefined, { token: employer });
      expect((await api.get<VacancySearchPage>(search)).body.data.total).toBe(0);
      const detail = await api.get<VacancyView>(`/api/jp/job-vacancy/${created.body.data.id}`);
      expect(detail.body.data).toMatchObject({ status: 'closed', open: false });
      // Expired: published but past closes_at.
      await t.db
        .updateTable('job_vacancies')
        .set({ status: 'published', closes_at: new Date(Date.now() - DAY) })
        .where('id', '=', created.body.data.id)
        .execute();
      expect((await api.get<VacancySearchPage>(search)).body.data.total).toBe(0);
      expect((await api.get<VacancyView>(`/api/jp/job-vacancy/${created.body.data.id}`)).body.data).toMatchObject({ expired: true, open: false });
    });

    it('answers a malformed filter 400 and an unknown vacancy a translated 404', async () => {
      expect((await api.get('/api/jp/job-vacancy?pageSize=0')).status).toBe(400);
      expect((await api.get('/api/jp/job-vacancy?employmentType=gig')).status).toBe(400);
      const missing = await api.get('/api/jp/job-vacancy/00000000-0000-4000-8000-000000000000', { lang: 'id' });
      expect(missing.status).toBe(404);
      expect(missing.body.message).not.toBe('');
    });
  });

  describe('employer rules and tenancy', () => {
    it('refuses an employer without a verified company with 403 and a message, and lets it set its company up', async () => {
      const none = await api.get('/api/jp/employer/job-vacancy', { ...unverified, lang: 'en' });
      expect(none.status).toBe(403);
      expect(none.body.message).toBe('Set up your company profile first');
      expect((await api.post('/api/jp/employer/organisation', { legalName: 'PT Belum' }, unverified)).status).toBe(201);
      expect((await api.post('/api/jp/employer/organisation', { legalName: 'PT Belum Dua' }, unverified)).status).toBe(409);
      const pending = await api.get('/api/jp/job-vacancy/list-candidate', { ...unverified, lang: 'id' });
      expect(pending.status).toBe(403);
      expect(pending.body.message).toContain('verifikasi');
      expect((await api.post('/api/jp/employer/job-vacancy', vacancy(), unverified)).status).toBe(403);
      // SPEC 5's menu rule reads statusUser: 0 while the company waits, 1 once the operator verifies it.
      const statusUser = async () =>
        (await api.get<{ statusUser: number }>('/api/cm/member-area/employer/dashboard', unverified)).body.data.statusUser;
      expect(await statusUser()).toBe(0);
      const company = await api.get<EmployerOrganisationView>('/api/jp/employer/organisation', unverified);
      expect((await api.put(`/api/main/admin-organisations/${company.body.data.id}`, { verification: 'verified' }, { token: admin })).status).toBe(
        200,
      );
      expect(await statusUser()).toBe(1);
      expect((await api.get('/api/jp/employer/job-vacancy', unverified)).status).toBe(200);
      await api.put(
        `/api/main/admin-organisations/${company.body.data.id}`,
        { verification: 'rejected', rejectionReason: 'NPWP tidak sah' },
        { token: admin },
      );
      expect(await statusUser()).toBe(0);
    });

    it("answers another employer's vacancy and application 404", async () => {
      const mine = await api.get<{ items: EmployerVacancyView[] }>('/api/jp/employer/job-vacancy', { token: employer });
      const id = mine.body.data.items[0]!.id;
      expect((await api.get(`/api/jp/employer/job-vacancy/${id}`, other)).status).toBe(404);
      expect((await api.put(`/api/jp/employer/job-vacancy/${id}`, vacancy(), other)).status).toBe(404);
      expect((await api.post(`/api/jp/employer/job-vacancy/${id}/close`, undefined, other)).status).toBe(404);
      expect((await api.post(`/api/jp/employer/job-vacancy/${id}/duplicate`, undefined, other)).status).toBe(404);
      expect((await api.post<{ closed: number }>('/api/jp/employer/job-vacancy/bulk-close', { ids: [id] }, other)).body.data.closed).toBe(0);
      const [application] = (await api.get<ApplicationView[]>('/api/jp/applications', { token: jobSeeker })).body.data;
      expect((await api.get(`/api/jp/employer/candidate/${application!.id}`, other)).status).toBe(404);
      expect((await api.post(`/api/jp/employer/candidate/${application!.id}/status`, { status: 1 }, other)).status).toBe(404);
      const theirs = await api.get<CandidateDashboard>('/api/jp/job-vacancy/list-candidate', other);
      expect(theirs.body.data.totalCandidate).toBe(0);
      // An applicant reaches only their own application.
      expect((await api.get(`/api/jp/applications/${application!.id}`, { token: trainee })).status).toBe(404);
    });

    it('edits, duplicates, deletes only drafts, and bulk-closes its own vacancies', async () => {
      const draft = await api.post<EmployerVacancyView>(
        '/api/jp/employer/job-vacancy',
        vacancy({ title: 'Kasir', regencyCode: '31.71', provinceCode: null }),
        {
          token: employer,
        },
      );
      expect(draft.body.data.province).toMatchObject({ code: '31' });
      const edited = await api.put<EmployerVacancyView>(
        `/api/jp/employer/job-vacancy/${draft.body.data.id}`,
        vacancy({ title: 'Kasir Toko', showSalary: false }),
        {
          token: employer,
        },
      );
      expect(edited.body.data).toMatchObject({ title: 'Kasir Toko', salary: null, salaryMin: 6_000_000, showSalary: false });
      expect(
        (await api.put(`/api/jp/employer/job-vacancy/${draft.body.data.id}`, vacancy({ salaryMin: 9, salaryMax: 1 }), { token: employer })).status,
      ).toBe(400);
      expect(
        (
          await api.put(`/api/jp/employer/job-vacancy/${draft.body.data.id}`, vacancy({ provinceCode: '31', regencyCode: '32.73' }), {
            token: employer,
          })
        ).status,
      ).toBe(400);
      const copy = await api.post<EmployerVacancyView>(`/api/jp/employer/job-vacancy/${draft.body.data.id}/duplicate`, undefined, {
        token: employer,
      });
      expect(copy.status).toBe(201);
      expect(copy.body.data).toMatchObject({ title: 'Kasir Toko', status: 'draft' });
      await api.post(`/api/jp/employer/job-vacancy/${draft.body.data.id}/publish`, undefined, { token: employer });
      expect((await api.delete(`/api/jp/employer/job-vacancy/${draft.body.data.id}`, { token: employer })).status).toBe(409);
      expect((await api.delete(`/api/jp/employer/job-vacancy/${copy.body.data.id}`, { token: employer })).status).toBe(200);
      const closed = await api.post<{ closed: number }>(
        '/api/jp/employer/job-vacancy/bulk-close',
        { ids: [draft.body.data.id] },
        { token: employer },
      );
      expect(closed.body.data.closed).toBe(1);
      const list = await api.get<{ items: EmployerVacancyView[]; total: number }>('/api/jp/employer/job-vacancy?status=closed&searchValue=kasir', {
        token: employer,
      });
      expect(list.body.data.items.map((item) => item.id)).toContain(draft.body.data.id);
    });

    it('sorts its vacancies by the column asked, either way, and refuses a column it does not sort by', async () => {
      const word = `urut${Date.now().toString(36)}`;
      for (const title of [`B ${word}`, `C ${word}`, `A ${word}`]) {
        expect((await api.post('/api/jp/employer/job-vacancy', vacancy({ title }), { token: employer })).status).toBe(201);
      }
      const titles = async (query: string) =>
        (
          await api.get<{ items: EmployerVacancyView[] }>(`/api/jp/employer/job-vacancy?searchValue=${word}${query}`, { token: employer })
        ).body.data.items.map((item) => item.title);
      expect(await titles('&sortBy=title&sortOrder=asc')).toEqual([`A ${word}`, `B ${word}`, `C ${word}`]);
      expect(await titles('&sortBy=title&sortOrder=desc')).toEqual([`C ${word}`, `B ${word}`, `A ${word}`]);
      // Without a sort, the newest first (the last created is A).
      expect(await titles('')).toEqual([`A ${word}`, `C ${word}`, `B ${word}`]);
      const refused = await api.get(`/api/jp/employer/job-vacancy?sortBy=salary_min`, { token: employer });
      expect(refused.status).toBe(400);
    });
  });

  describe('applying and hiring', () => {
    let vacancyId: string;
    let applicationId: string;

    it('applies once: a second apply answers 409 and creates nothing', async () => {
      const created = await api.post<EmployerVacancyView>('/api/jp/employer/job-vacancy', vacancy({ title: 'Teknisi Listrik' }), { token: employer });
      vacancyId = created.body.data.id;
      expect((await api.post('/api/jp/applications', { vacancyId }, { token: trainee })).status).toBe(404); // a draft
      await api.post(`/api/jp/employer/job-vacancy/${vacancyId}/publish`, undefined, { token: employer });
      const first = await api.post<ApplicationView>(
        '/api/jp/applications',
        { vacancyId, coverNote: 'Saya teknisi berpengalaman' },
        { token: trainee },
      );
      expect(first.status).toBe(201);
      applicationId = first.body.data.id;
      expect(first.body.data).toMatchObject({ withdrawn: false, nextStates: ['withdrawn'], status: { code: 0, label: 'Menunggu Hasil' } });
      const [second, third] = await Promise.all([
        api.post('/api/jp/applications', { vacancyId }, { token: trainee, lang: 'en' }),
        api.post('/api/jp/applications', { vacancyId }, { token: trainee }),
      ]);
      expect([second.status, third.status]).toEqual([409, 409]);
      expect(second.body.message).toBe('You have already applied for this vacancy');
      const rows = await t.db.selectFrom('job_applications').select('id').where('vacancy_id', '=', vacancyId).execute();
      expect(rows).toHaveLength(1);
      // Roles outside SPEC 5's rule do not pass the gate.
      expect((await api.post('/api/jp/applications', { vacancyId }, { token: assessor })).status).toBe(403);
      expect((await api.post('/api/jp/applications', { vacancyId }, { token: employer })).status).toBe(403);
    });

    it('refuses an applicant whose e-mail is not confirmed, and a closed vacancy', async () => {
      const person = await personWithRole(t, 'Job Seeker', 'belumkonfirmasi');
      await t.db.updateTable('users').set({ email_confirmed_at: null }).where('email', '=', person.email).execute();
      const refused = await api.post('/api/jp/applications', { vacancyId }, { token: person.tokens.token, lang: 'en' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Confirm your e-mail address before applying');
      const closed = await api.post<EmployerVacancyView>('/api/jp/employer/job-vacancy', vacancy({ title: 'Sopir' }), { token: employer });
      await api.post(`/api/jp/employer/job-vacancy/${closed.body.data.id}/publish`, undefined, { token: employer });
      await api.post(`/api/jp/employer/job-vacancy/${closed.body.data.id}/close`, undefined, { token: employer });
      expect((await api.post('/api/jp/applications', { vacancyId: closed.body.data.id }, { token: jobSeeker })).status).toBe(409);
    });

    it('moves the hiring status legally, refuses an illegal move with 409, and records who and when', async () => {
      const move = (status: number, lang: 'id' | 'en' = 'id') =>
        api.post<ApplicationView>(`/api/jp/employer/candidate/${applicationId}/status`, { status, note: 'catatan' }, { token: employer, lang });
      const illegal = await move(4, 'en');
      expect(illegal.status).toBe(409);
      expect(illegal.body.message).toBe('This application cannot be moved to that status now');
      expect((await move(1)).body.data.status).toMatchObject({ code: 1, state: 'on-process', colour: 'primary' });
      expect((await move(2)).body.data.nextStates).toEqual(['hired', 'rejected']);
      const interview = await api.post<ApplicationView>(
        `/api/jp/employer/candidate/${applicationId}/interviews`,
        { scheduledAt: new Date(Date.now() + 3 * DAY).toISOString(), location: 'Kantor Bandung' },
        { token: employer },
      );
      expect(interview.status).toBe(201);
      const [set] = interview.body.data.interviews;
      expect(set).toMatchObject({ rescheduleCode: 1, rescheduleColour: 'primary', location: 'Kantor Bandung' });
      const moved = await api.put<ApplicationView>(
        `/api/jp/employer/candidate/${applicationId}/interviews/${set!.id}`,
        { rescheduleCode: 3, scheduledAt: new Date(Date.now() + 4 * DAY).toISOString() },
        { token: employer, lang: 'en' },
      );
      expect(moved.body.data.interviews[0]).toMatchObject({ rescheduleCode: 3, rescheduleLabel: 'Rescheduled' });
      const noted = await api.post<ApplicationView>(
        `/api/jp/employer/candidate/${applicationId}/notes`,
        { note: 'Kandidat kuat' },
        { token: employer },
      );
      expect(noted.body.data.notes.map((note) => note.note)).toEqual(['Kandidat kuat']);
      const hired = await move(4);
      expect(hired.body.data.status).toMatchObject({ code: 4, state: 'hired', colour: 'green', label: 'Diterima' });
      expect(hired.body.data.history.map((event) => `${event.from}->${event.to}`)).toEqual([
        'null->new',
        'new->on-process',
        'on-process->passed',
        'passed->hired',
      ]);
      expect(hired.body.data.history[1]).toMatchObject({ actor: 'PT Maju Bersama', note: 'catatan' });
      expect((await move(5)).status).toBe(409);
      // The applicant sees the history, no notes, and cannot withdraw once hired.
      const mine = await api.get<ApplicationView>(`/api/jp/applications/${applicationId}`, { token: trainee });
      expect(mine.body.data).toMatchObject({ status: { code: 4 }, notes: [], applicant: { email: null } });
      expect(mine.body.data.interviews).toHaveLength(1);
      expect((await api.post(`/api/jp/applications/${applicationId}/withdrawal`, undefined, { token: trainee })).status).toBe(409);
      // Told in the hub's list and by e-mail.
      await vi.waitFor(async () => {
        const told = await t.db.selectFrom('notifications').select('id').where('category', '=', 'jobs').execute();
        expect(told.length).toBeGreaterThanOrEqual(5);
      });
      const stored = await t.db.selectFrom('notifications').select(['category', 'title_en']).where('category', '=', 'jobs').execute();
      expect(stored.length).toBeGreaterThanOrEqual(5);
      const mail = await t.db.selectFrom('mail_outbox').select('subject').where('subject', 'like', '%Teknisi Listrik%').execute();
      expect(mail.length).toBeGreaterThanOrEqual(5);
    });

    it('lets the applicant withdraw before being hired, and counts the candidate dashboard (SPEC 3)', async () => {
      const [seeded] = (await api.get<ApplicationView[]>('/api/jp/applications', { token: jobSeeker })).body.data;
      const withdrawn = await api.post<ApplicationView>(`/api/jp/applications/${seeded!.id}/withdrawal`, undefined, { token: jobSeeker });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.data).toMatchObject({ withdrawn: true, status: { state: 'withdrawn', colour: 'grey' }, nextStates: [] });
      expect((await api.post(`/api/jp/employer/candidate/${seeded!.id}/status`, { status: 1 }, { token: employer })).status).toBe(409);
      // The employer is told who withdrew from what.
      await vi.waitFor(async () => {
        const told = await t.db.selectFrom('notifications').select('body_en').where('title_en', '=', 'Application withdrawn').execute();
        expect(told.map((row) => row.body_en)).toContain(`Rina Kusuma withdrew their application for ${seeded!.vacancy.title}`);
      });
      const dashboard = await api.get<CandidateDashboard>('/api/jp/job-vacancy/list-candidate', { token: employer });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data).toMatchObject({
        applier: 0,
        candidateOnProcess: 0,
        failedCandidate: 0,
        hiredCandidate: 1,
        invitation: 1,
        totalCandidate: 1,
      });
      expect(dashboard.body.data.candidates).toMatchObject({ pageIndex: 1, pageSize: 10, total: 2 });
      const searched = await api.get<CandidateDashboard>('/api/jp/job-vacancy/list-candidate?searchValue=teknisi&pageIndex=1&pageSize=10', {
        token: employer,
      });
      expect(searched.body.data.candidates.items.map((row) => row.id)).toEqual([applicationId]);
      const byStatus = await api.get<CandidateDashboard>('/api/jp/job-vacancy/list-candidate?status=4', { token: employer });
      expect(byStatus.body.data.candidates.items.map((row) => row.status.code)).toEqual([4]);
    });
  });
});
