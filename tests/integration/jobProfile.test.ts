import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { JobProfileInput, JobProfileView } from '@core/jobs/profile.contract';
import { seedJobs } from '../../server/src/db/seedJobs';
import { describeOnDatabase } from './support/databases';
import { demoTokens, personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';
import { DEV_API_KEY } from '@core/config/apiKey';

const BASE = '/api/jp/job-seeker/job-profile';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

const CV: Partial<JobProfileInput> = {
  headline: 'Operator forklift',
  summary: 'Tiga tahun di gudang.',
  phone: '0812-3456-7890',
  address: 'Jl. Merdeka 1',
  postalCode: '40111',
  provinceCode: '32',
  regencyCode: '32.73',
  education: [{ institution: 'SMK Negeri 1 Bandung', degree: 'SMK', field: 'Teknik Mesin', startYear: 2015, endYear: 2018 }],
  experience: [{ company: 'PT Gudang Jaya', title: 'Operator forklift', startMonth: '2019-02', endMonth: null, description: 'Bongkar muat' }],
  languages: [{ language: 'Bahasa Indonesia', level: 'native' }],
  skills: [' Forklift ', 'forklift', 'Excel'],
  desiredJob: 'Kepala gudang',
  desiredSalary: 7_000_000,
  openToOffers: true,
};

/** The job seeker's CV: /api/jp/job-seeker/job-profile and the employer's /employer/candidate/{id}/cv. */
describeOnDatabase('job profile (CV)', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let api: ReturnType<typeof client>;
  let jobSeeker: string;
  let employer: string;
  let trainee: string;
  let assessor: string;
  let other: string;
  let applicationId: string;

  const upload = (token: string, payload: Buffer, type: string, fileName = 'cv saya.pdf') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/cv?fileName=${encodeURIComponent(fileName)}`,
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${token}`, 'content-type': type, 'accept-language': 'en' },
      payload,
    });
  const raw = (token: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${token}`, 'accept-language': 'id' } });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-cv-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    api = client(t.app);
    await t.db
      .insertInto('location_provinces')
      .values([{ code: '32', name: 'Jawa Barat' }])
      .onConflict((c) => c.column('code').doNothing())
      .execute();
    await t.db
      .insertInto('location_regencies')
      .values([{ code: '32.73', province_code: '32', name: 'Kota Bandung' }])
      .onConflict((c) => c.column('code').doNothing())
      .execute();
    const tokens = await demoTokens(t);
    await seedJobs(t.db);
    jobSeeker = tokens.get('Job Seeker')!.token;
    employer = tokens.get('Employer')!.token;
    trainee = tokens.get('Trainee')!.token;
    assessor = tokens.get('Assessor')!.token;
    other = (await personWithRole(t, 'Employer', 'cv-lain')).tokens.token;
    const created = await api.post<{ id: string }>('/api/jp/employer/organisation', { legalName: 'PT Lain CV' }, { token: other });
    await t.db.updateTable('organisations').set({ verification: 'verified' }).where('id', '=', created.body.data.id).execute();
    applicationId = (await t.db.selectFrom('job_applications').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the seeded CV, saves a new one and reads it back normalised, with the areas named', async () => {
    const seeded = await api.get<JobProfileView>(BASE, { token: jobSeeker });
    expect(seeded.status).toBe(200);
    expect(seeded.body.data).toMatchObject({ openToOffers: true, certificates: [], cv: null });
    const saved = await api.put<JobProfileView>(BASE, CV, { token: jobSeeker, lang: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your CV was saved');
    const read = await api.get<JobProfileView>(BASE, { token: jobSeeker });
    expect(read.body.data).toMatchObject({
      ...CV,
      skills: ['Forklift', 'Excel'],
      districtCode: null,
      areas: { province: { code: '32', name: 'Jawa Barat' }, regency: { code: '32.73', name: 'Kota Bandung' }, district: null, village: null },
    });
    expect(read.body.data.education[0]).toEqual(CV.education![0]);
    expect(read.body.data.programs).toEqual(expect.any(Array));
  });

  it('refuses an end before its start with field errors in the caller language, and changes nothing', async () => {
    const before = await api.get<JobProfileView>(BASE, { token: jobSeeker });
    const bad = { ...CV, headline: 'Changed', education: [{ ...CV.education![0]!, endYear: 2010 }] };
    const en = await api.put(BASE, bad, { token: jobSeeker, lang: 'en' });
    expect(en.status).toBe(400);
    expect((en.body as unknown as { errors: Record<string, string> }).errors).toEqual({ 'education.0.endYear': 'The end is before the start' });
    const id = await api.put(BASE, bad, { token: jobSeeker, lang: 'id' });
    expect((id.body as unknown as { errors: Record<string, string> }).errors).toEqual({ 'education.0.endYear': 'Akhir lebih awal dari mulai' });
    const unknownArea = await api.put(BASE, { ...CV, regencyCode: '32.99' }, { token: jobSeeker, lang: 'en' });
    expect(unknownArea.status).toBe(400);
    expect((await api.get<JobProfileView>(BASE, { token: jobSeeker })).body.data).toEqual(before.body.data);
  });

  it('takes a PDF by its content, serves it back with its name, replaces and removes it', async () => {
    const sent = await upload(jobSeeker, PDF, 'application/pdf');
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ fileName: 'cv saya.pdf' });
    const file = await raw(jobSeeker, `${BASE}/cv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''cv%20saya.pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const first = (await t.db.selectFrom('job_profiles').select('cv_file').executeTakeFirstOrThrow()).cv_file;
    expect(first).toMatch(/^cv\/[A-Za-z0-9_-]{32}\.pdf$/);
    // Not served by the public uploads route (which takes bare names only: the path falls through to the site, 404, or
    // 503 when the site is not built yet, as in a fresh checkout before the e2e build).
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${first}` });
    expect([404, 503]).toContain(served.statusCode);
    expect(served.body).not.toContain('%PDF');

    expect((await upload(jobSeeker, PDF, 'application/pdf', 'second')).statusCode).toBe(201);
    expect((await api.get<JobProfileView>(BASE, { token: jobSeeker })).body.data.cv).toMatchObject({ fileName: 'second.pdf' });
    expect(await t.db.selectFrom('uploads').select('name').where('name', '=', first!).executeTakeFirst()).toBeUndefined();

    expect((await api.delete(`${BASE}/cv`, { token: jobSeeker })).status).toBe(200);
    expect((await raw(jobSeeker, `${BASE}/cv`)).statusCode).toBe(404);
    expect((await upload(jobSeeker, PDF, 'application/pdf')).statusCode).toBe(201);
  });

  it('refuses a PNG named .pdf (415) and a file over MAX_SIZE_DOC (413), keeping the CV file', async () => {
    const png = await upload(jobSeeker, PNG, 'application/pdf', 'photo.pdf');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('The CV file must be a PDF');
    const declaredPng = await upload(jobSeeker, PNG, 'image/png', 'photo.pdf');
    expect(declaredPng.statusCode).toBe(415);
    const large = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(5_000_001), Buffer.from('\n%%EOF\n')]);
    const tooLarge = await upload(jobSeeker, large, 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The CV file is larger than the limit of 5 MB');
    expect((await api.get<JobProfileView>(BASE, { token: jobSeeker })).body.data.cv).toMatchObject({ fileName: 'cv saya.pdf' });
  });

  it('prints the CV as a PDF', async () => {
    const printed = await raw(jobSeeker, `${BASE}/print`);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(printed.headers['content-disposition']).toMatch(/^attachment; filename="CV /);
  });

  it("lets the employer read its own candidate's CV and file, and answers 404 for another employer's", async () => {
    const cv = await api.get<JobProfileView>(`/api/jp/employer/candidate/${applicationId}/cv`, { token: employer });
    expect(cv.status).toBe(200);
    expect(cv.body.data).toMatchObject({ headline: 'Operator forklift', skills: ['Forklift', 'Excel'], cv: { fileName: 'cv saya.pdf' } });
    const file = await raw(employer, `/api/jp/employer/candidate/${applicationId}/cv/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await api.get(`/api/jp/employer/candidate/${applicationId}/cv`, { token: other })).status).toBe(404);
    expect((await raw(other, `/api/jp/employer/candidate/${applicationId}/cv/file`)).statusCode).toBe(404);
  });

  it('keeps the CV to the applying roles (a Trainee has one too, SPEC 5) and refuses the others', async () => {
    expect((await api.get(BASE, { token: trainee })).status).toBe(200);
    expect((await api.get(BASE, { token: assessor })).status).toBe(403);
    expect((await api.put(BASE, CV, { token: employer })).status).toBe(403);
    expect((await upload(employer, PDF, 'application/pdf')).statusCode).toBe(403);
    expect((await api.get(`/api/jp/employer/candidate/${applicationId}/cv`, { token: jobSeeker })).status).toBe(403);
    expect((await api.get(BASE)).status).toBe(401);
  });
});
