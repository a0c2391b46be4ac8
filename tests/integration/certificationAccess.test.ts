import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { uploadsDir } from '../../server/src/platform/uploads';
import { DEV_API_KEY } from '@core/config/apiKey';
import { ROLE_ACCOUNT_TYPE, type RoleName } from '@core/rules/roles';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

type View = {
  id: string;
  asesiAccountId: string | null;
  asesorAccountId: string | null;
  data: Record<string, Record<string, unknown>>;
  submittedParts: Record<string, string>;
};
type Person = { token: string; accountId: string; email: string };

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Who reaches an assessment form. Two of each side: the demo assessor, LSP (owner of the demo scheme)
 * and trainee, and a second assessor, LSP and asesi with no relation to anything. The unrelated one always meets
 * 404, on the list, a read, a part write, an evidence download and a prefill.
 */
describeOnDatabase('assessment forms: who reaches an instance', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let schemeId: string;
  const people = {} as Record<'asesorA' | 'asesorB' | 'lspA' | 'lspB' | 'asesiA' | 'asesiB', Person>;

  const demo = async (role: RoleName): Promise<Person> => {
    const email = DEMO_ACCOUNTS.find((account) => account.role === role)!.email;
    const tokens = await login(api, email, DEMO_PASSWORD);
    return { token: tokens.token, accountId: await accountIdOf(email), email };
  };
  const accountIdOf = async (email: string) =>
    (
      await t.db
        .selectFrom('accounts')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select('accounts.id')
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  /** Assessors are not self-registered: a confirmed account given the role, then logged in again. */
  const stranger = async (role: RoleName, fullname: string): Promise<Person> => {
    const { email } = await confirmedUser(api, { fullname });
    const accountId = await accountIdOf(email);
    await t.db.updateTable('accounts').set({ role_name: role, account_type: ROLE_ACCOUNT_TYPE[role] }).where('id', '=', accountId).execute();
    return { token: (await login(api, email)).token, accountId, email };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedDemo(t.db);
    await seedSchemes(t.db);
    people.asesorA = await demo('Assessor');
    people.lspA = await demo('LSP');
    people.asesiA = await demo('Trainee');
    people.asesorB = await stranger('Assessor', 'Asesor Lain');
    people.lspB = await stranger('LSP', 'LSP Lain');
    people.asesiB = await stranger('Trainee', 'Asesi Lain');
    const schemes = await api.get<{ id: string; code: string }[]>('/api/certification/schemes', { token: people.asesiA.token });
    schemeId = schemes.body.data.find((scheme) => scheme.code === 'SKM/LSP-TIK/JWD/2024')!.id;
  });
  afterAll(() => t.close());

  const create = async (who: Person, body: Record<string, unknown>) =>
    api.post<View>('/api/certification/form-instances', body, { token: who.token });
  const listed = async (who: Person) =>
    (await api.get<{ id: string }[]>('/api/certification/form-instances', { token: who.token })).body.data.map((item) => item.id);
  const raw = (method: 'GET' | 'POST', url: string, who: Person | null, body?: Buffer) =>
    t.app.inject({
      method,
      url,
      headers: {
        'x-api-key': DEV_API_KEY,
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(body ? { 'content-type': 'image/png' } : {}),
      },
      ...(body ? { payload: body } : {}),
    });

  // The outside tester's calls, as they made them (no field added by the fix), so each fails on the code before it.
  it('an unrelated assessor neither lists, reads nor takes over an instance without an assessor', async () => {
    const open = (await create(people.asesiB, { form: 'asesmen-mandiri' })).body.data;
    const url = `/api/certification/form-instances/${open.id}`;
    expect(await listed(people.asesorB)).not.toContain(open.id);
    expect((await api.get(url, { token: people.asesorB.token })).status).toBe(404);
    expect((await api.put(`${url}/parts/asesor`, { data: { rekomendasi: 'Dapat dilanjutkan' } }, { token: people.asesorB.token })).status).toBe(404);
    const row = await t.db.selectFrom('form_instances').select('asesor_account_id').where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(row.asesor_account_id).toBeNull();
  });

  it('an unrelated assessor or LSP cannot open a form naming any account as the asesi and read their details', async () => {
    await create(people.asesiB, { form: 'asesmen-mandiri' });
    for (const caller of [people.asesorB, people.lspB]) {
      const prefill = await create(caller, { form: 'permohonan-sertifikasi', asesiAccountId: people.asesiB.accountId });
      expect(prefill.status).toBe(404);
      expect(JSON.stringify(prefill.body)).not.toContain(people.asesiB.email);
    }
  });

  it("the assessor's submit with a key the asesi used is written, not only acknowledged", async () => {
    const view = (await create(people.asesiA, { form: 'asesmen-mandiri', schemeId })).body.data;
    // The assignment, as the LSP or the asesi will have made it.
    await t.db.updateTable('form_instances').set({ asesor_account_id: people.asesorA.accountId }).where('id', '=', view.id).execute();
    const url = `/api/certification/form-instances/${view.id}`;
    const asesi = {
      unit: (view.data.asesi!.unit as { elemen: object[] }[]).map((unit) => ({
        ...unit,
        elemen: unit.elemen.map((e) => ({ ...e, jawaban: 'K', bukti: 'Portofolio' })),
      })),
    };
    const headers = { 'idempotency-key': 'k-1' };
    expect((await api.post(`${url}/parts/asesi/submit`, { data: asesi }, { token: people.asesiA.token, headers })).status).toBe(200);
    expect(
      (await api.post(`${url}/parts/asesor/submit`, { data: { rekomendasi: 'Dapat dilanjutkan' } }, { token: people.asesorA.token, headers })).status,
    ).toBe(200);
    const stored = await t.db.selectFrom('form_instances').select(['data', 'submitted_parts']).where('id', '=', view.id).executeTakeFirstOrThrow();
    expect(stored.data.asesor).toEqual({ rekomendasi: 'Dapat dilanjutkan' });
    expect(stored.submitted_parts).toHaveProperty('asesor');
  });

  it('evidence is not served without a token, nor to someone who does not reach the instance', async () => {
    const view = (await create(people.asesorA, { form: 'ceklis-verifikasi-portofolio' })).body.data;
    const stored = await raw('POST', `/api/certification/form-instances/${view.id}/evidence`, people.asesorA, PNG);
    expect(stored.statusCode).toBe(201);
    const url = stored.json<{ data: { url: string } }>().data.url;
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).not.toBe(200);
    expect(anonymous.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect((await raw('GET', url, people.asesorB)).statusCode).toBe(404);
    expect((await raw('GET', url, people.asesorA)).headers['cache-control']).toBe('private, no-store');
  });

  it('gives an assessor only the instances they were named on, and an LSP only its own asesi', async () => {
    const named = await create(people.asesiA, { form: 'asesmen-mandiri', schemeId, asesorEmail: people.asesorA.email });
    expect(named.status).toBe(201);
    expect(named.body.data.asesorAccountId).toBe(people.asesorA.accountId);
    const unnamed = (await create(people.asesiB, { form: 'asesmen-mandiri' })).body.data;
    const url = `/api/certification/form-instances/${named.body.data.id}`;

    expect((await api.get(url, { token: people.asesorA.token })).status).toBe(200);
    expect((await api.get(url, { token: people.lspA.token })).status).toBe(200);
    expect(await listed(people.asesorA)).toContain(named.body.data.id);

    for (const outsider of [people.asesorB, people.lspB, people.asesiB]) {
      expect((await api.get(url, { token: outsider.token })).status).toBe(404);
      expect((await api.get(`${url}/audit`, { token: outsider.token })).status).toBe(404);
      expect((await raw('GET', `${url}/pdf`, outsider)).statusCode).toBe(404);
      expect(await listed(outsider)).not.toContain(named.body.data.id);
    }
    // An instance with no assessor named yet belongs to no assessor: nobody lists it, reads it or takes it over.
    for (const assessor of [people.asesorA, people.asesorB]) {
      expect(await listed(assessor)).not.toContain(unnamed.id);
      expect((await api.get(`/api/certification/form-instances/${unnamed.id}`, { token: assessor.token })).status).toBe(404);
      const takeOver = await api.put(
        `/api/certification/form-instances/${unnamed.id}/parts/asesor`,
        { data: { rekomendasi: 'Dapat dilanjutkan' } },
        { token: assessor.token },
      );
      expect(takeOver.status).toBe(404);
    }
    expect((await api.put(`${url}/parts/asesor`, { data: { rekomendasi: 'Dapat dilanjutkan' } }, { token: people.asesorB.token })).status).toBe(404);
    expect(
      (await api.post(`${url}/parts/asesor/submit`, { data: { rekomendasi: 'Dapat dilanjutkan' } }, { token: people.asesorB.token })).status,
    ).toBe(404);
    expect((await api.post(`${url}/parts/asesor/sign`, { kind: 'typed', value: 'Asesor Lain' }, { token: people.asesorB.token })).status).toBe(404);
    const after = await t.db
      .selectFrom('form_instances')
      .select(['asesor_account_id', 'data'])
      .where('id', 'in', [named.body.data.id, unnamed.id])
      .orderBy('created_at')
      .execute();
    expect(after.map((row) => row.asesor_account_id)).toEqual([people.asesorA.accountId, null]);
    expect(after.every((row) => !('asesor' in row.data))).toBe(true);

    // The named assessor writes their part.
    expect((await api.put(`${url}/parts/asesor`, { data: { rekomendasi: 'Dapat dilanjutkan' } }, { token: people.asesorA.token })).status).toBe(200);
  });

  it('lets the LSP, or once the asesi who opened it, name the assessor later; only the named one reaches it', async () => {
    const view = (await create(people.asesiA, { form: 'asesmen-mandiri', schemeId })).body.data;
    const url = `/api/certification/form-instances/${view.id}`;
    const assign = (who: Person, email: string) =>
      api.put<View & { data: { konteks: { asesor: string } } }>(`${url}/assessor`, { asesorEmail: email }, { token: who.token });
    expect((await api.get(url, { token: people.asesorB.token })).status).toBe(404);
    expect((await assign(people.lspB, people.asesorB.email)).status).toBe(404);
    expect((await assign(people.asesorB, people.asesorB.email)).status).toBe(404);
    expect((await assign(people.asesiA, people.asesiB.email)).status).toBe(404);

    const named = await assign(people.asesiA, people.asesorB.email);
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({ asesorAccountId: people.asesorB.accountId, data: { konteks: { asesor: 'Asesor Lain' } } });
    expect((await api.get(url, { token: people.asesorB.token })).status).toBe(200);
    // Once named, only the LSP changes the assessor.
    expect((await assign(people.asesiA, people.asesorA.email)).status).toBe(403);
    expect((await assign(people.lspA, people.asesorA.email)).status).toBe(200);
    expect((await api.get(url, { token: people.asesorB.token })).status).toBe(404);
    expect((await api.put(`${url}/parts/asesor`, { data: { rekomendasi: 'Dapat dilanjutkan' } }, { token: people.asesorA.token })).status).toBe(200);
    const audit = await t.db.selectFrom('form_audit').select('action').where('instance_id', '=', view.id).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'assign', 'assign', 'save-draft']);
  });

  // Reaching an instance is not owning every part of it: these callers reach it (as creator, LSP or named assessor)
  // and are refused the parts that are someone else's, with the reason in their language.
  it('lets a caller who reaches an instance write only the parts that are theirs', async () => {
    const put = (who: Person, id: string, part: string, data: object = {}) =>
      api.put<View>(`/api/certification/form-instances/${id}/parts/${part}`, { data }, { token: who.token });

    // FR.APL.01 opened by asesi A on LSP A's scheme: the scheme's LSP writes the LSP's part without having created it.
    const application = (await create(people.asesiA, { form: 'permohonan-sertifikasi', schemeId })).body.data;
    expect((await put(people.lspA, application.id, 'adminLsp')).status).toBe(200);
    // A data correction names another asesi (one of its own, so the others keep no relation to the LSP): the creator
    // still reaches the instance, but the asesi's part is theirs now.
    const corrected = await stranger('Trainee', 'Asesi Koreksi');
    await t.db.updateTable('form_instances').set({ asesi_account_id: corrected.accountId }).where('id', '=', application.id).execute();
    const refused = await put(people.asesiA, application.id, 'asesi');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Bagian formulir ini diisi oleh pihak lain');
    expect((await put(corrected, application.id, 'asesi')).status).toBe(200);
    const unknown = await put(people.asesiA, application.id, 'bagian-lain');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Formulir tidak memiliki bagian tersebut']);

    // An LSP's own FR.APL.01 without a scheme (no scheme names its LSP): the creator writes the LSP's part.
    const own = (await create(people.lspB, { form: 'permohonan-sertifikasi' })).body.data;
    expect((await put(people.lspB, own.id, 'adminLsp')).status).toBe(200);
    expect((await put(people.lspA, own.id, 'adminLsp')).status).toBe(404);

    // FR.MAPA.01 the LSP opened naming assessor A: the named assessor writes the plan, the LSP (its creator) the
    // validation; the assessor's role has no validation part.
    const plan = (await create(people.lspA, { form: 'merencanakan-asesmen', schemeId, asesorEmail: people.asesorA.email })).body.data;
    expect((await put(people.asesorA, plan.id, 'asesor')).status).toBe(200);
    expect((await put(people.lspA, plan.id, 'validator')).status).toBe(200);
    expect((await put(people.asesorA, plan.id, 'validator')).status).toBe(403);
    expect((await put(people.lspA, plan.id, 'asesor')).status).toBe(403);
    // The assessor's side includes the third party's clarification (FR.IA.10) and the reviewer's part (FR.AK.06, the
    // assessor supervisor's role): the named assessor and the creating supervisor write them.
    const clarification = (await create(people.lspA, { form: 'klarifikasi-bukti-pihak-ketiga', schemeId, asesorEmail: people.asesorA.email })).body
      .data;
    expect((await put(people.asesorA, clarification.id, 'pihakKetiga')).status).toBe(200);
    const supervisor = await demo('Assessor SPV');
    const review = (await create(supervisor, { form: 'meninjau-proses-asesmen', schemeId })).body.data;
    expect((await put(supervisor, review.id, 'peninjau')).status).toBe(200);
    expect((await put(people.asesorA, review.id, 'peninjau')).status).toBe(404);
    const audit = await t.db
      .selectFrom('form_audit')
      .select(['part_key', 'account_id'])
      .where('action', '=', 'save-draft')
      .where('instance_id', 'in', [application.id, own.id, plan.id])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { part_key: 'adminLsp', account_id: people.lspA.accountId },
      { part_key: 'asesi', account_id: corrected.accountId },
      { part_key: 'adminLsp', account_id: people.lspB.accountId },
      { part_key: 'asesor', account_id: people.asesorA.accountId },
      { part_key: 'validator', account_id: people.lspA.accountId },
    ]);
  });

  it('refuses to name an asesi or an assessor the caller has no relation to, without disclosing them', async () => {
    expect((await create(people.asesiA, { form: 'asesmen-mandiri', schemeId, asesorEmail: people.asesiB.email })).status).toBe(404);
    expect((await create(people.asesiA, { form: 'asesmen-mandiri', schemeId, asesorEmail: 'nobody@example.id' })).status).toBe(404);
    // asesi B applied nowhere: no assessor or LSP has any relation to them.
    await create(people.asesiB, { form: 'asesmen-mandiri' });
    for (const caller of [people.asesorA, people.asesorB, people.lspA, people.lspB]) {
      const prefill = await create(caller, { form: 'permohonan-sertifikasi', schemeId, asesiAccountId: people.asesiB.accountId });
      expect(prefill.status).toBe(404);
      expect(JSON.stringify(prefill.body)).not.toContain(people.asesiB.email);
      expect(JSON.stringify(prefill.body)).not.toContain('Asesi Lain');
    }
    // asesi A applied on LSP A's scheme with assessor A: those two may prefill A's data, the others may not.
    await create(people.asesiA, { form: 'asesmen-mandiri', schemeId, asesorEmail: people.asesorA.email });
    for (const caller of [people.asesorB, people.lspB]) {
      const prefill = await create(caller, { form: 'permohonan-sertifikasi', schemeId, asesiAccountId: people.asesiA.accountId });
      expect(prefill.status).toBe(404);
      expect(JSON.stringify(prefill.body)).not.toContain(people.asesiA.email);
    }
    for (const caller of [people.asesorA, people.lspA]) {
      const prefill = await create(caller, { form: 'permohonan-sertifikasi', schemeId, asesiAccountId: people.asesiA.accountId });
      expect(prefill.status).toBe(201);
      expect((prefill.body.data.data.asesi as { dataPribadi: object }).dataPribadi).toMatchObject({ email: people.asesiA.email });
    }
  });

  it('keeps an idempotency key per instance, part and person: the same key of another person is a new submit', async () => {
    const view = (await create(people.asesiA, { form: 'asesmen-mandiri', schemeId, asesorEmail: people.asesorA.email })).body.data;
    const url = `/api/certification/form-instances/${view.id}`;
    const asesi = {
      unit: (view.data.asesi!.unit as { elemen: object[] }[]).map((unit) => ({
        ...unit,
        elemen: unit.elemen.map((e) => ({ ...e, jawaban: 'K', bukti: 'Portofolio' })),
      })),
    };
    const headers = { 'idempotency-key': 'shared-key' };
    expect((await api.post(`${url}/parts/asesi/submit`, { data: asesi }, { token: people.asesiA.token, headers })).status).toBe(200);
    const review = await api.post<View>(
      `${url}/parts/asesor/submit`,
      { data: { rekomendasi: 'Dapat dilanjutkan' } },
      { token: people.asesorA.token, headers },
    );
    expect(review.status).toBe(200);
    expect(review.body.data.submittedParts).toHaveProperty('asesor');
    expect(review.body.data.data.asesor).toEqual({ rekomendasi: 'Dapat dilanjutkan' });
    // A replay of the assessor's own key answers the same and writes nothing more.
    const replay = await api.post<View>(
      `${url}/parts/asesor/submit`,
      { data: { rekomendasi: 'Tidak dapat dilanjutkan' } },
      { token: people.asesorA.token, headers },
    );
    expect(replay.status).toBe(200);
    expect(replay.body.data.data.asesor).toEqual({ rekomendasi: 'Dapat dilanjutkan' });
    const submits = await t.db
      .selectFrom('form_audit')
      .select(['part_key', 'account_id'])
      .where('instance_id', '=', view.id)
      .where('action', '=', 'submit')
      .orderBy('id')
      .execute();
    expect(submits).toEqual([
      { part_key: 'asesi', account_id: people.asesiA.accountId },
      { part_key: 'asesor', account_id: people.asesorA.accountId },
    ]);
  });

  it('keeps evidence private: served only through the scoped route, never at /uploads', async () => {
    const view = (await create(people.asesiA, { form: 'asesmen-mandiri', schemeId, asesorEmail: people.asesorA.email })).body.data;
    const stored = await raw('POST', `/api/certification/form-instances/${view.id}/evidence`, people.asesiA, PNG);
    expect(stored.statusCode).toBe(201);
    const url = stored.json<{ data: { url: string } }>().data.url;
    expect(url).toMatch(new RegExp(`^/api/certification/form-instances/${view.id}/evidence/[0-9a-f-]{36}$`));
    const row = await t.db
      .selectFrom('form_evidence')
      .innerJoin('uploads', 'uploads.name', 'form_evidence.upload_name')
      .select(['uploads.name', 'uploads.private'])
      .where('form_evidence.instance_id', '=', view.id)
      .executeTakeFirstOrThrow();
    expect(row.private).toBe(true);
    // Its folder keeps it off the public route (a name with a slash matches no /uploads/:name).
    expect((await raw('GET', `/uploads/${row.name}`, null)).statusCode).not.toBe(200);
    expect((await raw('GET', `/uploads/${encodeURIComponent(row.name)}`, null)).statusCode).toBe(404);
    expect((await raw('GET', `/uploads/${row.name.split('/').pop()}`, null)).statusCode).toBe(404);

    for (const reader of [people.asesiA, people.asesorA, people.lspA]) {
      const file = await raw('GET', url, reader);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['content-type']).toBe('image/png');
      // Re-encoded by the upload pipeline: the same image, not the same bytes.
      const image = await sharp(file.rawPayload).metadata();
      expect([image.format, image.width, image.height]).toEqual(['png', 1, 1]);
    }
    for (const outsider of [people.asesorB, people.lspB, people.asesiB]) {
      expect((await raw('GET', url, outsider)).statusCode).toBe(404);
      expect((await raw('POST', `/api/certification/form-instances/${view.id}/evidence`, outsider, PNG)).statusCode).toBe(404);
    }
    expect((await raw('GET', url, null)).statusCode).toBe(401);
    // Another instance's id with this evidence's id: not found.
    const other = (await create(people.asesiA, { form: 'asesmen-mandiri', schemeId })).body.data;
    expect((await raw('GET', url.replace(view.id, other.id), people.asesiA)).statusCode).toBe(404);
  });

  it('moves evidence stored before the fix off its public name (migration 0011), leaving profile photos public', async () => {
    const view = (await create(people.asesiA, { form: 'asesmen-mandiri', schemeId, asesorEmail: people.asesorA.email })).body.data;
    const dir = uploadsDir(t.config);
    const legacy = `${randomBytes(24).toString('base64url')}.png`;
    const photo = `${randomBytes(24).toString('base64url')}.png`;
    await mkdir(dir, { recursive: true });
    for (const name of [legacy, photo]) {
      await writeFile(path.join(dir, name), PNG);
      await t.db
        .insertInto('uploads')
        .values({ name, account_id: people.asesiA.accountId, content_type: 'image/png', size_bytes: PNG.length })
        .execute();
    }
    await t.db
      .updateTable('accounts')
      .set({ photo: `/uploads/${photo}` })
      .where('id', '=', people.asesiB.accountId)
      .execute();
    const data = { ...view.data, asesi: { ...view.data.asesi, bukti: `/uploads/${legacy}`, foto: `/uploads/${photo}` } };
    await t.db
      .updateTable('form_instances')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', view.id)
      .execute();
    expect((await raw('GET', `/uploads/${legacy}`, null)).statusCode).toBe(200);

    const migration = readFileSync(path.join(import.meta.dirname, '../../server/src/db/migrations/0011_form_access.sql'), 'utf8');
    const legacyPart = migration.slice(migration.indexOf('-- Evidence uploaded before'), migration.indexOf('-- A submit'));
    await sql.raw(legacyPart).execute(t.db);

    expect((await raw('GET', `/uploads/${legacy}`, null)).statusCode).toBe(404);
    expect((await raw('GET', `/uploads/${photo}`, null)).statusCode).toBe(200);
    const after = (await api.get<View>(`/api/certification/form-instances/${view.id}`, { token: people.asesiA.token })).body.data;
    const link = after.data.asesi!.bukti as string;
    expect(link).toMatch(new RegExp(`^/api/certification/form-instances/${view.id}/evidence/[0-9a-f-]{36}$`));
    expect(after.data.asesi!.foto).toBe(`/uploads/${photo}`);
    const file = await raw('GET', link, people.asesiA);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await raw('GET', link, people.asesorB)).statusCode).toBe(404);
  });
});
