import { GatewayError } from '../errors/parseError';
import { API_KEY_HEADER, FAMILIES } from '../gateway/families';
import type { Gateway } from '../gateway/client';
import type { SessionStore } from '../session/store';

export interface FileDownloadOptions {
  gateway: Gateway;
  session: SessionStore;
  apiKey: string;
  fetch?: typeof fetch;
}

/**
 * A file the main family serves to the session (an invoice PDF, a transfer proof). The gateway client reads
 * answers as text, which would corrupt the bytes, so the file is fetched here with the same API key and token; a
 * 401 (an access token that expired) refreshes the session once through the gateway's single-flight refresh and
 * retries. A second failure is the caller's, as a GatewayError with the server's translated message.
 */
export async function fetchMainFile(path: string, { gateway, session, apiKey, fetch: doFetch = globalThis.fetch.bind(globalThis) }: FileDownloadOptions): Promise<Blob> {
  const attempt = () =>
    doFetch(`${FAMILIES.main.basePath}${path}`, {
      headers: { authorization: `Bearer ${session.getAccessToken() ?? ''}`, [API_KEY_HEADER]: apiKey },
      credentials: 'same-origin',
    });
  let response = await attempt();
  if (response.status === 401) {
    await gateway.refresh();
    response = await attempt();
  }
  if (!response.ok) throw new GatewayError(response.status, response.statusText, await response.json().catch(() => null));
  return response.blob();
}
