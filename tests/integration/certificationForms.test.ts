import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { FORMS_DIR } from '../../server/src/features/certification/forms/formDefinitions';
import type { RoleName } from '@core/rules/roles';
import { DEV_API_KEY } from '@core/config/apiKey';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

type Element = { nomor: number; judul: string; kuk: string[]; jawaban?: string };
type Unit = { kode: string; judul: string; elemen: Element[] };
type Data = { konteks: { skema: object; asesor: string }; asesi: { unit: Unit[] }; asesor?: { rekomendasi: string } };
type View = {
  id: string;
  version: number;
  status: string;
  data: Data;
  submittedParts: Record<string, string>;
  myParts: string[];
  asesiAccountId: string;
  score?: { correct: number; total: number; result: string };
  box: string;
};
type Audit = { action: string; part: string | null; version: number }[];

describeOnDatabase('assessment forms', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const tokens = new Map<RoleName, string>();
  let schemeId: string;
  const as = (role: RoleName) => ({ token: tokens.get(role)! });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedDemo(t.db);
    await seedSchemes(t.db);
    for (const { role, email } of DEMO_ACCOUNTS) tokens.set(role, (await login(api, email, DEMO_PASSWORD)).token);
    const schemes = await api.get<{ id: string; code: string }[]>('/api/certification/schemes', as('Trainee'));
    schemeId = schemes.body.data.find((scheme) => scheme.code === 'SKM/LSP-TIK/JWD/2024')!.id;
  });
  afterAll(() => t.close());

  const create = async (role: RoleName, form: string, extra: Record<string, unknown> = {}) => {
    const response = await api.post<View>('/api/certification/form-instances', { form, schemeId, ...extra }, as(role));
    expect(response.status).toBe(201);
    return response.body.data;
  };
  const auditOf = async (id: string) => (await api.get<Audit>(`/api/certification/form-instances/${id}/audit`, as('Trainee'))).body.data;
  const fillApl02 = (view: View) => ({
    unit: view.data.asesi.unit.map((unit) => ({ ...unit, elemen: unit.elemen.map((e) => ({ ...e, jawaban: 'K', bukti: 'Portofolio proyek' })) })),
  });

  it('lists every form and keeps the FR.IA.05 answer key from the asesi', async () => {
    const list = await api.get<{ code: string }[]>('/api/certification/forms', as('Trainee'));
    expect(list.body.data).toHaveLength(24);
    const forAsesi = await api.get<{ schema: { properties: object } }>('/api/certification/forms/pertanyaan-tertulis-pilihan-ganda', as('Trainee'));
    expect(Object.keys(forAsesi.body.data.schema.properties)).not.toContain('kunci');
    const forAsesor = await api.get<{ schema: { properties: object } }>('/api/certification/forms/pertanyaan-tertulis-pilihan-ganda', as('Assessor'));
    expect(Object.keys(forAsesor.body.data.schema.properties)).toContain('kunci');
    expect((await api.get('/api/certification/forms', as('Employer'))).status).toBe(403);
  });

  it('fills APL.02 from the scheme, refuses invalid data with field paths and stores nothing', async () => {
    const view = await create('Trainee', 'asesmen-mandiri');
    expect(view.data.asesi.unit).toHaveLength(7);
    expect(view.data.asesi.unit[0]!.elemen[0]!.kuk.length).toBeGreaterThan(0);
    expect(view.data.konteks.skema).toEqual({ judul: 'Junior Web Developer', nomor: 'SKM/LSP-TIK/JWD/2024' });
    const partial = structuredClone(view.data.asesi);
    const [firstUnit] = partial.unit as [Unit];
    const [firstElement] = firstUnit.elemen as [Element];
    firstElement.jawaban = 'K';
    expect((await api.put(`/api/certification/form-instances/${view.id}/parts/asesi`, { data: partial }, as('Trainee'))).status).toBe(200);

    const invalid = await api.post<{ errors: { path: string; message: string }[] }>(
      `/api/certification/form-instances/${view.id}/parts/asesi/submit`,
      { data: { unit: [{ ...firstUnit, elemen: [{ ...firstElement, jawaban: 'Mungkin' }] }] } },
      { ...as('Trainee'), lang: 'id' },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe('Beberapa isian formulir belum benar');
    expect(invalid.body.data.errors).toContainEqual({
      path: '/asesi/unit/0/elemen/0/jawaban',
      message: 'Pilih salah satu pilihan Penilaian',
    });
    const after = (await api.get<View>(`/api/certification/form-instances/${view.id}`, as('Trainee'))).body.data;
    expect(after.data.asesi).toEqual(partial);
    expect(after.submittedParts).toEqual({});
    expect((await auditOf(view.id)).map((entry) => entry.action)).toEqual(['create', 'save-draft']);

    const english = await api.post<{ errors: { path: string; message: string }[] }>(
      `/api/certification/form-instances/${view.id}/parts/asesi/submit`,
      { data: partial },
      { ...as('Trainee'), lang: 'en' },
    );
    expect(english.status).toBe(422);
    expect(english.body.data.errors).toContainEqual({ path: '/asesi/unit/0/elemen/1/jawaban', message: 'Assessment is required' });
  });

  it('lets each role write only its own part, signs, locks, and versions a change after locking', async () => {
    const view = await create('Trainee', 'asesmen-mandiri', { asesorEmail: 'assessor@demo.local' });
    const forbidden = await api.put(
      `/api/certification/form-instances/${view.id}/parts/asesor`,
      { data: { rekomendasi: 'Dapat dilanjutkan' } },
      as('Trainee'),
    );
    expect(forbidden.status).toBe(403);
    expect((await api.put(`/api/certification/form-instances/${view.id}/parts/asesi`, { data: {} }, as('Assessor'))).status).toBe(403);

    const submit = (key: string) =>
      api.post<View>(
        `/api/certification/form-instances/${view.id}/parts/asesi/submit`,
        { data: fillApl02(view) },
        { ...as('Trainee'), headers: { 'idempotency-key': key } },
      );
    expect((await submit('k-1')).status).toBe(200);
    expect((await submit('k-1')).status).toBe(200);
    expect((await auditOf(view.id)).filter((entry) => entry.action === 'submit')).toHaveLength(1);

    expect(
      (await api.post(`/api/certification/form-instances/${view.id}/parts/asesor/sign`, { kind: 'typed', value: 'Hendra Gunawan' }, as('Assessor')))
        .status,
    ).toBe(409);
    expect(
      (
        await api.post(
          `/api/certification/form-instances/${view.id}/parts/asesi/sign`,
          { kind: 'drawn', value: 'data:image/png;base64,iVBORw0KGgo=' },
          as('Trainee'),
        )
      ).status,
    ).toBe(200);
    expect((await api.put(`/api/certification/form-instances/${view.id}/parts/asesi`, { data: fillApl02(view) }, as('Trainee'))).status).toBe(409);

    const reviewed = await api.post<View>(
      `/api/certification/form-instances/${view.id}/parts/asesor/submit`,
      { data: { rekomendasi: 'Dapat dilanjutkan' } },
      as('Assessor'),
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data.data.konteks.asesor).not.toBe('');
    const signed = await api.post<View>(
      `/api/certification/form-instances/${view.id}/parts/asesor/sign`,
      { kind: 'typed', value: 'Hendra Gunawan' },
      as('Assessor'),
    );
    expect(signed.body.data.status).toBe('locked');
    expect(signed.body.data.box).toBe('completed');
    const locked = await t.db.selectFrom('form_versions').select(['version', 'data']).where('instance_id', '=', view.id).execute();
    expect(locked).toHaveLength(1);

    const changed = await api.put<View>(
      `/api/certification/form-instances/${view.id}/parts/asesor`,
      { data: { rekomendasi: 'Tidak dapat dilanjutkan' } },
      as('Assessor'),
    );
    expect(changed.body.data).toMatchObject({ version: 2, status: 'draft' });
    expect((locked[0]!.data as Data).asesor?.rekomendasi).toBe('Dapat dilanjutkan');
    expect((await auditOf(view.id)).map((entry) => `${entry.version}:${entry.action}:${entry.part ?? ''}`)).toEqual([
      '1:create:',
      '1:submit:asesi',
      '1:sign:asesi',
      '1:submit:asesor',
      '1:sign:asesor',
      '1:lock:',
      '2:new-version:asesor',
      '2:save-draft:asesor',
    ]);

    const stranger = await confirmedUser(api);
    expect((await api.get(`/api/certification/form-instances/${view.id}`, { token: stranger.tokens.token })).status).toBe(404);
    type Line = { id: string; box: string; asesiName: string | null; schemeTitle: { id: string; en: string } | null; registrationId: string | null };
    const mine = await api.get<Line[]>('/api/certification/form-instances', as('Trainee'));
    // A line says whose form it is and for which scheme, for the asesi and for the assessor alike.
    const line = {
      box: 'waiting',
      asesiName: 'Budi Santoso',
      schemeTitle: { id: 'Junior Web Developer', en: 'Junior Web Developer' },
      registrationId: null,
    };
    expect(mine.body.data.find((item) => item.id === view.id)).toMatchObject(line);
    const assessors = await api.get<Line[]>('/api/certification/form-instances', as('Assessor'));
    expect(assessors.body.data.find((item) => item.id === view.id)).toMatchObject({ asesiName: 'Budi Santoso', schemeTitle: line.schemeTitle });
  });

  // "My forms": draft while a part of mine is still to fill, waiting while a part of mine awaits its signature,
  // completed once locked, and out of the list when nothing is left for me to do.
  it("moves an instance through each person's boxes as the parts are submitted and signed", async () => {
    const view = await create('Trainee', 'asesmen-mandiri', { asesorEmail: 'assessor@demo.local' });
    const url = `/api/certification/form-instances/${view.id}`;
    const boxes = async (role: RoleName) => {
      const [read, all, drafts, waiting] = await Promise.all(
        [
          url,
          '/api/certification/form-instances',
          '/api/certification/form-instances?box=draft',
          '/api/certification/form-instances?box=waiting',
        ].map((path) => api.get<View | View[]>(path, as(role))),
      );
      const has = (list: typeof all) => (list!.body.data as View[]).some((item) => item.id === view.id);
      return { read: (read!.body.data as View).box, listed: has(all), draft: has(drafts), waiting: has(waiting) };
    };
    const draft = { read: 'draft', listed: true, draft: true, waiting: false };
    const waiting = { read: 'waiting', listed: true, draft: false, waiting: true };
    const done = { read: 'other', listed: false, draft: false, waiting: false };
    const step = (role: RoleName, action: string, body: object) =>
      api.post(`${url}/parts/${action}`, body, { ...as(role), headers: { 'idempotency-key': action } });

    expect([await boxes('Trainee'), await boxes('Assessor')]).toEqual([draft, draft]);
    expect((await step('Trainee', 'asesi/submit', { data: fillApl02(view) })).status).toBe(200);
    expect([await boxes('Trainee'), await boxes('Assessor')]).toEqual([waiting, draft]);
    expect((await step('Trainee', 'asesi/sign', { kind: 'typed', value: 'Budi Santoso' })).status).toBe(200);
    expect([await boxes('Trainee'), await boxes('Assessor')]).toEqual([done, draft]);
    expect((await step('Assessor', 'asesor/submit', { data: { rekomendasi: 'Dapat dilanjutkan' } })).status).toBe(200);
    expect([await boxes('Trainee'), await boxes('Assessor')]).toEqual([done, waiting]);
    expect((await step('Assessor', 'asesor/sign', { kind: 'typed', value: 'Hendra Gunawan' })).status).toBe(200);
    const completed = { read: 'completed', listed: true, draft: false, waiting: false };
    expect([await boxes('Trainee'), await boxes('Assessor')]).toEqual([completed, completed]);

    // A part that needs no signature is done once submitted: FR.IA.05's questions and key leave the assessor's
    // form in draft (the marking is still to fill), not waiting for a signature.
    const test = await create('Assessor', 'pertanyaan-tertulis-pilihan-ganda', { asesiAccountId: view.asesiAccountId });
    const soal = [{ nomor: 1, pertanyaan: 'Soal 1', opsi: { a: 'A', b: 'B', c: 'C', d: 'D' } }];
    const testUrl = `/api/certification/form-instances/${test.id}`;
    expect((await api.post(`${testUrl}/parts/asesor/submit`, { data: { soal } }, as('Assessor'))).status).toBe(200);
    expect((await api.post(`${testUrl}/parts/kunci/submit`, { data: { jawaban: [{ nomor: 1, jawaban: 'a' }] } }, as('Assessor'))).status).toBe(200);
    expect((await api.get<View>(testUrl, as('Assessor'))).body.data.box).toBe('draft');
    // The marking submitted and not signed: waiting, though the assessor's other parts need no signature.
    expect((await api.post(`${testUrl}/parts/penilaian/submit`, { data: { hasil: { rekomendasi: 'K' } } }, as('Assessor'))).status).toBe(200);
    expect((await api.get<View>(testUrl, as('Assessor'))).body.data.box).toBe('waiting');
  });

  it('scores FR.IA.05 against a key the asesi never receives', async () => {
    const apl = await create('Trainee', 'asesmen-mandiri', { asesorEmail: 'assessor@demo.local' });
    const view = await create('Assessor', 'pertanyaan-tertulis-pilihan-ganda', { asesiAccountId: apl.asesiAccountId });
    const soal = [1, 2, 3].map((nomor) => ({ nomor, pertanyaan: `Soal ${nomor}`, opsi: { a: 'A', b: 'B', c: 'C', d: 'D' } }));
    expect((await api.post(`/api/certification/form-instances/${view.id}/parts/asesor/submit`, { data: { soal } }, as('Assessor'))).status).toBe(200);
    expect(
      (
        await api.post(
          `/api/certification/form-instances/${view.id}/parts/kunci/submit`,
          {
            data: {
              jawaban: [
                { nomor: 1, jawaban: 'a' },
                { nomor: 2, jawaban: 'b' },
                { nomor: 3, jawaban: 'c' },
              ],
            },
          },
          as('Assessor'),
        )
      ).status,
    ).toBe(200);
    const seen = await api.get<View>(`/api/certification/form-instances/${view.id}`, as('Trainee'));
    expect(seen.body.data.data).not.toHaveProperty('kunci');
    expect(seen.body.data.score).toBeUndefined();
    const answered = await api.post<View>(
      `/api/certification/form-instances/${view.id}/parts/asesi/submit`,
      {
        data: {
          jawaban: [
            { nomor: 1, jawaban: 'a' },
            { nomor: 2, jawaban: 'b' },
            { nomor: 3, jawaban: 'd' },
          ],
        },
      },
      as('Trainee'),
    );
    expect(answered.body.data).not.toHaveProperty('score');
    const scored = await api.get<View>(`/api/certification/form-instances/${view.id}`, as('Assessor'));
    expect(scored.body.data.score).toMatchObject({ correct: 2, total: 3, result: 'BK' });
  });

  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const raw = (method: 'GET' | 'POST', url: string, role: RoleName | string, body?: Buffer, type?: string) =>
    t.app.inject({
      method,
      url,
      headers: {
        'x-api-key': DEV_API_KEY,
        authorization: `Bearer ${tokens.get(role as RoleName) ?? role}`,
        'accept-language': 'id',
        ...(type ? { 'content-type': type } : {}),
      },
      ...(body ? { payload: body } : {}),
    });

  it('prints an instance as a PDF for its participants only', async () => {
    const view = await create('Trainee', 'asesmen-mandiri');
    expect((await api.post(`/api/certification/form-instances/${view.id}/parts/asesi/submit`, { data: fillApl02(view) }, as('Trainee'))).status).toBe(
      200,
    );
    expect(
      (
        await api.post(
          `/api/certification/form-instances/${view.id}/parts/asesi/sign`,
          { kind: 'drawn', value: `data:image/png;base64,${PNG.toString('base64')}` },
          as('Trainee'),
        )
      ).status,
    ).toBe(200);
    const pdf = await raw('GET', `/api/certification/form-instances/${view.id}/pdf`, 'Trainee');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="FR\.APL\.02-[0-9a-f]{8}-v1\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Seven units with their elements and KUK span more than one A4 page.
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    const stranger = await confirmedUser(api);
    expect((await raw('GET', `/api/certification/form-instances/${view.id}/pdf`, stranger.tokens.token)).statusCode).toBe(404);
    expect((await raw('GET', `/api/certification/form-instances/${view.id}/pdf`, 'Employer')).statusCode).toBe(403);
  });

  it('stores evidence images within MAX_SIZE_DOC for those who write a part, and refuses anything else', async () => {
    const view = await create('Assessor', 'ceklis-verifikasi-portofolio');
    const url = `/api/certification/form-instances/${view.id}/evidence`;
    const stored = await raw('POST', url, 'Assessor', PNG, 'image/png');
    expect(stored.statusCode).toBe(201);
    const evidence = stored.json<{ data: { url: string } }>().data.url;
    expect(evidence).toMatch(new RegExp(`^${url}/[0-9a-f-]{36}$`));
    expect((await raw('GET', evidence, 'Assessor')).statusCode).toBe(200);
    const notAnImage = await raw('POST', url, 'Assessor', Buffer.from('%PDF-1.4 not really'), 'image/png');
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json<{ message: string }>().message).toMatch(/PNG, JPEG atau WebP/);
    const cutShort = await raw('POST', url, 'Assessor', PNG.subarray(0, PNG.length - 16), 'image/png');
    expect([cutShort.statusCode, cutShort.json<{ message: string }>().message]).toEqual([
      415,
      'Berkas rusak atau tidak lengkap: tidak dapat dibuka sebagai berkas PNG',
    ]);
    expect((await raw('POST', url, 'Trainee', PNG, 'image/png')).statusCode).toBe(404);
    await t.db.updateTable('global_configuration').set({ config_value: '0.00001' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
    try {
      const tooLarge = await raw('POST', url, 'Assessor', PNG, 'image/png');
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<{ message: string }>().message).toMatch(/1e-05 MB|0.00001 MB/);
    } finally {
      await t.db.updateTable('global_configuration').set({ config_value: '5' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
    }
    expect(await t.db.selectFrom('form_evidence').select('upload_name').where('instance_id', '=', view.id).execute()).toHaveLength(1);
  });
});

describeOnDatabase('a form added as a schema file', (kind) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bisa-forms-extra-'));
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is served end to end without code changes', async () => {
    cpSync(FORMS_DIR, dir, { recursive: true });
    const extra = {
      $schema: '../form-definition.schema.json',
      code: 'FR.UJI.01',
      slug: 'catatan-kehadiran',
      title: { id: 'Catatan Kehadiran', en: 'Attendance note' },
      stage: 'assessment',
      context: ['asesi'],
      parts: [{ key: 'asesi', role: 'asesi', title: { id: 'Bagian Asesi', en: "Assessee's part" }, signature: 'required' }],
      schema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        title: 'Catatan Kehadiran',
        required: ['asesi'],
        properties: {
          asesi: {
            type: 'object',
            title: 'Kehadiran',
            required: ['hadir'],
            properties: { hadir: { type: 'boolean', const: true, title: 'Saya hadir' } },
          },
        },
      },
      uiSchema: {},
      en: { 'Catatan Kehadiran': 'Attendance note', Kehadiran: 'Attendance', 'Saya hadir': 'I attended' },
      example: { asesi: { hadir: true } },
    };
    writeFileSync(path.join(dir, 'FR.UJI.01.json'), JSON.stringify(extra));
    t = await createTestApp(kind, { FORMS_DIR: dir });
    const api = client(t.app);
    await seedDemo(t.db);
    const token = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Trainee')!.email, DEMO_PASSWORD)).token;
    const created = await api.post<View>('/api/certification/form-instances', { form: 'catatan-kehadiran' }, { token });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await api.post(`/api/certification/form-instances/${id}/parts/asesi/submit`, { data: { hadir: false } }, { token })).status).toBe(422);
    expect((await api.post(`/api/certification/form-instances/${id}/parts/asesi/submit`, { data: { hadir: true } }, { token })).status).toBe(200);
    // A typed signature is the signer's own name (spaces and case aside); another name is refused with theirs.
    const impostor = await api.post(
      `/api/certification/form-instances/${id}/parts/asesi/sign`,
      { kind: 'typed', value: 'Siti Rahmawati' },
      { token, lang: 'en' },
    );
    expect(impostor).toMatchObject({ status: 400, body: { message: 'Type your full name as your profile has it: Budi Santoso' } });
    const signed = await api.post<View>(
      `/api/certification/form-instances/${id}/parts/asesi/sign`,
      { kind: 'typed', value: ' budi  SANTOSO ' },
      { token },
    );
    expect(signed.body.data.status).toBe('locked');
  });

  it('stops the gateway at start when a form file is invalid, naming the file', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'bisa-forms-bad-'));
    const file = path.join(bad, 'FR.AK.04.json');
    writeFileSync(file, readFileSync(path.join(FORMS_DIR, 'FR.AK.04.json'), 'utf8').replace('"type": "object"', '"type": "objekt"'));
    await expect(createTestApp(kind, { FORMS_DIR: bad })).rejects.toThrow(file);
    rmSync(bad, { recursive: true, force: true });
  });
});
