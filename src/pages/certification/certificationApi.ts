import type { Envelope } from '@core/gateway/families';
import { CERTIFICATION_FAMILY } from '../../shared/certification/certificationApi';
import { useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { useMember } from '../../shared/memberContext';

/**
 * The asesi's and the assessor's steps (server/src/features/certification/registrations/memberAsesiRoutes.ts, assessorRoutes.ts); their
 * reads are src/shared/certification/certificationApi.ts's.
 */

/** Puts what a step answered (the registration as it is now) in the cache of its read. */
export function useSetCertificationData<T>(path: string) {
  return useSetGatewayQueryData<T>([CERTIFICATION_FAMILY, path]);
}

/** A POST of the family, unwrapped: what the pages' buttons send. */
export function useCertificationPost() {
  const { gateway } = useMember();
  return async <T>(path: string, body: unknown = {}): Promise<T> => (await gateway.certification.post<Envelope<T>>(path, body)).data;
}
