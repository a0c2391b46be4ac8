import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addToCartBody } from '@core/cart/model';
import type { ServerCartItem } from '@core/cart/contract';
import type { ProgramPage } from '@core/catalogue/contract';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import type { OrderView } from '@core/checkout/contract';
import { confirmedUser } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

describeEachDatabase('orders', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let token: string;
  let otherToken: string;
  const programOf = async (subProgramId: number, index = 0) =>
    (await api.get<ProgramPage>(`/api/main/public-site/get-program?subProgramId=${subProgramId}&pageSize=10`)).body.data.items[index]!;
  const checkout = (body: unknown, key: string, as = token) =>
    api.post<{ id: string }>('/api/main/order', body, { token: as, headers: { 'idempotency-key': key }, lang: 'en' });
  const pay = (orderId: string, outcome = 'paid', as = token) =>
    api.post<{ state: string }>(`/api/main/order/${orderId}/sandbox-payment`, { outcome }, { token: as, lang: 'en' });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedCatalogue(t.db);
    token = (await confirmedUser(api)).tokens.token;
    otherToken = (await confirmedUser(api)).tokens.token;
  });
  afterAll(() => t.close());

  it('checks out selected cart items with copied prices and taxes, and empties those rows', async () => {
    // Two discounted demo programs: Rp 5,000,000 less 1,000,000 and Rp 10,000,000 less 1,500,000.
    const course = await programOf(5, 2);
    const certification = await programOf(6, 2);
    expect([course.title, course.price, course.discount]).toEqual(['Akuntansi Dasar untuk UMKM', 5_000_000, 1_000_000]);
    expect([certification.title, certification.price, certification.discount]).toEqual(['Sertifikasi Junior Web Developer', 10_000_000, 1_500_000]);
    for (const [type, program] of [
      [5, course],
      [6, certification],
    ] as const)
      await api.post('/api/main/order-cart', addToCartBody(type, program.id), { token });
    const cart = await api.get<ServerCartItem[]>('/api/main/order-cart', { token });
    const created = await checkout({ provider: 'sandbox', cartIds: cart.body.data.map((row) => row.id) }, randomUUID());
    expect(created.status).toBe(201);
    const order = await api.get<OrderView>(`/api/main/order/${created.body.data.id}`, { token });
    // Worked by hand: base 15,000,000 - 2,500,000 = 12,500,000; PPN 11% = 1,375,000; PPH 2% = 250,000.
    expect(order.body.data).toMatchObject({
      state: 'awaiting-payment',
      subtotal: 15_000_000,
      discount: 2_500_000,
      ppnRate: 0.11,
      pphRate: 0.02,
      ppn: 1_375_000,
      pph: 250_000,
      total: 14_125_000,
    });
    expect(order.body.data.items).toHaveLength(2);
    expect(order.body.data.events).toEqual([expect.objectContaining({ from: null, to: 'awaiting-payment', actorAccountId: expect.any(String) })]);
    expect((await api.get<ServerCartItem[]>('/api/main/order-cart', { token })).body.data).toEqual([]);
  });

  it("refuses to check out another account's cart rows, alone or mixed with one's own, and leaves them in place", async () => {
    const theirToken = (await confirmedUser(api)).tokens.token;
    const theirProgram = await programOf(5, 3);
    const myProgram = await programOf(5, 4);
    expect((await api.post('/api/main/order-cart', addToCartBody(5, theirProgram.id), { token: theirToken })).status).toBeLessThan(300);
    expect((await api.post('/api/main/order-cart', addToCartBody(5, myProgram.id), { token })).status).toBeLessThan(300);
    const theirCart = (await api.get<ServerCartItem[]>('/api/main/order-cart', { token: theirToken })).body.data;
    const myCart = (await api.get<ServerCartItem[]>('/api/main/order-cart', { token })).body.data;
    expect(theirCart).toHaveLength(1);
    expect(myCart).toHaveLength(1);
    const ordersBefore = (await api.get<OrderView[]>('/api/main/order', { token })).body.data.length;

    const theirsAlone = await checkout({ provider: 'sandbox', cartIds: [theirCart[0]!.id] }, randomUUID());
    expect(theirsAlone.status).toBe(404);
    expect(theirsAlone.body.message).toBe('Some of the chosen items are no longer in your cart');
    const mixed = await checkout({ provider: 'sandbox', cartIds: [myCart[0]!.id, theirCart[0]!.id] }, randomUUID());
    expect(mixed.status).toBe(404);

    // No order for the learner, and both carts are as they were.
    expect((await api.get<OrderView[]>('/api/main/order', { token })).body.data).toHaveLength(ordersBefore);
    expect((await api.get<ServerCartItem[]>('/api/main/order-cart', { token: theirToken })).body.data).toEqual(theirCart);
    expect((await api.get<ServerCartItem[]>('/api/main/order-cart', { token })).body.data).toEqual(myCart);
    // The owner still checks out their own row.
    expect((await checkout({ provider: 'sandbox', cartIds: [theirCart[0]!.id] }, randomUUID(), theirToken)).status).toBe(201);
  });

  it('makes one order of 20 concurrent identical requests', async () => {
    const program = await programOf(3);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => checkout({ provider: 'sandbox', program: { enrollmentType: 3, programId: program.id } }, key)),
    );
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(new Set(responses.map((response) => response.body.data.id)).size).toBe(1);
    const rows = await t.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('enrols once even when the payment is confirmed twice at the same time', async () => {
    const course = await programOf(5, 1);
    const certification = await programOf(6, 1);
    const order = await checkout({ provider: 'sandbox', program: { enrollmentType: 5, programId: course.id } }, randomUUID());
    const certOrder = await checkout({ provider: 'sandbox', program: { enrollmentType: 6, programId: certification.id } }, randomUUID());
    const [first, second] = await Promise.all([pay(order.body.data.id), pay(order.body.data.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await Promise.all([pay(certOrder.body.data.id), pay(certOrder.body.data.id)]);
    const enrolments = await t.db.selectFrom('enrolments').select('id').where('program_id', '=', course.id).execute();
    expect(enrolments).toHaveLength(1);
    const registrations = await t.db.selectFrom('certification_registrations').select('id').where('program_id', '=', certification.id).execute();
    expect(registrations).toHaveLength(1);
    const paid = await api.get<OrderView>(`/api/main/order/${order.body.data.id}`, { token });
    expect(paid.body.data.state).toBe('paid');
    expect(paid.body.data.events.map((event) => event.to)).toEqual(['awaiting-payment', 'paid']);
    // The learner is told once per paid order (two orders were paid, each confirmed twice).
    await expect
      .poll(
        async () =>
          JSON.stringify((await api.get('/api/cm/notification/list?pageSize=50', { token })).body.data).split('Payment received').length - 1,
      )
      .toBe(2);
    // SPEC 7's certification call, after payment: the same registration, no second one.
    const registered = await api.post<{ id: string }>(`/api/main/enrollmen-trainee/certification?certificationId=${certification.id}`, undefined, {
      token,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data.id).toBe(registrations[0]!.id);
    expect(
      (await api.post(`/api/main/enrollmen-trainee/certification?certificationId=${certification.id}`, undefined, { token: otherToken })).status,
    ).toBe(404);
  });

  it('refuses illegal moves: a paid order cannot be cancelled, a cancelled one cannot be paid', async () => {
    const program = await programOf(4);
    const paidOrder = await checkout({ provider: 'sandbox', program: { enrollmentType: 4, programId: program.id } }, randomUUID());
    await pay(paidOrder.body.data.id);
    const cancelPaid = await api.post(`/api/main/order/${paidOrder.body.data.id}/cancel`, undefined, { token, lang: 'en' });
    expect(cancelPaid.status).toBe(409);
    expect(cancelPaid.body.message).toBe('An order that is paid cannot become cancelled');
    const other = await checkout({ provider: 'sandbox', program: { enrollmentType: 4, programId: program.id } }, randomUUID());
    expect((await api.post(`/api/main/order/${other.body.data.id}/cancel`, undefined, { token })).status).toBe(200);
    expect((await pay(other.body.data.id)).status).toBe(409);
    const failed = await checkout({ provider: 'sandbox', program: { enrollmentType: 4, programId: program.id } }, randomUUID());
    expect((await pay(failed.body.data.id, 'failed')).status).toBe(402);
    const view = await api.get<OrderView>(`/api/main/order/${failed.body.data.id}`, { token });
    expect(view.body.data.state).toBe('awaiting-payment');
    expect(view.body.data.events.at(-1)).toMatchObject({
      from: 'awaiting-payment',
      to: 'awaiting-payment',
      action: 'payment-failed',
      actorAccountId: expect.any(String),
    });
  });

  it('expires an unpaid order after its time, recorded as the system', async () => {
    const program = await programOf(4);
    const order = await checkout({ provider: 'sandbox', program: { enrollmentType: 4, programId: program.id } }, randomUUID());
    await t.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', order.body.data.id)
      .execute();
    const view = await api.get<OrderView>(`/api/main/order/${order.body.data.id}`, { token });
    expect(view.body.data.state).toBe('expired');
    expect(view.body.data.events.at(-1)).toMatchObject({ from: 'awaiting-payment', to: 'expired', actorAccountId: null });
    expect((await pay(order.body.data.id)).status).toBe(409);
  });

  it('gives the owner a PDF invoice with the tax lines, and no one else', async () => {
    const mine = await api.get<OrderView[]>('/api/main/order', { token });
    const id = mine.body.data[0]!.id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/main/order/${id}/invoice`,
      headers: { authorization: `Bearer ${token}`, 'x-api-key': t.config.apiKey },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/main/order/${id}/invoice`,
      headers: { authorization: `Bearer ${otherToken}`, 'x-api-key': t.config.apiKey },
    });
    expect(other.statusCode).toBe(404);
  });

  it("keeps orders private: another account's order answers 404", async () => {
    const mine = await api.get<OrderView[]>('/api/main/order', { token });
    const id = mine.body.data[0]!.id;
    expect((await api.get(`/api/main/order/${id}`, { token: otherToken })).status).toBe(404);
    expect((await pay(id, 'paid', otherToken)).status).toBe(404);
    expect((await api.post(`/api/main/order/${id}/cancel`, undefined, { token: otherToken })).status).toBe(404);
    expect((await api.get<OrderView[]>('/api/main/order', { token: otherToken })).body.data).toEqual([]);
  });

  it('refuses bad checkouts with 4xx and makes no order', async () => {
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const program = await programOf(5);
    const good = { provider: 'sandbox', program: { enrollmentType: 5, programId: program.id } };
    expect((await api.post('/api/main/order', good, { token })).status).toBe(400); // no idempotency key
    expect((await checkout(good, 'short')).status).toBe(400);
    expect((await checkout({ ...good, provider: 'cash' }, randomUUID())).status).toBe(400);
    expect((await checkout({ provider: 'sandbox' }, randomUUID())).status).toBe(400);
    expect((await checkout({ ...good, cartIds: [randomUUID()] }, randomUUID())).status).toBe(400);
    expect((await checkout({ provider: 'sandbox', cartIds: [randomUUID()] }, randomUUID())).status).toBe(404);
    expect((await checkout({ provider: 'sandbox', program: { enrollmentType: 6, programId: program.id } }, randomUUID())).status).toBe(404);
    expect((await api.post('/api/main/order', good, { headers: { 'idempotency-key': randomUUID() } })).status).toBe(401);
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });
});
