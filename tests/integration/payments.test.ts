import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MyProgram, OrderView, PaymentStart } from '@core/checkout/contract';
import type { ProgramPage } from '@core/catalogue/contract';
import { DEV_API_KEY } from '@core/config/apiKey';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { confirmedUser, login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type Envelope, type TestApp } from './support/testApp';

/** A 1×1 PNG and a (minimal) PDF: its header and its %%EOF, what the upload pipeline checks of a PDF. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%bukti transfer\n%%EOF\n');

describeOnDatabase('manual bank transfer: proofs and the operator', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let dataDir: string;
  let token: string;
  let otherToken: string;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-proofs-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    api = client(t.app);
    await seedDemo(t.db);
    await seedCatalogue(t.db);
    token = (await confirmedUser(api)).tokens.token;
    otherToken = (await confirmedUser(api)).tokens.token;
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A course of the seeded catalogue; one learner may order the same course again, so the index wraps. */
  const courseAt = async (index: number) => {
    const { items } = (await api.get<ProgramPage>('/api/main/public-site/get-program?subProgramId=5&pageSize=100')).body.data;
    return items[index % items.length]!;
  };
  async function transferOrder(index = 0, as = token) {
    const course = await courseAt(index);
    const created = await api.post<{ id: string; payment: PaymentStart }>(
      '/api/main/order',
      { provider: 'manual-transfer', program: { enrollmentType: 5, programId: course.id } },
      { token: as, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(created.status).toBe(201);
    return { id: created.body.data.id, payment: created.body.data.payment, course };
  }
  async function sendProof(orderId: string, body: Buffer | string, contentType: string, as: string | null = token) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/main/order/${orderId}/payment-proof`,
      headers: { 'x-api-key': DEV_API_KEY, 'content-type': contentType, 'accept-language': 'en', ...(as ? { authorization: `Bearer ${as}` } : {}) },
      payload: body,
    });
    return { status: response.statusCode, body: response.json<Envelope<{ id: string }>>() };
  }
  const orderOf = async (id: string) => (await api.get<OrderView>(`/api/main/order/${id}`, { token })).body.data;
  const operate = (id: string, action: string, body?: unknown, as = adminToken) =>
    api.post<OrderView>(`/api/main/admin-orders/${id}/${action}`, body, { token: as, lang: 'en' });

  it('shows the bank instructions, takes a proof from the owner and shows it sent', async () => {
    const order = await transferOrder();
    expect(order.payment).toMatchObject({
      kind: 'bank-transfer',
      account: { bankName: expect.any(String), accountNumber: expect.any(String), accountHolder: expect.any(String) },
    });
    const view = await orderOf(order.id);
    expect(order.payment).toMatchObject({ amount: view.total });
    expect(view.payment).toEqual(order.payment);
    const sent = await sendProof(order.id, PDF, 'application/pdf');
    expect(sent.status).toBe(201);
    const after = await orderOf(order.id);
    expect(after.proofs).toEqual([expect.objectContaining({ id: sent.body.data.id, status: 'sent', contentType: 'application/pdf' })]);
    expect(after.events.at(-1)).toMatchObject({ action: 'proof-sent', actorAccountId: expect.any(String) });
    // Stored privately: not under the public uploads names, readable by its owner and the operator only.
    expect(readdirSync(path.join(dataDir, 'uploads', 'proofs'))).toHaveLength(1);
    const proofUrl = `/api/main/order/${order.id}/payment-proof/${sent.body.data.id}`;
    const mine = await t.app.inject({ method: 'GET', url: proofUrl, headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    const theirs = await t.app.inject({ method: 'GET', url: proofUrl, headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${otherToken}` } });
    expect(theirs.statusCode).toBe(404);
    const operator = await t.app.inject({
      method: 'GET',
      url: `/api/main/admin-orders/${order.id}/payment-proof/${sent.body.data.id}`,
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${adminToken}` },
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.headers['content-type']).toBe('application/pdf');
    // A second proof waits for the first one's review.
    expect((await sendProof(order.id, PNG, 'image/png')).status).toBe(409);
  });

  it('refuses proofs from others, of other types, too large, or for orders not awaiting a transfer', async () => {
    const order = await transferOrder(1);
    expect((await sendProof(order.id, PNG, 'image/png', otherToken)).status).toBe(404);
    expect((await sendProof(order.id, PNG, 'image/png', null)).status).toBe(401);
    const wrongType = await sendProof(order.id, 'plain text', 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.message).toBe('The proof must be a PNG, JPEG or WebP image or a PDF');
    expect((await sendProof(order.id, PNG, 'application/pdf')).status).toBe(415);
    // A PDF cut short (no %%EOF) or an image that does not decode is refused as damaged.
    const cutPdf = await sendProof(order.id, PDF.subarray(0, 20), 'application/pdf');
    expect([cutPdf.status, cutPdf.body.message]).toEqual([415, 'The file is damaged or incomplete: it does not open as a PDF file']);
    const cutPng = await sendProof(order.id, PNG.subarray(0, PNG.length - 16), 'image/png');
    expect([cutPng.status, cutPng.body.message]).toEqual([415, 'The file is damaged or incomplete: it does not open as a PNG file']);
    await t.db.updateTable('global_configuration').set({ config_value: '0.00001' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
    try {
      const tooLarge = await sendProof(order.id, PNG, 'image/png');
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe('The proof may be at most 0.00001 MB');
    } finally {
      await t.db.updateTable('global_configuration').set({ config_value: '5' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
    }
    expect((await orderOf(order.id)).proofs).toEqual([]);
    const sandbox = await api.post<{ id: string }>(
      '/api/main/order',
      { provider: 'sandbox', program: { enrollmentType: 5, programId: order.course.id } },
      { token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect((await sendProof(sandbox.body.data.id, PNG, 'image/png')).status).toBe(409);
    expect((await api.post(`/api/main/order/${order.id}/cancel`, undefined, { token })).status).toBe(200);
    expect((await sendProof(order.id, PNG, 'image/png')).status).toBe(409);
  });

  it('rejects a proof with a reason, tells the learner, and takes a new proof', async () => {
    const order = await transferOrder(2);
    await sendProof(order.id, PNG, 'image/png');
    expect((await operate(order.id, 'reject', { reason: '' })).status).toBe(400);
    const rejected = await operate(order.id, 'reject', { reason: 'Nominal tidak sesuai' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.state).toBe('awaiting-payment');
    expect(rejected.body.data.proofs[0]).toMatchObject({ status: 'rejected', reason: 'Nominal tidak sesuai' });
    expect(rejected.body.data.events.at(-1)).toMatchObject({
      action: 'proof-rejected',
      note: 'Nominal tidak sesuai',
      actorAccountId: expect.any(String),
    });
    await expect
      .poll(async () => JSON.stringify((await api.get('/api/cm/notification/list?pageSize=50', { token, lang: 'en' })).body.data))
      .toContain('Your proof of transfer was rejected: Nominal tidak sesuai');
    // Nothing waits any more: a second reject has nothing to decide on; the learner may send again.
    expect((await operate(order.id, 'reject', { reason: 'again' })).status).toBe(409);
    expect((await sendProof(order.id, PNG, 'image/png')).status).toBe(201);
    expect((await orderOf(order.id)).proofs.map((proof) => proof.status)).toEqual(['sent', 'rejected']);
  });

  it('confirms once: two confirmations make one enrolment, and the course is among my programs', async () => {
    const order = await transferOrder(3);
    await sendProof(order.id, PNG, 'image/png');
    const [first, second] = await Promise.all([operate(order.id, 'confirm'), operate(order.id, 'confirm')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.message, second.body.message].sort()).toEqual([
      'Payment confirmed. The learner is enrolled',
      'This order was already paid; nothing changed',
    ]);
    const third = await operate(order.id, 'confirm');
    expect(third.body.data).toMatchObject({ state: 'paid', payment: null });
    expect(third.body.data.proofs[0]).toMatchObject({ status: 'accepted' });
    const enrolments = await t.db
      .selectFrom('enrolments')
      .innerJoin('order_items', 'order_items.id', 'enrolments.order_item_id')
      .select('enrolments.id')
      .where('order_items.order_id', '=', order.id)
      .execute();
    expect(enrolments).toHaveLength(1);
    expect(third.body.data.events.filter((event) => event.to === 'paid')).toEqual([
      expect.objectContaining({ from: 'awaiting-payment', actorAccountId: expect.any(String) }),
    ]);
    const mine = await api.get<MyProgram[]>('/api/main/my-programs', { token, lang: 'en' });
    expect(mine.body.data).toContainEqual(expect.objectContaining({ programId: order.course.id, kind: 'course', status: 'active' }));
    expect((await api.get<MyProgram[]>('/api/main/my-programs', { token: otherToken })).body.data).toEqual([]);
    expect((await api.get('/api/main/my-programs')).status).toBe(401);
  });

  it('moves orders only as the state machine allows', async () => {
    const order = await transferOrder(4);
    const refundUnpaid = await operate(order.id, 'refund');
    expect(refundUnpaid.status).toBe(409);
    expect(refundUnpaid.body.message).toBe('An order that is awaiting-payment cannot become refunded');
    expect((await operate(order.id, 'fulfil')).status).toBe(409);
    expect((await operate(order.id, 'confirm')).status).toBe(200);
    expect((await operate(order.id, 'cancel')).status).toBe(409);
    const fulfilled = await operate(order.id, 'fulfil');
    expect(fulfilled.body.data.state).toBe('fulfilled');
    const refunded = await operate(order.id, 'refund');
    expect(refunded.body.data.state).toBe('refunded');
    expect(refunded.body.data.events.map((event) => event.to)).toEqual(['awaiting-payment', 'paid', 'fulfilled', 'refunded']);
    expect((await operate(order.id, 'refund')).status).toBe(409);
    expect((await operate(order.id, 'confirm')).status).toBe(409);
    const cancelled = await transferOrder(5);
    expect((await operate(cancelled.id, 'cancel')).body.data.state).toBe('cancelled');
    expect((await operate(cancelled.id, 'confirm')).status).toBe(409);
    expect((await operate(randomUUID(), 'cancel')).status).toBe(404);
  });

  it('lists orders for the operator by state, and refuses the console to anonymous callers and trainees', async () => {
    const order = await transferOrder(6);
    await sendProof(order.id, PNG, 'image/png');
    const waiting = await api.get<{ id: string; proofWaiting: boolean; state: string }[]>(
      `/api/main/admin-orders?filter=${encodeURIComponent(JSON.stringify({ state: 'awaiting-payment', proofWaiting: true }))}&range=[0,99]`,
      { token: adminToken },
    );
    expect(waiting.status).toBe(200);
    expect(waiting.headers['content-range']).toMatch(/^admin-orders 0-\d+\/\d+$/);
    expect(waiting.body.data.map((row) => row.id)).toContain(order.id);
    expect(waiting.body.data.every((row) => row.state === 'awaiting-payment' && row.proofWaiting)).toBe(true);
    expect((await api.get(`/api/main/admin-orders?filter=${encodeURIComponent('{"state":"lost"}')}`, { token: adminToken })).status).toBe(400);
    for (const url of ['/api/main/admin-orders', `/api/main/admin-orders/${order.id}`]) {
      expect((await api.get(url)).status).toBe(401);
      expect((await api.get(url, { token })).status).toBe(403);
    }
    expect((await operate(order.id, 'confirm', undefined, token)).status).toBe(403);
    expect((await orderOf(order.id)).state).toBe('awaiting-payment');
  });
});
