import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Envelope } from '@core/gateway/families';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey, useGatewayQuery, type GatewayQueryOptions } from '../../shared/useGatewayQuery';

/**
 * The employer's reads and writes of the jp family (server/src/features/jobs/: /employer/organisation and
 * /employer/job-vacancy...). One cache key per path under 'jp', 'employer'; a write makes them all stale.
 */
const KEY = ['jp', 'employer'] as const;

/** One read of /api/jp{path}, unwrapped from its envelope. */
export function useEmployerRead<T>(path: string, options?: GatewayQueryOptions<T>) {
  return useGatewayQuery([...KEY, path], async (gateway) => (await gateway.jp.get<Envelope<T>>(path)).data, options);
}

/** A write; its envelope (the translated message for the notice). Every employer read is then read again. */
export function useEmployerWrite() {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(method: 'post' | 'put' | 'delete', path: string, body: unknown = {}): Promise<Envelope<T>> => {
      const answer = method === 'delete' ? await gateway.jp.delete<Envelope<T>>(path) : await gateway.jp[method]<Envelope<T>>(path, body);
      await queryClient.invalidateQueries({ queryKey: gatewayQueryKey([...KEY]) });
      return answer;
    },
    [gateway, queryClient],
  );
}
