import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { confirmedUser } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

describeOnDatabase('gateway platform', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('declares a policy on every registered route', () => {
    const routes = t.app.routePolicies;
    expect(routes.length).toBeGreaterThan(10);
    const withoutPolicy = routes.filter((route) => route.policy === undefined).map((route) => `${route.method} ${route.url}`);
    expect(withoutPolicy).toEqual([]);
    const policyOf = (method: string, url: string) => routes.find((route) => route.method === method && route.url === url)?.policy;
    expect(policyOf('GET', '/api/cm/account-user/get-profile')).toBe('authenticated');
    expect(policyOf('POST', '/api/cm/account-user/login')).toBe('public');
    expect(policyOf('POST', '/api/cm/account-user/switch-alternate-account')).toEqual(['Trainee', 'Trainee Staff', 'Job Seeker']);
  });

  it('refuses API calls without the right client API key with 403 and a clear message', async () => {
    const missing = await api.post('/api/cm/account-user/login', { email: 'a@b.co', password: 'x' }, { apiKey: null, lang: 'en' });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe('A valid client API key (x-api-key header) is required');
    const wrong = await api.get('/api/cm/account-user/get-profile', { apiKey: 'guess' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('Diperlukan kunci API klien yang valid (header x-api-key)');
  });

  it('answers GET /healthz with 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await api.get('/api/cm/nothing-here', { lang: 'en' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'Route GET /api/cm/nothing-here not found',
      data: null,
      requestId: expect.any(String),
    });
  });

  it('gives 4xx, never 5xx, for bad JSON, wrong types, unknown fields, wrong media types and oversize bodies', async () => {
    const usersBefore = await t.db.selectFrom('users').select('id').execute();
    const send = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/cm/account-user/register',
        headers: { 'x-api-key': t.config.apiKey, 'content-type': contentType, 'accept-language': 'en' },
        payload,
      });
    const badJson = await send('{"email": "a@b.co",');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('The request body is not valid JSON');

    const wrongTypes = await send(JSON.stringify({ email: 42, password: ['x'], fullname: { a: 1 } }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().message).toMatch(/^The request is not valid: email: must be of type string/);

    const missing = await send(JSON.stringify({ email: 'a@b.co' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password', 'This field is required');

    const unknownField = await send(JSON.stringify({ email: 'a@b.co', password: 'Abcdef1#', fullname: 'A', role: 'Admin' }));
    expect(unknownField.statusCode).toBe(400);

    const notJson = await send('email=a@b.co', 'text/plain');
    expect(notJson.statusCode).toBe(415);

    const huge = await send(JSON.stringify({ email: 'a@b.co', password: 'Abcdef1#', fullname: 'x'.repeat(300_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request body is too large');

    const emptyBody = await send('');
    expect(emptyBody.statusCode).toBe(400);

    const nullJson = await send('null');
    expect(nullJson.statusCode).toBe(400);

    const tokenAsNumber = await api.post('/api/cm/account-user/refresh-token', { accessToken: 1, refreshToken: true });
    expect(tokenAsNumber.status).toBe(400);

    expect(await t.db.selectFrom('users').select('id').execute()).toEqual(usersBefore);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a route that declares no policy (fail closed)', async () => {
    const { tokens } = await confirmedUser(api);
    // A second gateway on the same database, with one route added that declares nothing.
    const app = await buildApp({ config: t.config, db: t.db });
    app.get('/api/cm/undeclared', async () => ({ leaked: true }));
    await app.ready();
    const response = await app.inject({
      method: 'GET',
      url: '/api/cm/undeclared',
      headers: { 'x-api-key': t.config.apiKey, authorization: `Bearer ${tokens.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(app.routePolicies.find((route) => route.url === '/api/cm/undeclared')?.policy).toBeUndefined();
    await app.close();
  });
});
