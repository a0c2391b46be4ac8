import { GatewayError, NoResponseError } from '@core/errors/parseError';
import type { SessionStore } from '../session/store';
import { isTokenSet } from '@core/session/tokens';
import type { TokenSet } from '@core/session/contract';
import { API_KEY_HEADER, FAMILIES, type Family } from '@core/gateway/families';
import { singleFlight } from '@core/gateway/singleFlight';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except a Blob (a file), which is sent as it is with its own type. */
  body?: unknown;
  /** Headers beyond the ones every call carries (e.g. the Range header of a react-admin list). */
  headers?: Record<string, string>;
  /** Calls that must never trigger a refresh (login, the refresh itself). */
  skipRefresh?: boolean;
  signal?: AbortSignal;
}

export interface GatewayOptions {
  apiKey: string;
  session: SessionStore;
  /** Origin of the gateway; empty for same-origin calls. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The UI language, sent as Accept-Language so the server answers in it. */
  language?: () => string;
  /** SPEC 8: the cm client's reaction to a failed refresh ('Session has expired! please relogin', then logout). */
  onSessionExpired?: () => void;
  /** SPEC 8: the other families only log a failed refresh. */
  logger?: Pick<Console, 'error'>;
  /** The signal that ends a call after its family's timeout (SPEC 9); AbortSignal.timeout unless a test ends it itself. */
  timeoutSignal?: (ms: number) => AbortSignal;
}

export type FamilyClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
};

/** A whole answer, for callers that read headers too (react-admin lists read Content-Range). */
export interface GatewayResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** A file the gateway serves (a PDF, an evidence scan, a transfer proof): its bytes and the name the server gives it. */
export interface GatewayFile {
  blob: Blob;
  /** From the answer's content-disposition (filename* first), when it names the file. */
  fileName: string | undefined;
}

export type Gateway = Record<Family, FamilyClient> & {
  request<T>(family: Family, method: string, path: string, options?: RequestOptions): Promise<T>;
  /** Like request, with the status and headers: the same API key, bearer token and refresh. */
  exchange<T>(family: Family, method: string, path: string, options?: RequestOptions): Promise<GatewayResponse<T>>;
  /**
   * A file (GET): the same API key, bearer token and refresh on 401 as JSON calls, the answer read as bytes (the
   * JSON calls read text, which would corrupt them). A failure is a GatewayError with the server's message.
   */
  download(family: Family, path: string, options?: RequestOptions): Promise<GatewayFile>;
  /** The single-flight refresh: concurrent callers share one request. */
  refresh(): Promise<TokenSet>;
};

/**
 * A URL the gateway answered with (an evidence file's `/api/certification/...`) as the family and path the client
 * calls it with; undefined for a URL outside the gateway's families.
 */
export function gatewayTarget(url: string): { family: Family; path: string } | undefined {
  for (const family of Object.keys(FAMILIES) as Family[]) {
    const { basePath } = FAMILIES[family];
    if (url.startsWith(`${basePath}/`)) return { family, path: url.slice(basePath.length) };
  }
  return undefined;
}

/** The file name of a content-disposition header: RFC 6266's `filename*=UTF-8''…` first, else `filename="…"`. */
export function fileNameOf(contentDisposition: string | null | undefined): string | undefined {
  if (!contentDisposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(contentDisposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;\s]+)/i.exec(contentDisposition);
  if (!plain) return undefined;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1];
  return name || undefined;
}

/** SPEC 7: array query parameters repeat their key. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How a successful answer is read, and the Accept header that asks for it. */
interface Reader {
  accept: string;
  read(response: Response): Promise<unknown>;
}

const JSON_READER: Reader = { accept: 'application/json', read: readBody };
const FILE_READER: Reader = { accept: '*/*', read: (response) => response.blob() };

