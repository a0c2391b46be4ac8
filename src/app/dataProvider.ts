import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type GetListParams, type RaRecord } from 'react-admin';
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

/** react-admin reads field errors from error.body.errors, as its own fetchJson rejects them. */
function asHttpError(error: unknown): never {
  if (error instanceof GatewayError) throw new HttpError(error.message, error.status, error.body);
  throw error;
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

/** A workflow step on a record (publish a vacancy, move a candidate) or on the collection (close several). */
export interface ActionParams {
  id?: string | number;
  action: string;
  body?: unknown;
}

/** react-admin's data provider with the gateway's named workflow steps, called through useDataProvider/useMutation. */
export type GatewayDataProvider = DataProvider & {
  action(resource: string, params: ActionParams): Promise<{ data: unknown; message: string }>;
};

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'update', 'updateMany', 'create', 'delete', 'deleteMany'] as const;

interface Page {
  items: RaRecord[];
  total: number;
}

/** The query of a paged list: react-admin's page, sort and filters in the gateway's names. */
export function pagedListQuery({ pagination, sort, filter }: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('pageIndex', String(pagination.page));
    query.set('pageSize', String(pagination.perPage));
  }
  // react-admin sorts by id when a list names no field; the gateway's own order (newest first) is the default.
  if (sort?.field && sort.field !== 'id') {
    query.set('sortBy', sort.field);
    query.set('sortOrder', sort.order === 'ASC' ? 'asc' : 'desc');
  }
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const one of values) query.append(name === 'q' ? 'searchValue' : name, String(one));
  }
  return query;
}

/** react-admin's methods over a paged resource, through the gateway (its key, token and refresh-and-retry-once). */
function pagedProvider(gateway: Gateway, { family, path }: PagedResource): DataProvider {
  const call = async <T>(method: string, target: string, body?: unknown): Promise<T> =>
    recordsOf((await gateway.exchange<unknown>(family, method, target, { body }).catch(asHttpError)).body) as T;
  const one = (id: unknown) => `${path}/${encodeURIComponent(String(id))}`;
  const getList = async (_resource: string, params: Partial<GetListParams>) => {
    const page = await call<Page>('GET', `${path}?${pagedListQuery(params).toString()}`);
    return { data: page.items, total: page.total };
  };
  return {
    getList,
    getManyReference: (resource, { target, id, ...params }) => getList(resource, { ...params, filter: { ...params.filter, [target]: id } }),
    getOne: async (_resource, { id }) => ({ data: await call('GET', one(id)) }),
    getMany: async (_resource, { ids }) => ({ data: await Promise.all(ids.map((id) => call<RaRecord>('GET', one(id)))) }),
    create: async (_resource, { data }) => ({ data: await call('POST', path, data) }),
    update: async (_resource, { id, data }) => ({ data: await call('PUT', one(id), data) }),
    updateMany: async (_resource, { ids, data }) => {
      await Promise.all(ids.map((id) => call('PUT', one(id), data)));
      return { data: ids };
    },
    delete: async (_resource, { id, previousData }) => {
      await call('DELETE', one(id));
      return { data: previousData ?? { id } };
    },
    deleteMany: async (_resource, { ids }) => {
      await Promise.all(ids.map((id) => call('DELETE', one(id))));
      return { data: ids };
    },
  } as DataProvider;
}

/**
 * react-admin's data provider: a paged resource through the gateway's paging, any other through
 * ra-data-simple-rest per family (DESIGN 2's base paths), a resource going to its family's.
 */
export function createDataProvider(gateway: Gateway, { families = {}, paged = {} }: DataProviderOptions = {}): GatewayDataProvider {
  const providers = new Map<string, DataProvider>();
  const providerOf = (resource: string): DataProvider => {
    const pagedResource = paged[resource];
    const key = pagedResource ? `paged:${resource}` : (families[resource] ?? 'main');
    let provider = providers.get(key);
    if (!provider) {
      provider = pagedResource
        ? pagedProvider(gateway, pagedResource)
        : simpleRestProvider(FAMILIES[key as Family].basePath, gatewayHttpClient(gateway, key as Family));
      providers.set(key, provider);
    }
    return provider;
  };
  const dispatch = (method: (typeof METHODS)[number]) => (resource: string, params: unknown) =>
    (providerOf(resource)[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, params);
  const action: GatewayDataProvider['action'] = async (resource, { id, action: name, body }) => {
    const target = paged[resource];
    const family = target?.family ?? families[resource] ?? 'main';
    const base = target?.path ?? `/${resource}`;
    const path = id === undefined ? `${base}/${name}` : `${base}/${encodeURIComponent(String(id))}/${name}`;
    const answer = (await gateway.exchange<unknown>(family, 'POST', path, { body }).catch(asHttpError)).body as {
      data?: unknown;
      message?: string;
    } | null;
    return { data: answer?.data ?? null, message: answer?.message ?? '' };
  };
  return { ...(Object.fromEntries(METHODS.map((method) => [method, dispatch(method)])) as unknown as DataProvider), action };
}
