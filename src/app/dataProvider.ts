import type { DataProvider } from 'react-admin';
import type { Gateway } from '@client/gateway/client';
import type { Family } from '@core/gateway/families';
import type { ActionParams, GatewayDataProvider } from '../shared/gatewayDataProvider';

/**
 * A resource the gateway pages itself (SPEC 3's member lists): GET `path?pageIndex=&pageSize=&searchValue=&sortBy=
 * &sortOrder=&<filters>` answers `{items, total, pageIndex, pageSize}` in the family's envelope; one record is
 * `path/{id}`. react-admin's full-text filter `q` is the gateway's `searchValue`.
 */
export interface PagedResource {
  family: Family;
  /** The list's path; a `:name` segment is filled from the read's `meta.path` (one class's results). */
  path: string;
  /** The field of the answer holding the list (a dashboard's `candidates`), the rest being the list's `meta`. */
  itemsAt?: string;
}

export interface DataProviderOptions {
  /** The family of each resource that is not in the main family (e.g. {'job-vacancy': 'jp'}). */
  families?: Partial<Record<string, Family>>;
  /** The resources the gateway pages with pageIndex/pageSize instead of ra-data-simple-rest's range. */
  paged?: Partial<Record<string, PagedResource>>;
  /** Small lists the gateway answers whole (a person's own orders): sorted, filtered and paged in the browser. */
  listed?: Partial<Record<string, PagedResource>>;
}

export type { ActionParams, GatewayDataProvider };

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'update', 'updateMany', 'create', 'delete', 'deleteMany'] as const;

/**
 * react-admin's data provider: a paged resource through the gateway's paging, a listed one (answered whole) paged
 * in the browser, any other through
 * ra-data-simple-rest per family (DESIGN 2's base paths), a resource going to its family's. Each part loads with its
 * first use, as the workflow steps do (pagedDataProvider.ts, restDataProvider.ts): the shell asks no data of it,
 * and in the first load they cost 0.7 kB gzip (the paged part) and 3.5 kB (ra-data-simple-rest with query-string).
 */
export function createDataProvider(gateway: Gateway, { families = {}, paged = {}, listed = {} }: DataProviderOptions = {}): GatewayDataProvider {
  const providers = new Map<string, DataProvider>();
  const providerOf = async (resource: string): Promise<DataProvider> => {
    const pagedResource = paged[resource];
    const listedResource = listed[resource];
    const key = pagedResource ? `paged:${resource}` : listedResource ? `listed:${resource}` : (families[resource] ?? 'main');
    let provider = providers.get(key);
    if (!provider) {
      provider = pagedResource
        ? (await import('./pagedDataProvider')).pagedProvider(gateway, pagedResource)
        : listedResource
          ? (await import('./listedDataProvider')).listedProvider(gateway, listedResource)
          : (await import('./restDataProvider')).restProvider(gateway, key as Family);
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
