import { describe, expect, it } from 'vitest';
import { contentRange, parseListQuery } from '@core/catalogue/adminList';
import { canSendProof } from '@core/checkout/payment';
import { createGateway } from '@client/gateway/client';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';

const FAR_FUTURE = '2099-01-01T00:00:00.000Z';
const PDF = '%PDF-1.4 invoice';

/** A session with an expired access token, a gateway whose refresh answers `refreshStatus`, and a file server. */
function setup(fileAnswer: (token: string | null) => Response, refreshStatus = 200) {
  const paths: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input), 'http://gateway.test');
    paths.push(url.pathname);
    if (url.pathname === '/api/cm/account-user/refresh-token') {
      const body =
        refreshStatus === 200
          ? { data: { token: 'new-access', tokenExpired: FAR_FUTURE, refreshToken: 'new-refresh', refreshTokenExpired: FAR_FUTURE } }
          : { message: 'Session expired' };
      return new Response(JSON.stringify(body), { status: refreshStatus });
    }
    return fileAnswer(new Headers(init.headers).get('authorization'));
  };
  const session = createSessionStore(memoryCookieJar({ token: 'old-access', refreshToken: 'old-refresh' }), memoryStorage());
  const gateway = createGateway({ apiKey: 'test-key', session, fetch, logger: { error: () => undefined } });
  return { paths, gateway, session };
}

const expired = () => new Response(JSON.stringify({ statusCode: 401, message: 'Token expired' }), { status: 401 });

describe('gateway.download (invoice and proof downloads)', () => {
  it('refreshes the session once on a 401 and retries with the new token, keeping the bytes', async () => {
    const { paths, gateway, session } = setup((token) =>
      token === 'Bearer new-access' ? new Response(PDF, { status: 200, headers: { 'content-type': 'application/pdf' } }) : expired(),
    );
    const file = await gateway.download('main', '/order/1/invoice');
    expect(await file.blob.text()).toBe(PDF);
    expect(paths).toEqual(['/api/main/order/1/invoice', '/api/cm/account-user/refresh-token', '/api/main/order/1/invoice']);
    expect(session.getAccessToken()).toBe('new-access');
  });

  it('does not refresh when the token works, and gives up after one retry', async () => {
    const fine = setup(() => new Response(PDF, { status: 200 }));
    await fine.gateway.download('main', '/order/1/invoice');
    expect(fine.paths).toEqual(['/api/main/order/1/invoice']);
    const never = setup(() => expired());
    await expect(never.gateway.download('main', '/order/1/invoice')).rejects.toMatchObject({ status: 401, message: 'Token expired' });
    expect(never.paths.filter((path) => path.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('fails with the refresh error when the session cannot be refreshed', async () => {
    const { paths, gateway } = setup(() => expired(), 401);
    await expect(gateway.download('main', '/order/1/invoice')).rejects.toMatchObject({ status: 401 });
    expect(paths).toEqual(['/api/main/order/1/invoice', '/api/cm/account-user/refresh-token']);
  });
});

describe('parseListQuery (the operator lists)', () => {
  const filters = { state: 'string', categoryId: 'integer', published: 'boolean' } as const;
  it('reads filters, search, range and sort with defaults', () => {
    const parsed = parseListQuery(
      { filter: '{"state":"paid","q":" ani ","published":false,"other":1}', range: '[10,19]', sort: '["price","ASC"]' },
      filters,
      ['createdAt', 'price'],
    );
    expect(parsed).toEqual({
      query: { filter: { state: 'paid', published: false }, q: 'ani', first: 10, limit: 10, sort: 'price', direction: 'asc' },
    });
    expect(parseListQuery({}, filters, ['createdAt'])).toEqual({
      query: { filter: {}, q: undefined, ids: undefined, first: 0, limit: 25, sort: 'createdAt', direction: 'desc' },
    });
    expect(parseListQuery({ filter: '{"id":[3,1]}' }, filters, ['createdAt'])).toMatchObject({ query: { ids: [3, 1] } });
    expect(parseListQuery({ filter: '{"id":4}' }, filters, ['createdAt'])).toMatchObject({ query: { ids: [4] } });
    expect(parseListQuery({ range: '[0,999]', sort: '["secret","ASC"]' }, filters, ['createdAt'])).toMatchObject({
      query: { limit: 100, sort: 'createdAt' },
    });
  });
  it('names what is wrong', () => {
    expect(parseListQuery({ filter: '{' }, filters, ['id'])).toEqual({ invalid: 'filter' });
    expect(parseListQuery({ filter: '[1]' }, filters, ['id'])).toEqual({ invalid: 'filter' });
    expect(parseListQuery({ range: '[5,1]' }, filters, ['id'])).toEqual({ invalid: 'range' });
    expect(parseListQuery({ sort: '"id"' }, filters, ['id'])).toEqual({ invalid: 'sort' });
    expect(parseListQuery({ filter: '{"categoryId":"3"}' }, filters, ['id'])).toEqual({ invalid: 'filter.categoryId' });
    expect(parseListQuery({ filter: '{"published":"yes"}' }, filters, ['id'])).toEqual({ invalid: 'filter.published' });
    expect(parseListQuery({ filter: '{"id":["x"]}' }, filters, ['id'])).toEqual({ invalid: 'filter.id' });
  });
  it('writes the Content-Range header', () => {
    expect(contentRange('admin-orders', 0, 25, 40)).toBe('admin-orders 0-24/40');
    expect(contentRange('admin-orders', 50, 0, 40)).toBe('admin-orders */40');
  });
});

describe('canSendProof', () => {
  const order = { state: 'awaiting-payment', paymentProvider: 'manual-transfer', proofs: [] as { status: 'sent' | 'accepted' | 'rejected' }[] };
  it('allows a proof only for a manual transfer awaiting payment with none waiting', () => {
    expect(canSendProof(order)).toBe(true);
    expect(canSendProof({ ...order, proofs: [{ status: 'rejected' }] })).toBe(true);
    expect(canSendProof({ ...order, proofs: [{ status: 'sent' }, { status: 'rejected' }] })).toBe(false);
    expect(canSendProof({ ...order, state: 'paid' })).toBe(false);
    expect(canSendProof({ ...order, paymentProvider: 'sandbox' })).toBe(false);
  });
});
