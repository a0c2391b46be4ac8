import type { GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/app/dataProvider';
import { pagedListQuery } from '../../src/app/pagedDataProvider';
import { readWide } from '../../src/app/restDataProvider';
import { createGateway } from '@client/gateway/client';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';

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
  const dataProvider = createDataProvider(gateway, {
    families: { 'job-vacancy': 'jp' },
    paged: { 'employer-vacancies': { family: 'jp', path: '/employer/job-vacancy' } },
  });
  return { calls, session, dataProvider };
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

describe('createDataProvider (a resource the gateway pages)', () => {
  const page = { items: [{ id: 'a', title: 'Welder' }], total: 31, pageIndex: 3, pageSize: 10 };

  it("lists with the gateway's pageIndex, pageSize, searchValue and sort, and reads items and total from the envelope", async () => {
    const { calls, dataProvider } = setup(() => json(200, { statusCode: 200, message: 'OK', data: page }));
    const result = await dataProvider.getList('employer-vacancies', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'weld', status: 'published' },
    });
    expect(result).toEqual({ data: [{ id: 'a', title: 'Welder' }], total: 31 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.url.pathname).toBe('/api/jp/employer/job-vacancy');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      pageIndex: '3',
      pageSize: '10',
      sortBy: 'title',
      sortOrder: 'asc',
      searchValue: 'weld',
      status: 'published',
    });
    expect(calls[0]?.headers.get('range')).toBeNull();
  });

  it("reads a window wider than the gateway's largest page (an export's getList of everything) in gateway pages", async () => {
    // 120 records; the gateway answers at most 50 a page (its paged lists allow 50, some 100).
    const records = Array.from({ length: 120 }, (_, index) => ({ id: `v${index + 1}` }));
    const { calls, dataProvider } = setup((call) => {
      const pageIndex = Number(call.url.searchParams.get('pageIndex'));
      const pageSize = Number(call.url.searchParams.get('pageSize'));
      const items = records.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
      return json(200, { statusCode: 200, message: 'OK', data: { items, total: records.length, pageIndex, pageSize } });
    });
    const all = await dataProvider.getList('employer-vacancies', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'title', order: 'DESC' },
      filter: { status: 'published' },
    });
    expect(all.total).toBe(120);
    expect(all.data.map((record) => record.id)).toEqual(records.map((record) => record.id));
    expect(calls.map((call) => call.url.search)).toEqual(
      [1, 2, 3].map((index) => `?pageIndex=${index}&pageSize=50&sortBy=title&sortOrder=desc&status=published`),
    );

    // A window that starts inside a gateway page: records 61..135 of 120 are 61..120.
    calls.length = 0;
    const second = await dataProvider.getList('employer-vacancies', { pagination: { page: 2, perPage: 60 } });
    expect(second.data.map((record) => record.id)).toEqual(records.slice(60).map((record) => record.id));
    expect(calls.map((call) => call.url.searchParams.get('pageIndex'))).toEqual(['2', '3']);
  });

  it("leaves the gateway's own order when react-admin sorts by id, and drops empty filters", () => {
    const query = pagedListQuery({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: '', status: undefined, tag: ['a', 'b'] },
    });
    expect(query.toString()).toBe('pageIndex=1&pageSize=25&tag=a&tag=b');
    expect(pagedListQuery({ sort: { field: 'closesAt', order: 'DESC' } }).toString()).toBe('sortBy=closesAt&sortOrder=desc');
  });

  it('reads, creates, updates and deletes one record at path/{id}', async () => {
    const { calls, dataProvider } = setup((call) =>
      json(200, { statusCode: 200, message: 'OK', data: { id: 'v 1', title: 'Welder', ...(call.body as object) } }),
    );
    expect((await dataProvider.getOne('employer-vacancies', { id: 'v 1' })).data).toEqual({ id: 'v 1', title: 'Welder' });
    await dataProvider.create('employer-vacancies', { data: { title: 'Fitter' } });
    await dataProvider.update('employer-vacancies', { id: 'v 1', data: { title: 'Rigger' }, previousData: { id: 'v 1' } });
    expect(await dataProvider.delete('employer-vacancies', { id: 'v 1', previousData: { id: 'v 1', title: 'Welder' } })).toEqual({
      data: { id: 'v 1', title: 'Welder' },
    });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /api/jp/employer/job-vacancy/v%201',
      'POST /api/jp/employer/job-vacancy',
      'PUT /api/jp/employer/job-vacancy/v%201',
      'DELETE /api/jp/employer/job-vacancy/v%201',
    ]);
    expect(calls[1]?.body).toEqual({ title: 'Fitter' });
    expect(calls[2]?.body).toEqual({ title: 'Rigger' });
  });

  it("runs a named workflow step on a record or on the collection and gives back the gateway's message", async () => {
    const { calls, dataProvider } = setup(() =>
      json(200, { statusCode: 200, message: 'Lowongan diterbitkan', data: { id: 'v1', status: 'published' } }),
    );
    expect(await dataProvider.action('employer-vacancies', { id: 'v1', action: 'publish' })).toEqual({
      data: { id: 'v1', status: 'published' },
      message: 'Lowongan diterbitkan',
    });
    await dataProvider.action('employer-vacancies', { action: 'bulk-close', body: { ids: ['v1', 'v2'] } });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /api/jp/employer/job-vacancy/v1/publish',
      'POST /api/jp/employer/job-vacancy/bulk-close',
    ]);
    expect(calls[1]?.body).toEqual({ ids: ['v1', 'v2'] });
  });

  it('rejects a refused list or step as an HttpError with the field errors, so forms show them at their fields', async () => {
    const { dataProvider } = setup(() =>
      json(409, { statusCode: 409, message: 'Lowongan sudah ditutup', data: null, errors: { status: 'Ditutup' } }),
    );
    await expect(dataProvider.action('employer-vacancies', { id: 'v1', action: 'close' })).rejects.toMatchObject({
      name: 'HttpError',
      status: 409,
      message: 'Lowongan sudah ditutup',
      body: { errors: { status: 'Ditutup' } },
    });
    await expect(dataProvider.getList('employer-vacancies', { pagination: { page: 1, perPage: 10 } })).rejects.toMatchObject({ status: 409 });
  });
});

describe("an operator list's wide read (an export)", () => {
  const rows = Array.from({ length: 250 }, (_, index) => ({ id: index }));
  const ranges: [number, number][] = [];
  const getList = async ({ pagination = { page: 1, perPage: 10 } }: GetListParams) => {
    const start = (pagination.page - 1) * pagination.perPage;
    ranges.push([start, start + pagination.perPage - 1]);
    return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
  };

  it('reads a range at a time and joins them, up to what was asked', async () => {
    ranges.length = 0;
    const all = await readWide(getList, { pagination: { page: 1, perPage: 1_000 }, sort: { field: 'id', order: 'ASC' }, filter: {} }, 100);
    expect(all.data).toHaveLength(250);
    expect(all.total).toBe(250);
    expect(ranges).toEqual([
      [0, 99],
      [100, 199],
      [200, 299],
    ]);
  });

  it('reads a page the gateway answers at once as it is', async () => {
    ranges.length = 0;
    const page = await readWide(getList, { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }, 100);
    expect(page.data.map((row) => row.id)).toEqual(rows.slice(25, 50).map((row) => row.id));
    expect(ranges).toEqual([[25, 49]]);
  });
});
