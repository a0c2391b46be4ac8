import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/app/dataProvider';
import { createGateway } from '@core/gateway/client';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@core/session/store';

const FAR_FUTURE = '2099-01-01T00:00:00.000Z';

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A gateway whose fetch is `handler`; the session starts with the access token `old-access`. */
function setup(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://gateway.test'),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  };
  const session = createSessionStore(memoryCookieJar({ token: 'old-access', refreshToken: 'old-refresh' }), memoryStorage());
  const gateway = createGateway({ apiKey: 'test-key', session, fetch, logger: { error: () => undefined } });
  return { calls, session, dataProvider: createDataProvider(gateway, { families: { 'job-vacancy': 'jp' } }) };
}

const LIST_PARAMS = { pagination: { page: 2, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: { status: 1 } };

describe('createDataProvider (ra-data-simple-rest over the gateway)', () => {
  it('lists with the API key, bearer token and Range header, unwraps the envelope and reads the total from Content-Range', async () => {
    const { calls, dataProvider } = setup(() =>
      json(200, { statusCode: 200, message: 'OK', data: [{ id: 11 }, { id: 12 }] }, { 'content-range': 'order-cart 10-11/42' }),
    );
    const result = await dataProvider.getList('order-cart', LIST_PARAMS);
    expect(result).toEqual({ data: [{ id: 11 }, { id: 12 }], total: 42 });
    const [call] = calls;
    expect(call?.method).toBe('GET');
    expect(call?.url.pathname).toBe('/api/main/order-cart');
    expect(call?.url.searchParams.get('range')).toBe('[10,19]');
    expect(call?.url.searchParams.get('filter')).toBe('{"status":1}');
    expect(call?.headers.get('range')).toBe('order-cart=10-19');
    expect(call?.headers.get('x-api-key')).toBe('test-key');
    expect(call?.headers.get('authorization')).toBe('Bearer old-access');
  });

  it('sends a resource to its own family and writes JSON bodies', async () => {
    const { calls, dataProvider } = setup((call) => json(200, { statusCode: 200, message: 'OK', data: { id: 7, ...(call.body as object) } }));
    const updated = await dataProvider.update('job-vacancy', { id: 7, data: { title: 'Welder' }, previousData: { id: 7 } });
    expect(updated.data).toEqual({ id: 7, title: 'Welder' });
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url.pathname).toBe('/api/jp/job-vacancy/7');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ title: 'Welder' });
  });

  it('refreshes the session once on a 401 and retries with the new token', async () => {
    const { calls, session, dataProvider } = setup((call) => {
      if (call.url.pathname === '/api/cm/account-user/refresh-token') {
        return json(200, { data: { token: 'new-access', tokenExpired: FAR_FUTURE, refreshToken: 'new-refresh', refreshTokenExpired: FAR_FUTURE } });
      }
      if (call.headers.get('authorization') !== 'Bearer new-access') return json(401, { statusCode: 401, message: 'Token expired' });
      return json(200, { statusCode: 200, message: 'OK', data: { id: 3 } });
    });
    expect((await dataProvider.getOne('order-cart', { id: 3 })).data).toEqual({ id: 3 });
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/main/order-cart/3',
      '/api/cm/account-user/refresh-token',
      '/api/main/order-cart/3',
    ]);
    expect(session.getAccessToken()).toBe('new-access');
  });

  it('rejects like react-admin’s fetchJson: status, message and the field errors in body.errors', async () => {
    const { dataProvider } = setup(() =>
      json(400, { statusCode: 400, message: 'The request is not valid: title', data: null, errors: { title: 'Required' } }),
    );
    await expect(dataProvider.create('order-cart', { data: { title: '' } })).rejects.toMatchObject({
      status: 400,
      message: 'The request is not valid: title',
      body: { errors: { title: 'Required' } },
    });
  });
});
