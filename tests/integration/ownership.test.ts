import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCartBody } from '@core/cart/model';
import type { ProgramPage } from '@core/catalogue/contract';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { RoleName } from '@core/rules/roles';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import type { Policy } from '../../server/src/platform/policy';
import { describeOnDatabase } from './support/databases';
import { demoTokens, personWithRole, PRINCIPALS, UNLIMITED_RATES, type PrincipalName } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * DESIGN 4 and 4a: rows are scoped to their owner, and another person's row answers 404 (never 200 with its
 * data, never a 403 that tells it exists). Each kind of owned object that exists today is made by one person
 * through the API, then read, changed and deleted by every other principal: nobody, and one account of each of
 * the 13 roles (the same role as the owner included). The expected answer of a principal the route's policy
 * refuses is the gate's (401 or 403); of one it lets in, 404. The owner's object is checked unchanged after.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface Person {
  email: string;
  accountId: string;
  token: string;
  fullname: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Attempt {
  /** The route as registered (its policy decides the gate's answer). */
  route: [Method, string];
  /** The URL called, with the owner's ids. */
  url: string;
  body?: unknown;
  raw?: { payload: Buffer; type: string };
}

describeOnDatabase("ownership: another person's objects answer 404", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let dataDir: string;
  const tokens = new Map<PrincipalName, string>();
  let owner: Person;
  let ownerAssessor: Person;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-ownership-'));
    t = await createTestApp(kind, { ...UNLIMITED_RATES, DATA_DIR: dataDir });
    api = client(t.app);
    await seedCatalogue(t.db);
    for (const [role, set] of await demoTokens(t)) tokens.set(role, set.token);
    await seedSchemes(t.db);
    adminToken = tokens.get('Admin')!;
    const made = await personWithRole(t, 'Trainee', 'pemilik');
    owner = { email: made.email, accountId: made.accountId, token: made.tokens.token, fullname: 'Orang pemilik' };
    const assessor = await personWithRole(t, 'Assessor', 'asesorpemilik');
    ownerAssessor = { email: assessor.email, accountId: assessor.accountId, token: assessor.tokens.token, fullname: 'Orang asesorpemilik' };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const policyOf = (method: Method, url: string): Policy | undefined =>
    t.app.routePolicies.find((route) => route.method === method && route.url === url)?.policy;

  /** What another principal must get: the gate's answer when the policy refuses them, else 404. */
  function expectedFor(principal: PrincipalName, [method, url]: [Method, string]): number {
    const policy = policyOf(method, url);
    const known = policy === 'public' || policy === 'authenticated' || (Array.isArray(policy) && policy.length > 0);
    expect(known, `${method} ${url} is a registered route with a policy (${JSON.stringify(policy)})`).toBe(true);
    if (policy === 'public') return 404;
    if (principal === 'anonymous') return 401;
    if (policy === 'authenticated' || (Array.isArray(policy) && policy.includes(principal as RoleName))) return 404;
    return 403;
  }

  async function call(principal: PrincipalName | Person, attempt: Pick<Attempt, 'url' | 'body' | 'raw'> & { method: Method }) {
    const token = typeof principal === 'string' ? tokens.get(principal) : principal.token;
    const headers: Record<string, string> = { 'x-api-key': DEV_API_KEY, 'accept-language': 'en', 'idempotency-key': randomUUID() };
    if (token) headers.authorization = `Bearer ${token}`;
    if (attempt.raw) headers['content-type'] = attempt.raw.type;
    const payload = attempt.raw ? attempt.raw.payload : attempt.body === undefined ? undefined : JSON.stringify(attempt.body);
    if (!attempt.raw && payload !== undefined) headers['content-type'] = 'application/json';
    const response = await t.app.inject({ method: attempt.method, url: attempt.url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, text: response.body };
  }

  /**
   * Every principal but the owner makes every attempt; the answers that differ from the expected ones, or that
   * carry the owner's data (their e-mail, name or the object's id), are returned as readable lines.
   */
  async function crossAll(attempts: Attempt[], secrets: string[], except: PrincipalName[] = []): Promise<string[]> {
    const wrong: string[] = [];
    for (const principal of PRINCIPALS.filter((p) => !except.includes(p))) {
      for (const attempt of attempts) {
        const expected = expectedFor(principal, attempt.route);
        const { status, text } = await call(principal, { method: attempt.route[0], url: attempt.url, body: attempt.body, raw: attempt.raw });
        if (status !== expected)
          wrong.push(`${attempt.route[0]} ${attempt.url} as ${principal}: ${status}, expected ${expected} (${text.slice(0, 120)})`);
        const leaked = secrets.filter((secret) => text.includes(secret));
        if (status < 300 && leaked.length)
          wrong.push(`${attempt.route[0]} ${attempt.url} as ${principal}: ${status} with the owner's ${leaked.join(', ')}`);
      }
    }
    return wrong;
  }

  /** Lists a principal may read: the owner's object must not be in them. */
  async function listsLeak(url: string, secret: string, except: PrincipalName[] = []): Promise<string[]> {
    const leaks: string[] = [];
    for (const principal of PRINCIPALS.filter((p) => p !== 'anonymous' && !except.includes(p))) {
      const { status, text } = await call(principal, { method: 'GET', url });
      if (status < 300 && text.includes(secret)) leaks.push(`GET ${url} as ${principal} lists ${secret}`);
    }
    return leaks;
  }

  const courseAt = async (index: number) => {
    const { items } = (await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=5&pageSize=100')).body.data;
    return items[index % items.length]!;
  };

  it("cart rows: nobody else lists, deletes or checks out the owner's cart row", async () => {
    const course = await courseAt(0);
    const added = await api.post<{ id: string }>('/api/main/order-cart', addToCartBody(5, course.id), { token: owner.token });
    expect(added.status).toBe(201);
    const cartId = added.body.data.id;
    const wrong = await crossAll(
      [
        { route: ['DELETE', '/api/main/order-cart/:cartId'], url: `/api/main/order-cart/${cartId}` },
        // Checking out someone else's cart row: its id named in one's own order.
        { route: ['POST', '/api/main/order'], url: '/api/main/order', body: { provider: 'sandbox', cartIds: [cartId] } },
      ],
      [owner.email, cartId],
    );
    wrong.push(...(await listsLeak('/api/main/order-cart', cartId)));
    expect(wrong).toEqual([]);
    const mine = await api.get<{ id: string }[]>('/api/main/order-cart', { token: owner.token });
    expect(mine.body.data.map((row) => row.id)).toContain(cartId);
  });

  it("orders and payment proofs: nobody else reads, cancels, pays, sends a proof to or downloads one of the owner's order", async () => {
    const course = await courseAt(1);
    const created = await api.post<{ id: string }>(
      '/api/main/order',
      { provider: 'manual-transfer', program: { enrollmentType: 5, programId: course.id } },
      { token: owner.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(created.status).toBe(201);
    const orderId = created.body.data.id;
    const proof = await call(owner, { method: 'POST', url: `/api/main/order/${orderId}/payment-proof`, raw: { payload: PNG, type: 'image/png' } });
    expect(proof.status).toBe(201);
    const proofId = (JSON.parse(proof.text) as { data: { id: string } }).data.id;
    // Another trainee's own order, to try the owner's proof under it.
    const theirs = await api.post<{ id: string }>(
      '/api/main/order',
      { provider: 'manual-transfer', program: { enrollmentType: 5, programId: (await courseAt(2)).id } },
      { token: tokens.get('Trainee'), headers: { 'idempotency-key': randomUUID() } },
    );
    expect(theirs.status).toBe(201);

    const wrong = await crossAll(
      [
        { route: ['GET', '/api/main/order/:id'], url: `/api/main/order/${orderId}` },
        { route: ['GET', '/api/main/order/:id/invoice'], url: `/api/main/order/${orderId}/invoice` },
        { route: ['GET', '/api/main/order/:id/payment-proof/:proofId'], url: `/api/main/order/${orderId}/payment-proof/${proofId}` },
        {
          route: ['POST', '/api/main/order/:id/payment-proof'],
          url: `/api/main/order/${orderId}/payment-proof`,
          raw: { payload: PNG, type: 'image/png' },
        },
        { route: ['POST', '/api/main/order/:id/sandbox-payment'], url: `/api/main/order/${orderId}/sandbox-payment`, body: { outcome: 'paid' } },
        { route: ['POST', '/api/main/order/:id/cancel'], url: `/api/main/order/${orderId}/cancel` },
      ],
      [owner.email, owner.fullname, proofId],
    );
    // The owner's proof named under the other trainee's own order.
    const crossed = await call('Trainee', { method: 'GET', url: `/api/main/order/${theirs.body.data.id}/payment-proof/${proofId}` });
    if (crossed.status !== 404) wrong.push(`GET the owner's proof under another order: ${crossed.status}, expected 404`);
    wrong.push(...(await listsLeak('/api/main/order', orderId)));
    wrong.push(...(await listsLeak('/api/main/my-programs', orderId)));
    expect(wrong).toEqual([]);
    const after = await api.get<{ state: string }>(`/api/main/order/${orderId}`, { token: owner.token });
    expect(after.body.data.state).toBe('awaiting-payment');
    // The operator's console reaches it (that is its job), through its own routes only.
    expect((await api.get(`/api/main/admin-orders/${orderId}`, { token: adminToken })).status).toBe(200);
  });

  it("notifications: nobody else marks read or lists the owner's notification", async () => {
    const title = `Pesan pribadi ${randomUUID()}`;
    const sent = await api.post(
      '/api/cm/notification/send',
      { audience: 'user', email: owner.email, title: { id: title, en: title }, body: { id: 'Isi', en: 'Body' } },
      { token: adminToken },
    );
    expect(sent.status).toBe(201);
    const list = await api.get<{ items: { id: string; read: boolean; title: { id: string } }[] }>('/api/cm/notification/list?pageSize=50', {
      token: owner.token,
    });
    const mine = list.body.data.items.find((item) => item.title.id === title);
    expect(mine).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), read: false, title: { id: title, en: title } });
    const wrong = await crossAll([{ route: ['POST', '/api/cm/notification/:id/read'], url: `/api/cm/notification/${mine!.id}/read` }], [title]);
    wrong.push(...(await listsLeak('/api/cm/notification/list?pageSize=100', mine!.id)));
    expect(wrong).toEqual([]);
    const again = await api.get<{ items: { id: string; read: boolean }[] }>('/api/cm/notification/list?pageSize=50', { token: owner.token });
    expect(again.body.data.items.find((item) => item.id === mine!.id)?.read).toBe(false);
  });

  it("profile and photo: every caller reads and changes only their own; the owner's stay as they were", async () => {
    const photo = await call(owner, { method: 'POST', url: '/api/cm/account-user/photo', raw: { payload: PNG, type: 'image/png' } });
    expect(photo.status).toBeLessThan(300);
    const before = await api.get<{ fullname: string; email: string }>('/api/cm/account-user/profile', { token: owner.token });
    expect(before.status).toBe(200);
    const wrong: string[] = [];
    for (const principal of PRINCIPALS.filter((p) => p !== 'anonymous')) {
      const read = await call(principal, { method: 'GET', url: '/api/cm/account-user/profile' });
      if (read.text.includes(owner.email)) wrong.push(`GET profile as ${principal} shows the owner's e-mail`);
      const changed = await call(principal, { method: 'PUT', url: '/api/cm/account-user/profile', body: { fullname: `Bukan pemilik ${principal}` } });
      if (changed.status !== 200) wrong.push(`PUT own profile as ${principal}: ${changed.status}`);
      const legacy = await call(principal, { method: 'GET', url: '/api/cm/account-user/get-profile' });
      if (legacy.text.includes(owner.email)) wrong.push(`GET get-profile as ${principal} shows the owner's e-mail`);
    }
    expect(wrong).toEqual([]);
    const after = await api.get<{ fullname: string; email: string }>('/api/cm/account-user/profile', { token: owner.token });
    expect(after.body.data).toEqual(before.body.data);
  });

  it("alternate accounts: nobody else finds, creates or switches to the owner's alternate account", async () => {
    const mine = { uid: owner.accountId, email: owner.email };
    const registered = await api.post<{ userId: string }>('/api/cm/account-user/register-alternate-account', mine, { token: owner.token });
    expect(registered.status).toBe(201);
    const alternateId = registered.body.data.userId;
    const wrong = await crossAll(
      [
        { route: ['POST', '/api/cm/account-user/get-alternate-account'], url: '/api/cm/account-user/get-alternate-account', body: mine },
        { route: ['POST', '/api/cm/account-user/register-alternate-account'], url: '/api/cm/account-user/register-alternate-account', body: mine },
        { route: ['POST', '/api/cm/account-user/switch-alternate-account'], url: '/api/cm/account-user/switch-alternate-account', body: mine },
      ],
      [alternateId, owner.email],
    );
    expect(wrong).toEqual([]);
    const found = await api.post<{ userId: string }>('/api/cm/account-user/get-alternate-account', mine, { token: owner.token });
    expect(found.body.data.userId).toBe(alternateId);
  });

  type View = { id: string; version: number };
  /** Every call on an instance; the part calls for each of its parts (nobody takes over an unfilled side either). */
  const instanceAttempts = (id: string, parts: string[]): Attempt[] => [
    ...parts.flatMap((part) => partAttempts(id, part)),
    // Naming an assessor (oneself) on somebody else's instance is taking it over.
    {
      route: ['PUT', '/api/certification/form-instances/:id/assessor'],
      url: `/api/certification/form-instances/${id}/assessor`,
      body: { asesorEmail: 'assessor@demo.local' },
    },
    { route: ['GET', '/api/certification/form-instances/:id'], url: `/api/certification/form-instances/${id}` },
    { route: ['GET', '/api/certification/form-instances/:id/audit'], url: `/api/certification/form-instances/${id}/audit` },
    { route: ['GET', '/api/certification/form-instances/:id/pdf'], url: `/api/certification/form-instances/${id}/pdf` },
    {
      route: ['POST', '/api/certification/form-instances/:id/evidence'],
      url: `/api/certification/form-instances/${id}/evidence`,
      raw: { payload: PNG, type: 'image/png' },
    },
  ];
  const partAttempts = (id: string, part: string): Attempt[] => [
    {
      route: ['PUT', '/api/certification/form-instances/:id/parts/:part'],
      url: `/api/certification/form-instances/${id}/parts/${part}`,
      body: { data: {} },
    },
    {
      route: ['POST', '/api/certification/form-instances/:id/parts/:part/submit'],
      url: `/api/certification/form-instances/${id}/parts/${part}/submit`,
      body: { data: {} },
    },
    {
      route: ['POST', '/api/certification/form-instances/:id/parts/:part/sign'],
      url: `/api/certification/form-instances/${id}/parts/${part}/sign`,
      body: { kind: 'typed', value: 'Bukan Pemilik' },
    },
  ];

  it('form instances of an asesi: unrelated assessors, LSPs and asesi get 404 reading, changing, signing, exporting or adding evidence', async () => {
    const created = await api.post<View>('/api/certification/form-instances', { form: 'asesmen-mandiri' }, { token: owner.token });
    expect(created.status).toBe(201);
    const { id, version } = created.body.data;
    const evidence = await call(owner, {
      method: 'POST',
      url: `/api/certification/form-instances/${id}/evidence`,
      raw: { payload: PNG, type: 'image/png' },
    });
    expect(evidence.status).toBe(201);
    const evidenceUrl = (JSON.parse(evidence.text) as { data: { url: string } }).data.url;
    const wrong = await crossAll(
      [
        ...instanceAttempts(id, ['asesi', 'asesor']),
        { route: ['GET', '/api/certification/form-instances/:id/evidence/:evidenceId'], url: evidenceUrl },
      ],
      [id, owner.email, owner.fullname],
    );
    wrong.push(...(await listsLeak('/api/certification/form-instances', id)));
    expect(wrong).toEqual([]);
    const after = await api.get<View>(`/api/certification/form-instances/${id}`, { token: owner.token });
    expect(after.body.data.version).toBe(version);
  });

  it('form instances of an assessor: unrelated assessors, LSPs and asesi get 404 reading, changing, signing, exporting or adding evidence', async () => {
    const created = await api.post<View>('/api/certification/form-instances', { form: 'ceklis-observasi' }, { token: ownerAssessor.token });
    expect(created.status).toBe(201);
    const { id, version } = created.body.data;
    const wrong = await crossAll(instanceAttempts(id, ['asesor', 'asesi']), [id, ownerAssessor.email, ownerAssessor.fullname]);
    wrong.push(...(await listsLeak('/api/certification/form-instances', id)));
    expect(wrong).toEqual([]);
    const after = await api.get<View>(`/api/certification/form-instances/${id}`, { token: ownerAssessor.token });
    expect(after.body.data.version).toBe(version);
  });

  it("prefill: an unrelated assessor or LSP cannot start a form prefilled with another person's data, and an asesi only with their own", async () => {
    const wrong: string[] = [];
    for (const principal of ['Assessor', 'Assessor SPV', 'LSP', 'Trainee', 'Trainee Staff', 'Job Seeker'] as const) {
      const response = await call(principal, {
        method: 'POST',
        url: '/api/certification/form-instances',
        body: { form: 'permohonan-sertifikasi', asesiAccountId: owner.accountId },
      });
      const leaks = [owner.email, owner.fullname, owner.accountId].filter((secret) => response.text.includes(secret));
      const asesiSide = principal === 'Trainee' || principal === 'Trainee Staff' || principal === 'Job Seeker';
      // An asesi's own form is theirs whatever the body names; anybody else unrelated to the person gets 404.
      if (!asesiSide && response.status !== 404) wrong.push(`POST form-instances for the owner as ${principal}: ${response.status}, expected 404`);
      if (response.status < 300 && leaks.length)
        wrong.push(`POST form-instances for the owner as ${principal}: ${response.status} with the owner's ${leaks.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('private files (payment proofs, evidence) are never served at the public /uploads/<name>, to anybody', async () => {
    const rows = await t.db.selectFrom('uploads').select(['name', 'private']).where('private', '=', true).execute();
    const wrong: string[] = [];
    for (const { name } of rows) {
      // Private names live in their own folders (proofs/…, evidence/…): as a path, and as one escaped segment.
      for (const url of [`/uploads/${name}`, `/uploads/${encodeURIComponent(name)}`, `/uploads/..%2F${encodeURIComponent(name)}`]) {
        for (const principal of PRINCIPALS) {
          const { status, text } = await call(principal, { method: 'GET', url });
          // Not served: a 404 from the uploads route, or the site's page for an unknown path (503 here: no build).
          if (status < 400 || text.includes('PNG')) wrong.push(`GET ${url} (private) as ${principal}: ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // The earlier tests stored at least the owner's payment proof and evidence privately.
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
