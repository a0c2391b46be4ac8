import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Gateway } from '@client/gateway/client';
import { useMember } from './memberContext';

/** The first element of every member page's query key: apart from react-admin's own queries in the same cache. */
export const GATEWAY_QUERY_ROOT = 'gateway';

/** The cache key of a gateway read, as pages name it (`['main', '/my-programs']`). */
export function gatewayQueryKey(key: QueryKey): QueryKey {
  return [GATEWAY_QUERY_ROOT, ...key];
}

/** Options of a gateway read beyond its key and call (`placeholderData`, `enabled`, ...). */
export type GatewayQueryOptions<T> = Omit<UseQueryOptions<T, unknown, T>, 'queryKey' | 'queryFn'>;

/**
 * What a read does, for the hook and the unit tests: a failure shows at once (no retries: the gateway already
 * refreshed the session once on a 401, and the pages show the error), and a read is not repeated when the window
 * regains focus (a form filled from it would be reset). A page's own options come over these.
 */
export function gatewayQueryOptions<T>(
  gateway: Gateway,
  key: QueryKey,
  call: (gateway: Gateway) => Promise<T>,
  options: GatewayQueryOptions<T> = {},
): UseQueryOptions<T, unknown, T> {
  return { retry: false, refetchOnWindowFocus: false, ...options, queryKey: gatewayQueryKey(key), queryFn: () => call(gateway) };
}

/**
 * One gateway read for a member page, on the TanStack Query client react-admin's <Admin> provides, so the pages
 * share its cache with react-admin (and its logout clears both). `data` is undefined until the answer; `isError`
 * and `error` say a failure (parseErrorMessage reads it); `refetch()` reads again.
 */
export function useGatewayQuery<T>(
  key: QueryKey,
  call: (gateway: Gateway) => Promise<T>,
  options?: GatewayQueryOptions<T>,
): UseQueryResult<T, unknown> {
  const { gateway } = useMember();
  return useQuery(gatewayQueryOptions(gateway, key, call, options));
}

/** Puts a fresh answer in the cache (what a save returned), so the page and any other reader show it without a read. */
export function useSetGatewayQueryData<T>(key: QueryKey): (data: T) => void {
  const queryClient = useQueryClient();
  const serialized = JSON.stringify(key);
  // The key's content, not its identity, names the entry: pages pass a new array each render.
  return useCallback(
    (data: T) => void queryClient.setQueryData(gatewayQueryKey(JSON.parse(serialized) as QueryKey), data),
    [queryClient, serialized],
  );
}
