import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ContactInfo } from '@core/site/contactInfo.contract';
import { DEFAULT_CONTACT_INFO, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const GET_URL = '/api/main/contact/get-contact-info';
const PUT_URL = '/api/main/contact/contact-info';

const CHANGED: ContactInfo = {
  company: { name: 'PT Bina Insan Sukses Abadi Tbk', address: 'Jl. M.H. Thamrin No. 1, Menteng, Jakarta Pusat 10310' },
  number: '6287700011122',
  message: { id: 'Halo, saya tertarik dengan sertifikasi BNSP.', en: 'Hello, I am interested in BNSP certification.' },
};

describeOnDatabase('contact info API', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(() => t.close());

  it('answers GET /contact/get-contact-info with the seeded contact info in the envelope, without a login', async () => {
    const response = await api.get<ContactInfo>(GET_URL, { lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ statusCode: 200, message: 'OK', data: DEFAULT_CONTACT_INFO });
    expect(Object.keys(response.body.data).sort()).toEqual(['company', 'message', 'number']);
    expect(response.body.data.number).toMatch(/^62\d{9,13}$/);
  });

  it('needs the client API key like every API call', async () => {
    const response = await api.get(GET_URL, { apiKey: null });
    expect(response.status).toBe(403);
  });

  it('lets an operator (Admin) change it, trimmed, and serves the new value', async () => {
    const padded = { ...CHANGED, company: { ...CHANGED.company, name: `  ${CHANGED.company.name} ` } };
    const response = await api.put<ContactInfo>(PUT_URL, padded, { token: adminToken, lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Contact info saved');
    expect(response.body.data).toEqual(CHANGED);
    expect((await api.get(GET_URL)).body.data).toEqual(CHANGED);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const before = (await api.get(GET_URL)).body.data;
    const bad: [string, unknown][] = [
      ['number', { ...CHANGED, number: '+62 812-3456' }],
      ['number', { ...CHANGED, number: '0812345678' }],
      ['company.name', { ...CHANGED, company: { ...CHANGED.company, name: '   ' } }],
      ['message.id', { ...CHANGED, message: { en: CHANGED.message.en } }],
      ['company.phone', { ...CHANGED, company: { ...CHANGED.company, phone: '021' } }],
      ['company.address', { ...CHANGED, company: { ...CHANGED.company, address: 'x'.repeat(501) } }],
    ];
    for (const [field, body] of bad) {
      const response = await api.put(PUT_URL, body, { token: adminToken, lang: 'en' });
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.errors ?? {}), field).toEqual([field]);
    }
    expect((await api.get(GET_URL)).body.data).toEqual(before);
  });

  it('refuses the change to anyone but an operator: 403 for another role, 401 without a login', async () => {
    const { tokens } = await confirmedUser(api);
    expect((await api.put(PUT_URL, CHANGED, { token: tokens.token })).status).toBe(403);
    expect((await api.put(PUT_URL, CHANGED)).status).toBe(401);
  });
});
