import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Envelope } from '@core/gateway/families';
import type { ApplicationView } from '@core/jobs/contract';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey, useGatewayQuery, type GatewayQueryOptions } from '../../shared/useGatewayQuery';

/**
 * The job seeker's reads and writes of the jp family (server/src/features/jobs/portal/): the public vacancy search
 * and detail, and the applicant's applications. One cache key per path, under 'jp'.
 */
const FAMILY = 'jp';
export const APPLICATIONS_PATH = '/applications';

/** One read of /api/jp{path}, unwrapped from its envelope. */
export function useJpRead<T>(path: string, options?: GatewayQueryOptions<T>) {
  return useGatewayQuery([FAMILY, path], async (gateway) => (await gateway.jp.get<Envelope<T>>(path)).data, options);
}

/** My applications (newest first): the list, and the "already applied" marks of the vacancy pages. */
export function useMyApplications() {
  return useJpRead<ApplicationView[]>(APPLICATIONS_PATH);
}

/** A POST of the family, unwrapped; afterwards every application read is stale (the list, the marks, the detail). */
export function useJpPost() {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(path: string, body: unknown = {}): Promise<T> => {
      try {
        return (await gateway.jp.post<Envelope<T>>(path, body)).data;
      } finally {
        await queryClient.invalidateQueries({ queryKey: gatewayQueryKey([FAMILY, APPLICATIONS_PATH]) });
      }
    },
    [gateway, queryClient],
  );
}
