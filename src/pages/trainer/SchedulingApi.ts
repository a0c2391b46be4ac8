import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { GatewayError } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { TrainerClassView } from '@core/learning/classSessions';
import { gatewayQueryKey, useGatewayQuery } from '../../shared/useGatewayQuery';

/** The trainer's class operations calls (/api/main/scheduling, server/src/features/learning/classes/memberSessionRoutes.ts and its siblings). */

export const CLASSES_KEY = ['main', '/scheduling/classes'];
export const classPath = (classId: string) => `/scheduling/classes/${encodeURIComponent(classId)}`;

export function useTrainerClasses() {
  return useGatewayQuery(CLASSES_KEY, async (gateway) => (await gateway.main.get<Envelope<TrainerClassView[]>>('/scheduling/classes')).data);
}

/** Reads every scheduling answer again (after a save): the keys are paths, so they are matched by their start. */
export function useRefreshScheduling() {
  const queryClient = useQueryClient();
  const [root, family] = gatewayQueryKey(['main']);
  return useCallback(
    () =>
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === root && queryKey[1] === family && String(queryKey[2]).startsWith('/scheduling'),
      }),
    [queryClient, root, family],
  );
}

/** A 400's field errors (already in the caller's language), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof GatewayError && typeof error.body === 'object' && error.body !== null && 'errors' in error.body) {
    const errors = (error.body as { errors: unknown }).errors;
    if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) return errors as Record<string, string>;
  }
  return {};
}
