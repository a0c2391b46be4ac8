import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import { confirmedUser, PASSWORD, uniqueEmail } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * ASVS 2.4.1 and 6.3.1: the client address is taken from X-Forwarded-For only when the request
 * comes from a trusted proxy; guessing someone's password from elsewhere does not lock them out; anonymous company
 * requests and the hub's negotiate have limits; a 429 says when to try again in the caller's language.
 */
const companyRequest = {
  company: { name: 'PT Sinar Logistik', industry: 'Logistik' },
  contact: { name: 'Wahyu Pratama', email: 'wahyu@sinarlogistik.co.id', phone: '+62 812 3456 7890', position: 'HR Manager' },
  wanted: 'Manajemen gudang dan inventori',
  participants: 25,
  period: { start: '2027-02-01', end: '2027-04-30' },
};

describeOnDatabase('rate limits', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      RATE_LIMIT_LOGIN_PER_IP: '12',
      RATE_LIMIT_LOGIN_PER_EMAIL: '15',
      RATE_LIMIT_LOGIN_FREE_FAILURES: '5',
      RATE_LIMIT_COMPANY_REQUESTS_PER_IP: '2',
      RATE_LIMIT_ACCOUNT_PER_IP: '1000',
      HUB_NEGOTIATE_PER_ACCOUNT: '3',
      HUB_MAX_CONNECTIONS_PER_ACCOUNT: '2',
    });
    api = client(t.app);
  });
  afterAll(() => t.close());

  /** A call from a given client address (light-my-request's remoteAddress), optionally with extra headers. */
  const from = async (address: string, method: 'POST', url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method,
      url,
      remoteAddress: address,
      headers: { 'x-api-key': DEV_API_KEY, ...headers },
      payload: body as object,
    });
    return { status: response.statusCode, headers: response.headers, body: response.json<{ message: string }>() };
  };
  const loginFrom = (address: string, email: string, password: string, headers: Record<string, string> = {}) =>
    from(address, 'POST', '/api/cm/account-user/login', { email, password }, headers);

  it('five wrong passwords from another address do not lock the owner out', async () => {
    const { email } = await confirmedUser(api);
    const attacker = '203.0.113.66';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) answers.push((await loginFrom(attacker, email, 'Salah#Sandi1')).status);
    // Five free failures, then the pair must wait (5 s, 10 s, 20 s ...): the quick tries after the fifth are refused.
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual([429, 429, 429]);
    expect((await loginFrom(attacker, email, PASSWORD)).status).toBe(429);
    // The owner, from their own address, at once.
    expect((await loginFrom('198.51.100.7', email, PASSWORD)).status).toBe(200);
  });

  it("a success clears the failures of the owner's own address", async () => {
    const { email } = await confirmedUser(api);
    const owner = '198.51.100.8';
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await loginFrom(owner, email, 'Salah#Sandi1')).status).toBe(401);
    expect((await loginFrom(owner, email, PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await loginFrom(owner, email, 'Salah#Sandi1')).status).toBe(401);
  });

  it('limits one address across many e-mails, and a spoofed X-Forwarded-For does not help without a trusted proxy', async () => {
    const address = '203.0.113.9';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      // A different e-mail and a different forged client address every time.
      statuses.push((await loginFrom(address, uniqueEmail('spray'), 'Salah#Sandi1', { 'x-forwarded-for': `10.9.${attempt}.1` })).status);
    }
    expect(statuses.slice(0, 12).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it('caps attempts per e-mail from all addresses together (distributed guessing)', async () => {
    const { email } = await confirmedUser(api);
    // confirmedUser logged in once; 14 more from 14 addresses reach the ceiling of 15, the next is refused anywhere.
    for (let attempt = 0; attempt < 14; attempt += 1) expect((await loginFrom(`192.0.2.${attempt + 1}`, email, 'Salah#Sandi1')).status).toBe(401);
    const refused = await loginFrom('192.0.2.200', email, PASSWORD);
    expect(refused.status).toBe(429);
  });

  it("says in the caller's language when to try again, matching Retry-After", async () => {
    const { email } = await confirmedUser(api);
    const address = '203.0.113.77';
    for (let attempt = 0; attempt < 5; attempt += 1) await loginFrom(address, email, 'Salah#Sandi1');
    const indonesian = await loginFrom(address, email, 'Salah#Sandi1', { 'accept-language': 'id' });
    const english = await loginFrom(address, email, 'Salah#Sandi1', { 'accept-language': 'en' });
    for (const [answer, pattern] of [
      [indonesian, /^Terlalu banyak percobaan\. Coba lagi dalam (\d+) detik$/],
      [english, /^Too many attempts\. Try again in (\d+) seconds$/],
    ] as const) {
      expect(answer.status).toBe(429);
      // The fifth failure set the first wait, 5 s, less the moment the calls since took: 5 s, or 4 s on a slow machine.
      const seconds = pattern.exec(answer.body.message)?.[1];
      expect(seconds, answer.body.message).toMatch(/^[1-5]$/);
      expect(answer.headers['retry-after']).toBe(seconds);
    }
  });

  it('limits anonymous company requests per address (each one notifies the operator)', async () => {
    const address = '203.0.113.120';
    expect((await from(address, 'POST', '/api/main/public-site/request-link-and-match', companyRequest)).status).toBe(201);
    expect((await from(address, 'POST', '/api/main/public-site/request-learning-industrial', companyRequest)).status).toBe(201);
    const refused = await from(address, 'POST', '/api/main/public-site/request-link-and-match', companyRequest, { 'accept-language': 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect((await from('203.0.113.121', 'POST', '/api/main/public-site/request-link-and-match', companyRequest)).status).toBe(201);
  });

  const negotiate = (token: string) =>
    from('127.0.0.1', 'POST', '/api/cm/notification/negotiate?negotiateVersion=1', undefined, { authorization: `Bearer ${token}` });

  it('caps the connections one account holds, and the negotiations it makes per minute', async () => {
    const { tokens } = await confirmedUser(api);
    expect((await negotiate(tokens.token)).status).toBe(200);
    expect((await negotiate(tokens.token)).status).toBe(200);
    // Two negotiated, not yet used connections reach the cap of 2.
    const capped = await negotiate(tokens.token);
    expect(capped.status).toBe(429);
    // The oldest negotiation lapses within the negotiation's lifetime, a minute.
    expect(capped.headers['retry-after']).toBe('60');
    // The third negotiate counted against the per-minute limit of 3 too: the fourth is refused by that one.
    const limited = await negotiate(tokens.token);
    expect(limited.status).toBe(429);
    // Another account is not affected.
    const other = await confirmedUser(api);
    expect((await negotiate(other.tokens.token)).status).toBe(200);
  });
});

describeOnDatabase('client address behind a trusted proxy', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8', RATE_LIMIT_LOGIN_PER_IP: '2' });
  });
  afterAll(() => t.close());

  const login = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cm/account-user/login',
      remoteAddress,
      headers: { 'x-api-key': DEV_API_KEY, 'x-forwarded-for': forwardedFor },
      payload: { email: uniqueEmail('proxied'), password: 'Salah#Sandi1' },
    });

  it('reads X-Forwarded-For from a trusted proxy only', async () => {
    // Through the proxy: each client address has its own count.
    for (const client of ['198.51.100.1', '198.51.100.2']) {
      expect((await login('10.1.2.3', client)).statusCode).toBe(401);
      expect((await login('10.1.2.3', client)).statusCode).toBe(401);
      expect((await login('10.1.2.3', client)).statusCode).toBe(429);
    }
    // Not from a proxy: the header is ignored, the connection's address counts.
    expect((await login('203.0.113.5', '198.51.100.3')).statusCode).toBe(401);
    expect((await login('203.0.113.5', '198.51.100.4')).statusCode).toBe(401);
    expect((await login('203.0.113.5', '198.51.100.5')).statusCode).toBe(429);
  });
});
