import { GatewayError, NoResponseError } from '@core/errors/parseError';
import { readApiKey } from '@client/config/clientConfig';
import { buildQuery, type Gateway, type QueryValue } from '@client/gateway/client';
import { API_KEY_HEADER, FAMILIES, type Envelope, type Family } from '@core/gateway/families';
import type { SessionStore } from '@client/session/store';

/**
 * A file sent to the gateway as raw bytes with the browser's upload progress (XMLHttpRequest's upload.onprogress;
 * fetch cannot report it). The same API key, bearer token, language and one refresh on 401 as the gateway client;
 * a refusal is a GatewayError carrying the server's message (the 413's limit, the 415's kind), so pages show it
 * as they show any other.
 */

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, whole. */
  percent: number;
}

export interface UploadRequest {
  family: Family;
  path: string;
  file: Blob;
  query?: Record<string, QueryValue>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadContext {
  session: SessionStore;
  gateway: Pick<Gateway, 'refresh'>;
  language: string;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send<T>(context: UploadContext, request: UploadRequest): Promise<{ status: number; body: Envelope<T> }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${FAMILIES[request.family].basePath}${request.path}${buildQuery(request.query)}`);
    xhr.setRequestHeader(API_KEY_HEADER, readApiKey(document));
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', context.language);
    const token = context.session.getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      request.onProgress?.({ loaded: event.loaded, total: event.total, percent: Math.floor((event.loaded * 100) / event.total) });
    };
    xhr.onload = () => {
      const body = parsed(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, body: body as Envelope<T> });
      else reject(new GatewayError(xhr.status, xhr.statusText, body));
    };
    // The gateway may answer a refusal (413) and close before the browser has sent everything: no answer to read.
    xhr.onerror = () => reject(new NoResponseError(new Error('upload failed')));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.file);
  });
}

/** Uploads the file; a 401 refreshes the session once and sends it again. Answers the envelope's data. */
export async function uploadWithProgress<T>(context: UploadContext, request: UploadRequest): Promise<Envelope<T>> {
  try {
    return (await send<T>(context, request)).body;
  } catch (error) {
    if (!(error instanceof GatewayError) || error.status !== 401) throw error;
    await context.gateway.refresh();
    return (await send<T>(context, request)).body;
  }
}
