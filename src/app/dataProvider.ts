import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider } from 'react-admin';
import { GatewayError } from '@core/errors/parseError';
import type { Gateway } from '@core/gateway/client';
import { FAMILIES, type Family } from '@core/gateway/families';

type HttpClient = NonNullable<Parameters<typeof simpleRestProvider>[1]>;
type Options = NonNullable<Parameters<HttpClient>[1]>;

/** The families' envelope {statusCode, message, data}: react-admin wants the records, which are its data. */
function recordsOf(body: unknown): unknown {
  const isEnvelope = typeof body === 'object' && body !== null && 'statusCode' in body && 'data' in body;
  return isEnvelope ? (body as { data: unknown }).data : body;
}

/** The request headers react-admin asks for (a list's Range); the gateway sets the content type and credentials itself. */
function extraHeaders(headers: Options['headers']): Record<string, string> {
  const extra: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    if (name !== 'content-type' && name !== 'accept') extra[name] = value;
  });
  return extra;
}

/**
 * ra-data-simple-rest's httpClient over the core gateway, for one family: the API key, the bearer token and the
 * single-flight refresh on 401 are the gateway's, so react-admin pages and the rest of the app share one session.
 */
export function gatewayHttpClient(gateway: Gateway, family: Family): HttpClient {
  const basePath = FAMILIES[family].basePath;
  return async (url: string, options: Options = {}) => {
    const path = url.startsWith(basePath) ? url.slice(basePath.length) : url;
    try {
      const response = await gateway.exchange<unknown>(family, options.method ?? 'GET', path, {
        body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
        headers: extraHeaders(options.headers),
        signal: options.signal ?? undefined,
      });
      const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
      return { status: response.status, headers: response.headers, body, json: recordsOf(response.body) };
    } catch (error) {
      // react-admin reads field errors from error.body.errors, as its own fetchJson rejects them.
      if (error instanceof GatewayError) throw new HttpError(error.message, error.status, error.body);
      throw error;
    }
  };
}

export interface DataProviderOptions {
  /** The family of each resource that is not in the main family (e.g. {'job-vacancy': 'jp'}). */
  families?: Partial<Record<string, Family>>;
}

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'update', 'updateMany', 'create', 'delete', 'deleteMany'] as const;

/** react-admin's data provider: ra-data-simple-rest per family (DESIGN 2's base paths), a resource going to its family's. */
export function createDataProvider(gateway: Gateway, { families = {} }: DataProviderOptions = {}): DataProvider {
  const providers = new Map<Family, DataProvider>();
  const providerOf = (resource: string): DataProvider => {
    const family = families[resource] ?? 'main';
    let provider = providers.get(family);
    if (!provider) {
      provider = simpleRestProvider(FAMILIES[family].basePath, gatewayHttpClient(gateway, family));
      providers.set(family, provider);
    }
    return provider;
  };
  const dispatch = (method: (typeof METHODS)[number]) => (resource: string, params: unknown) =>
    (providerOf(resource)[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, params);
  return Object.fromEntries(METHODS.map((method) => [method, dispatch(method)])) as unknown as DataProvider;
}
