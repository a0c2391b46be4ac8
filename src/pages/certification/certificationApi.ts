import { useMemo } from 'react';
import type { Envelope } from '@core/gateway/families';
import type { FormSummary } from '@core/forms';
import { useGatewayQuery, useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { useMember } from '../../shared/memberContext';

/** The certification family's envelope calls of these pages (server/src/features/certification/asesiRoutes.ts, assessorRoutes.ts). */

const queryKey = (path: string) => ['certification', path];

/** One read of /api/certification{path}, unwrapped from its envelope; `reload` reads it again. */
export function useCertificationRead<T>(path: string) {
  const { data, error, isError, refetch } = useGatewayQuery(
    queryKey(path),
    async (gateway) => (await gateway.certification.get<Envelope<T>>(path)).data,
  );
  return { data, error, isError, reload: () => void refetch() };
}

/** Puts what a step answered (the registration as it is now) in the cache of its read. */
export function useSetCertificationData<T>(path: string) {
  return useSetGatewayQueryData<T>(queryKey(path));
}

/** A POST of the family, unwrapped: what the pages' buttons send. */
export function useCertificationPost() {
  const { gateway } = useMember();
  return async <T>(path: string, body: unknown = {}): Promise<T> => (await gateway.certification.post<Envelope<T>>(path, body)).data;
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
