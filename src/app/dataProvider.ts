import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { Gateway } from '@core/gateway/client';
import { FAMILIES, type Family } from '@core/gateway/families';
import type { ActionParams, GatewayDataProvider } from '../shared/gatewayDataProvider';
import { asHttpError, recordsOf } from './gatewayRecords';

type HttpClient = NonNullable<Parameters<typeof simpleRestProvider>[1]>;
type Options = NonNullable<Parameters<HttpClient>[1]>;

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
      return asHttpError(error);
    }
  };
}

/**
 * A resource the gateway pages itself (SPEC 3's member lists): GET `path?pageIndex=&pageSize=&searchValue=&sortBy=
 * &sortOrder=&<filters>` answers `{items, total, pageIndex, pageSize}` in the family's envelope; one record is
 * `path/{id}`. react-admin's full-text filter `q` is the gateway's `searchValue`.
 */
export interface PagedResource {
  family: Family;
  path: string;
}

export interface DataProviderOptions {
  /** The family of each resource that is not in the main family (e.g. {'job-vacancy': 'jp'}). */
  families?: Partial<Record<string, Family>>;
  /** The resources the gateway pages with pageIndex/pageSize instead of ra-data-simple-rest's range. */
  paged?: Partial<Record<string, PagedResource>>;
}

export type { ActionParams, GatewayDataProvider };

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'update', 'updateMany', 'create', 'delete', 'deleteMany'] as const;

/**
 * react-admin's data provider: a paged resource through the gateway's paging, any other through
 * ra-data-simple-rest per family (DESIGN 2's base paths), a resource going to its family's. The paged part and the
 * workflow steps load with their first use (pagedDataProvider.ts): in the first load they cost 0.7 kB gzip, which
 * put the member app over its 300 kB budget.
 */
export function createDataProvider(gateway: Gateway, { families = {}, paged = {} }: DataProviderOptions = {}): GatewayDataProvider {
  const providers = new Map<string, DataProvider>();
  const providerOf = async (resource: string): Promise<DataProvider> => {
    const pagedResource = paged[resource];
    const key = pagedResource ? `paged:${resource}` : (families[resource] ?? 'main');
    let provider = providers.get(key);
    if (!provider) {
      provider = pagedResource
        ? (await import('./pagedDataProvider')).pagedProvider(gateway, pagedResource)
        : simpleRestProvider(FAMILIES[key as Family].basePath, gatewayHttpClient(gateway, key as Family));
      providers.set(key, provider);
    }
    return provider;
  };
  const dispatch = (method: (typeof METHODS)[number]) => async (resource: string, params: unknown) =>
    ((await providerOf(resource))[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, params);
  const action: GatewayDataProvider['action'] = async (resource, params) => {
    const target = paged[resource] ?? { family: families[resource] ?? 'main', path: `/${resource}` };
    return (await import('./pagedDataProvider')).runAction(gateway, target, params);
  };
  return { ...(Object.fromEntries(METHODS.map((method) => [method, dispatch(method)])) as unknown as DataProvider), action };
}
