import type { Envelope } from '@core/gateway/families';
import type { MediaTicketAnswer } from '@core/learning/media.contract';
import { useGatewayQuery } from '../../shared/useGatewayQuery';

/** The ticket route's answer: packages/core/src/learning/media.contract.ts. */
export type { MediaTicketAnswer } from '@core/learning/media.contract';

/** Tickets last six hours on the gateway; a fresh one is asked for well before that. */
const TICKET_STALE_MS = 60 * 60_000;

/**
 * The address the browser's own loaders (pdf.js, <video>, the SCORM frame) use for a learning file: they send no
 * bearer token, so the gateway hands out a short-lived ticket URL instead (docs/decisions/2026-11-26-learning.md
 * "Learning media").
 */
export function useMediaUrl(fileId: string | undefined) {
  return useGatewayQuery(
    ['main', '/learning-files', fileId, 'ticket'],
    async (gateway) => (await gateway.main.get<Envelope<MediaTicketAnswer>>(`/learning-files/${encodeURIComponent(fileId ?? '')}/ticket`)).data,
    { enabled: Boolean(fileId), staleTime: TICKET_STALE_MS, gcTime: TICKET_STALE_MS },
  );
}