export function createGateway(options: GatewayOptions): Gateway {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const logger = options.logger ?? console;
  const baseUrl = options.baseUrl ?? '';
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));

  /** One call; `reader` reads a successful answer (JSON or text by default, bytes for a download). */
  async function send<T>(
    family: Family,
    method: string,
    path: string,
    request: RequestOptions,
    reader: Reader = JSON_READER,
  ): Promise<GatewayResponse<T>> {
    const { timeoutMs } = FAMILIES[family];
    const headers: Record<string, string> = { ...request.headers, [API_KEY_HEADER]: options.apiKey, accept: reader.accept };
    const token = options.session.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.language) headers['accept-language'] = options.language();
    const file = request.body instanceof Blob ? request.body : undefined;
    if (file) headers['content-type'] = file.type || 'application/octet-stream';
    else if (request.body !== undefined) headers['content-type'] = 'application/json';
    const signals = [request.signal, timeoutMs ? timeoutSignal(timeoutMs) : undefined].filter(
      (signal): signal is AbortSignal => signal !== undefined,
    );
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${FAMILIES[family].basePath}${path}${buildQuery(request.query)}`, {
        method,
        headers,
        body: file ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
        signal: signals.length ? AbortSignal.any(signals) : undefined,
        credentials: 'same-origin',
      });
    } catch (error) {
      throw new NoResponseError(error);
    }
    if (!response.ok) throw new GatewayError(response.status, response.statusText, await readBody(response));
    return { status: response.status, headers: response.headers, body: (await reader.read(response)) as T };
  }

  const refresh = singleFlight(async (): Promise<TokenSet> => {
    const accessToken = options.session.getAccessToken();
    const refreshToken = options.session.getRefreshToken();
    if (!accessToken || !refreshToken) throw new GatewayError(401, 'Unauthorized', { message: 'No session' });
    const { body } = await send<{ data: unknown }>('cm', 'POST', '/account-user/refresh-token', {
      body: { accessToken, refreshToken },
      skipRefresh: true,
    });
    if (!isTokenSet(body?.data)) throw new GatewayError(401, 'Unauthorized', body);
    options.session.saveTokens(body.data);
    return body.data;
  });

  /** A call with SPEC 8's refresh: a 401 refreshes the session once (single-flight) and the call is sent again. */
  async function withRefresh<T>(family: Family, method: string, path: string, request: RequestOptions, reader: Reader): Promise<GatewayResponse<T>> {
    try {
      return await send<T>(family, method, path, request, reader);
    } catch (error) {
      if (!(error instanceof GatewayError) || error.status !== 401 || request.skipRefresh) throw error;
      try {
        await refresh();
      } catch (refreshError) {
        if (family === 'cm') {
          options.session.clear();
          options.onSessionExpired?.();
        } else {
          logger.error('Token refresh failed', refreshError);
        }
        throw error;
      }
      // One retry per request: a second 401 is the caller's to handle.
      return send<T>(family, method, path, { ...request, skipRefresh: true }, reader);
    }
  }

  function exchange<T>(family: Family, method: string, path: string, request: RequestOptions = {}): Promise<GatewayResponse<T>> {
    return withRefresh<T>(family, method, path, request, JSON_READER);
  }

  async function download(family: Family, path: string, request: RequestOptions = {}): Promise<GatewayFile> {
    const { headers, body } = await withRefresh<Blob>(family, 'GET', path, request, FILE_READER);
    return { blob: body, fileName: fileNameOf(headers.get('content-disposition')) };
  }

  async function request<T>(family: Family, method: string, path: string, init?: RequestOptions): Promise<T> {
    return (await exchange<T>(family, method, path, init)).body;
  }

  const familyClient = (family: Family): FamilyClient => ({
    get: (path, o) => request(family, 'GET', path, o),
    post: (path, body, o) => request(family, 'POST', path, { ...o, body }),
    put: (path, body, o) => request(family, 'PUT', path, { ...o, body }),
    delete: (path, o) => request(family, 'DELETE', path, o),
  });

  return {
    main: familyClient('main'),
    order: familyClient('order'),
    md: familyClient('md'),
    certification: familyClient('certification'),
    cm: familyClient('cm'),
    jp: familyClient('jp'),
    v2: familyClient('v2'),
    request,
    exchange,
    download,
    refresh,
  };
}
