import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Envelope } from '@core/gateway/families';
import type { FormSummary } from '@core/forms';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey, useGatewayQuery, type GatewayQueryOptions } from '../../shared/useGatewayQuery';

/** The certification family's calls of the LSP's pages (server/src/features/certification/lspSetupRoutes.ts, lspWorkflowRoutes.ts). */

const FAMILY = 'certification';

/** One read of /api/certification{path}, unwrapped from its envelope. */
export function useLspRead<T>(path: string, options?: GatewayQueryOptions<T>) {
  return useGatewayQuery([FAMILY, path], async (gateway) => (await gateway.certification.get<Envelope<T>>(path)).data, options);
}

/**
 * A write of the family; the answer's envelope (its translated message for the notice). Every certification read
 * is then read again: a saved scheme changes the schedules' titles, a decision the participants' states.
 */
export function useLspWrite() {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  return async <T>(method: 'post' | 'put', path: string, body: unknown): Promise<Envelope<T>> => {
    const answer = await gateway.certification[method]<Envelope<T>>(path, body);
    await queryClient.invalidateQueries({ queryKey: gatewayQueryKey([FAMILY]) });
    return answer;
  };
}

/** Saves a file the gateway answers (the surat tugas, the fees' CSV) under the name it gives. */
export function useLspDownload() {
  const { gateway } = useMember();
  return async (path: string, fallbackName: string) => {
    const file = await gateway.download(FAMILY, path);
    const url = URL.createObjectURL(file.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName ?? fallbackName;
    link.click();
    // The click has handed the blob to the browser's download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
}

/** The forms' slugs by code (FR.APL.01 -> its slug) for links to the form pages, and their titles. */
export function useFormCatalog() {
  const { data } = useLspRead<FormSummary[]>('/forms');
  return useMemo(
    () => ({
      slugs: new Map((data ?? []).map((form) => [form.code, form.slug])),
      titles: new Map((data ?? []).map((form) => [form.code, form.title])),
    }),
    [data],
  );
}
