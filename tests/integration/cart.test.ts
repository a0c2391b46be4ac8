import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServerCartItem } from '@core/cart/contract';
import { addToCartBody, toCartItem } from '@core/cart/model';
import type { ProgramPage } from '@core/catalogue/contract';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { randomUUID } from 'node:crypto';
import { confirmedUser } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

describeOnDatabase('cart', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let token: string;
  let otherToken: string;
  const programOf = async (subProgramId: number) =>
    (await api.get<ProgramPage>(`/api/main/public-site/get-program?subProgramId=${subProgramId}`)).body.data.items[0]!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedCatalogue(t.db);
    token = (await confirmedUser(api)).tokens.token;
    otherToken = (await confirmedUser(api)).tokens.token;
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    expect((await api.get('/api/main/order-cart')).status).toBe(401);
    expect((await api.post('/api/main/order-cart', addToCartBody(5, 1))).status).toBe(401);
  });

  it('adds one program of each kind and lists them with SPEC 3 per-type shapes', async () => {
    const course = await programOf(5);
    const pkg = await programOf(4);
    const certification = await programOf(6);
    const business = await programOf(1);
    for (const [type, program] of [
      [5, course],
      [4, pkg],
      [6, certification],
      [1, business],
    ] as const) {
      const added = await api.post<{ id: string }>('/api/main/order-cart', addToCartBody(type, program.id), { token, lang: 'en' });
      expect(added.status).toBe(201);
      expect(added.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const cart = await api.get<ServerCartItem[]>('/api/main/order-cart', { token, lang: 'en' });
    expect(cart.status).toBe(200);
    expect(cart.body.data).toHaveLength(4);
    const [courseRow, packageRow, certificationRow, businessRow] = cart.body.data;
    expect(courseRow).toEqual({
      id: expect.any(String),
      enrollmentType: 5,
      subProgramId: 5,
      packageDescDetail: expect.any(String),
      // Demo programs carry a generated cover (seedArtwork).
      courseFileCover: `/media/program-${course.id}.svg`,
      courseName: expect.any(String),
      courseId: course.id,
      coursePrice: course.price,
      courseDiscount: course.discount,
      courseTotalAfterDiscount: course.total,
    });
    expect(packageRow).toMatchObject({
      enrollmentType: 4,
      subProgramId: 4,
      packageId: pkg.id,
      packagePrice: 10_000_000,
      packageTotalAfterDiscount: pkg.total,
    });
    expect(certificationRow).toMatchObject({
      enrollmentType: 6,
      certificationId: certification.id,
      certificationPrice: 10_000_000,
      certificationTotalDiscount: certification.total,
    });
    expect(businessRow).toMatchObject({ enrollmentType: 1, packageId: business.id, packagePrice: 400_000_000 });
    expect(toCartItem(courseRow!)).toMatchObject({ cartId: courseRow!.id, status: false, type: 5, id: course.id, total: course.total });
  });

  it('refuses the same program twice with a clear message', async () => {
    const course = await programOf(5);
    const again = await api.post('/api/main/order-cart', addToCartBody(5, course.id), { token, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This program is already in your cart');
    const inIndonesian = await api.post('/api/main/order-cart', addToCartBody(5, course.id), { token });
    expect(inIndonesian.body.message).toBe('Program ini sudah ada di keranjang Anda');
  });

  it('refuses bad bodies: wrong id field, unknown program, a type that does not match the program', async () => {
    const course = await programOf(5);
    const bodies = [
      { enrollmentType: 5, courseId: 0, packageId: course.id, certificationId: 0 },
      { enrollmentType: 5, courseId: course.id, packageId: 1, certificationId: 0 },
      { enrollmentType: 7, courseId: course.id, packageId: 0, certificationId: 0 },
      { enrollmentType: 5, courseId: String(course.id), packageId: 0, certificationId: 0 },
      { enrollmentType: 5, courseId: course.id },
    ];
    for (const body of bodies) expect((await api.post('/api/main/order-cart', body, { token })).status, JSON.stringify(body)).toBe(400);
    expect((await api.post('/api/main/order-cart', addToCartBody(5, 999_999), { token })).status).toBe(404);
    expect((await api.post('/api/main/order-cart', addToCartBody(6, course.id), { token })).status).toBe(404);
  });

  it('keeps carts apart: another account neither sees nor deletes a row (404)', async () => {
    const mine = await api.get<ServerCartItem[]>('/api/main/order-cart', { token });
    const theirs = await api.get<ServerCartItem[]>('/api/main/order-cart', { token: otherToken });
    expect(theirs.body.data).toEqual([]);
    const rowId = mine.body.data[0]!.id;
    expect((await api.delete(`/api/main/order-cart/${rowId}`, { token: otherToken })).status).toBe(404);
    expect((await api.get<ServerCartItem[]>('/api/main/order-cart', { token })).body.data).toHaveLength(mine.body.data.length);
  });

  it('deletes the owner row once; a second delete or a malformed id is refused', async () => {
    const mine = await api.get<ServerCartItem[]>('/api/main/order-cart', { token });
    const rowId = mine.body.data[0]!.id;
    expect((await api.delete(`/api/main/order-cart/${rowId}`, { token })).status).toBe(200);
    expect((await api.delete(`/api/main/order-cart/${rowId}`, { token })).status).toBe(404);
    expect((await api.delete('/api/main/order-cart/not-a-uuid', { token })).status).toBe(400);
    expect((await api.get<ServerCartItem[]>('/api/main/order-cart', { token })).body.data).toHaveLength(mine.body.data.length - 1);
  });

  it("refuses a program the learner already owns, in the learner's language, and says where it is", async () => {
    const course = await programOf(5);
    const buyer = (await confirmedUser(api)).tokens.token;
    const order = await api.post<{ id: string }>(
      '/api/main/order',
      { provider: 'sandbox', program: { enrollmentType: 5, programId: course.id } },
      { token: buyer, headers: { 'idempotency-key': randomUUID() }, lang: 'en' },
    );
    expect(order.status).toBe(201);
    expect((await api.post(`/api/main/order/${order.body.data.id}/sandbox-payment`, { outcome: 'paid' }, { token: buyer })).status).toBe(200);
    const again = await api.post('/api/main/order-cart', addToCartBody(5, course.id), { token: buyer, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already own this program');
    const inIndonesian = await api.post('/api/main/order-cart', addToCartBody(5, course.id), { token: buyer });
    expect(inIndonesian.body.message).toBe('Anda sudah memiliki program ini');
    expect((await api.get<ServerCartItem[]>('/api/main/order-cart', { token: buyer })).body.data).toEqual([]);
  });

  it('refuses an add from a role without a cart (a trainer)', async () => {
    const course = await programOf(5);
    for (const role of ['Trainer', 'Trainer Staff'] as const) {
      const trainer = (await personWithRole(t, role, 'cart')).tokens.token;
      expect((await api.post('/api/main/order-cart', addToCartBody(5, course.id), { token: trainer, lang: 'en' })).status, role).toBe(403);
    }
  });
});
