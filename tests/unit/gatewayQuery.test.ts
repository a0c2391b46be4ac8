import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@core/errors/parseError';
import type { Gateway } from '@client/gateway/client';
import { GATEWAY_QUERY_ROOT, gatewayQueryKey, gatewayQueryOptions } from '../../src/shared/useGatewayQuery';

/** A gateway whose main.get answers through `get` (the only call these reads make). */
function fakeGateway(get: (path: string) => Promise<unknown>): Gateway {
  return { main: { get } } as unknown as Gateway;
}

/** The client <Admin> makes when given none: TanStack's defaults (three retries, refetch on focus). */
const clients: QueryClient[] = [];
function adminQueryClient(): QueryClient {
  const client = new QueryClient();
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** Subscribes an observer (what useQuery does) and waits for its first settled result. */
function observe<T>(client: QueryClient, options: ReturnType<typeof gatewayQueryOptions<T>>) {
  const observer = new QueryObserver(client, options);
  const settled = new Promise<QueryObserverResult<T, unknown>>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === 'pending') return;
      unsubscribe();
      resolve(result);
    });
  });
  return { observer, settled };
}

describe('gatewayQueryKey', () => {
  it('puts every member page read under one root, apart from react-admin\u2019s own keys', () => {
    expect(gatewayQueryKey(['main', '/my-programs'])).toEqual([GATEWAY_QUERY_ROOT, 'main', '/my-programs']);
    expect(gatewayQueryKey([])).toEqual([GATEWAY_QUERY_ROOT]);
  });
});

describe('gatewayQueryOptions on react-admin\u2019s QueryClient', () => {
  it('reads once and gives the answer', async () => {
    const get = vi.fn(async (path: string) => ({ data: [path] }));
    const client = adminQueryClient();
    const { settled } = observe(
      client,
      gatewayQueryOptions(
        fakeGateway(get),
        ['main', '/my-programs'],
        async (gateway) => (await gateway.main.get<{ data: string[] }>('/my-programs')).data,
      ),
    );
    const result = await settled;
    expect(result.data).toEqual(['/my-programs']);
    expect(result.isError).toBe(false);
    expect(get).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(gatewayQueryKey(['main', '/my-programs']))).toEqual(['/my-programs']);
  });

  it('shows a failure at once: no retries (the gateway already refreshed on a 401)', async () => {
    const failure = new GatewayError(500, 'Internal Server Error', { message: 'Database down' });
    const get = vi.fn(() => Promise.reject(failure));
    const { settled } = observe(
      adminQueryClient(),
      gatewayQueryOptions(fakeGateway(get), ['main', '/order'], (gateway) => gateway.main.get('/order')),
    );
    const result = await settled;
    expect(result.isError).toBe(true);
    expect(result.error).toBe(failure);
    expect(result.data).toBeUndefined();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('does not read again when the window regains focus; refetch reads again', async () => {
    let count = 0;
    const get = vi.fn(async () => ({ data: ++count }));
    const options = gatewayQueryOptions(
      fakeGateway(get),
      ['main', '/contact/get-contact-info'],
      async (gateway) => (await gateway.main.get<{ data: number }>('/x')).data,
    );
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.retry).toBe(false);
    const { observer, settled } = observe(adminQueryClient(), options);
    expect((await settled).data).toBe(1);
    const again = await observer.refetch();
    expect(again.data).toBe(2);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('lets a page add its own options, but never replace the key or the call', async () => {
    const get = vi.fn(async () => ({ data: 'fresh' }));
    const options = gatewayQueryOptions(fakeGateway(get), ['main', '/a'], async (gateway) => (await gateway.main.get<{ data: string }>('/a')).data, {
      retry: 2,
      enabled: false,
    });
    expect(options.retry).toBe(2);
    expect(options.enabled).toBe(false);
    expect(options.queryKey).toEqual([GATEWAY_QUERY_ROOT, 'main', '/a']);
  });
});
