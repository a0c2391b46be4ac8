import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Envelope } from '@core/gateway/families';
import type { JobProfileInput, JobProfileView } from '@core/jobs/profile.contract';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey } from '../../shared/useGatewayQuery';
import { useJpRead } from './jobSeekerApi';

/** The CV's gateway paths (server/src/features/jobs/profile/memberRoutes.ts). */
export const PROFILE_PATH = '/job-seeker/job-profile';
export const CV_PATH = `${PROFILE_PATH}/cv`;
export const PRINT_PATH = `${PROFILE_PATH}/print`;

export function useJobProfile() {
  return useJpRead<JobProfileView>(PROFILE_PATH);
}

/** The CV's writes: save (PUT), upload the file (its bytes as the body), remove it; each reads the CV again. */
export function useJobProfileWrites() {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  const reread = useCallback(() => queryClient.invalidateQueries({ queryKey: gatewayQueryKey(['jp', PROFILE_PATH]) }), [queryClient]);
  const save = useCallback(
    async (profile: JobProfileInput) => {
      const answer = await gateway.jp.put<Envelope<JobProfileView>>(PROFILE_PATH, profile);
      queryClient.setQueryData(gatewayQueryKey(['jp', PROFILE_PATH]), answer.data);
      return answer;
    },
    [gateway, queryClient],
  );
  const upload = useCallback(
    async (file: File) => {
      // The gateway decides by the bytes (%PDF-); the declared type only routes the body to its parser.
      const body = new Blob([file], { type: 'application/pdf' });
      try {
        return await gateway.jp.post<Envelope<{ fileName: string }>>(CV_PATH, body, { query: { fileName: file.name } });
      } finally {
        await reread();
      }
    },
    [gateway, reread],
  );
  const remove = useCallback(async () => {
    try {
      return await gateway.jp.delete<Envelope<null>>(CV_PATH);
    } finally {
      await reread();
    }
  }, [gateway, reread]);
  return { save, upload, remove };
}
