import { useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@core/gateway/families';
import { CERTIFICATION_FAMILY } from '../../shared/certification/certificationApi';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey } from '../../shared/useGatewayQuery';

/**
 * The LSP's writes and downloads (server/src/features/certification/setup/memberRoutes.ts, lspWorkflowRoutes.ts); its
 * reads are src/shared/certification/certificationApi.ts's.
 */

/**
 * A write of the family; the answer's envelope (its translated message for the notice). Every certification read
 * is then read again: a saved scheme changes the schedules' titles, a decision the participants' states.
 */
export function useLspWrite() {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  return async <T>(method: 'post' | 'put', path: string, body: unknown): Promise<Envelope<T>> => {
    const answer = await gateway.certification[method]<Envelope<T>>(path, body);
    await queryClient.invalidateQueries({ queryKey: gatewayQueryKey([CERTIFICATION_FAMILY]) });
    return answer;
  };
}

/** Saves a file the gateway answers (the surat tugas, the certificates' zip) under the name it gives. */
export function useLspDownload() {
  const { gateway } = useMember();
  return async (path: string, fallbackName: string) => {
    const file = await gateway.download(CERTIFICATION_FAMILY, path);
    const url = URL.createObjectURL(file.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName ?? fallbackName;
    link.click();
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
}
