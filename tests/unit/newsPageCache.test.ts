import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCache, type ResponseCache } from '../../server/src/features/content/responseCache';

/** SPEC 4: news pages are cached per page number, and a re-fetch after a change replaces the page. */
describe('the content response cache on the paged news list', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  async function newsApp() {
    const titles: Record<string, string> = { '1': 'first page', '2': 'second page' };
    const computed: string[] = [];
    const cache: ResponseCache = createResponseCache();
    app = Fastify();
    await app.register(async (scope) => {
      cache.attach(scope);
      scope.get<{ Querystring: { page: string } }>('/news', async (request) => {
        computed.push(request.query.page);
        return { data: [{ title: titles[request.query.page] }], page: Number(request.query.page), totalPages: 2 };
      });
    });
    const get = async (page: number, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'GET', url: `/news?limit=10&page=${page}`, headers });
      return {
        status: response.statusCode,
        etag: response.headers.etag,
        body: response.body ? (response.json() as { data: { title: string }[]; page: number }) : null,
      };
    };
    return { titles, computed, cache, get };
  }

  it('keeps page 1 and page 2 apart and answers each from the cache after the first request', async () => {
    const { computed, get } = await newsApp();
    const first = await get(1);
    const second = await get(2);
    expect(first.body).toMatchObject({ page: 1, data: [{ title: 'first page' }] });
    expect(second.body).toMatchObject({ page: 2, data: [{ title: 'second page' }] });
    expect(first.etag).not.toBe(second.etag);

    expect((await get(1)).body).toEqual(first.body);
    expect((await get(2)).body).toEqual(second.body);
    expect(computed).toEqual(['1', '2']);
    // A browser (or the service worker) holding page 2 revalidates it without a body.
    expect((await get(2, { 'if-none-match': second.etag! })).status).toBe(304);
    expect(computed).toEqual(['1', '2']);
  });

  it('drops every page on a content change, so the next request of each page shows the change', async () => {
    const { titles, computed, cache, get } = await newsApp();
    const oldSecond = await get(2);
    await get(1);
    titles['1'] = 'first page, edited';
    titles['2'] = 'second page, edited';
    // Unchanged until the operator's edit invalidates the cache.
    expect((await get(1)).body?.data[0]?.title).toBe('first page');
    cache.clear();
    expect((await get(1)).body?.data[0]?.title).toBe('first page, edited');
    const newSecond = await get(2);
    expect(newSecond.body?.data[0]?.title).toBe('second page, edited');
    expect((await get(2, { 'if-none-match': oldSecond.etag! })).status).toBe(200);
    expect(computed).toEqual(['2', '1', '1', '2']);
  });
});
