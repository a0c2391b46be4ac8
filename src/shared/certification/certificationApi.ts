import { useMemo } from 'react';
import type { Envelope } from '@core/gateway/families';
import type { FormSummary } from '@core/forms/contract';
import { useGatewayQuery } from '../useGatewayQuery';

/**
 * The reads both certification page folders make (server/src/features/certification: the asesi's, the assessor's and
 * the LSP's routes). One cache key per path, so a page's write that refreshes the family refreshes every reader.
 */

/** The family's first key part: src/pages/lsp refreshes all its reads after a write by this prefix. */
export const CERTIFICATION_FAMILY = 'certification';

/** One read of /api/certification{path}, unwrapped from its envelope. */
export function useCertificationRead<T>(path: string) {
  return useGatewayQuery([CERTIFICATION_FAMILY, path], async (gateway) => (await gateway.certification.get<Envelope<T>>(path)).data);
}

/** The forms' slugs by code (FR.APL.01 -> its slug), for links to the form pages; their titles too. */
export function useFormCatalog(): { slugs: ReadonlyMap<string, string>; titles: ReadonlyMap<string, FormSummary['title']> } {
  const { data } = useCertificationRead<FormSummary[]>('/forms');
  return useMemo(
    () => ({
      slugs: new Map((data ?? []).map((form) => [form.code, form.slug])),
      titles: new Map((data ?? []).map((form) => [form.code, form.title])),
    }),
    [data],
  );
}
