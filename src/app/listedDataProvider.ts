import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { Gateway } from '@client/gateway/client';
import type { PagedResource } from './dataProvider';
import { asHttpError, recordsOf } from './gatewayRecords';

/** A value's place in a sort: numbers as numbers, everything else as its text (ISO dates sort as text). */
const sortKey = (value: unknown): number | string => (typeof value === 'number' ? value : value === null || value === undefined ? '' : String(value));

/**
 * One page of a whole list held in memory: react-admin's filters (exact values; `q`, the full-text filter, is not
 * offered by these lists), its sort by one field and its page, as the gateway would answer them.
 */
export function pageOfList(records: readonly RaRecord[], { pagination, sort, filter }: Partial<GetListParams>): { data: RaRecord[]; total: number } {
  const filters = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const matching = records.filter((record) => filters.every(([name, value]) => String(record[name]) === String(value)));
  const field = sort?.field;
  const sorted =
    field && field !== 'id'
      ? [...matching].sort((a, b) => {
          const [x, y] = [sortKey(a[field]), sortKey(b[field])];
          const order = x < y ? -1 : x > y ? 1 : 0;
          return sort.order === 'ASC' ? order : -order;
        })
      : matching;
  if (!pagination) return { data: sorted, total: sorted.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: sorted.slice(start, start + pagination.perPage), total: sorted.length };
}

/**
 * react-admin's reads over a gateway list that answers every record at once (a person's own orders: tens, not
 * thousands), sorted, filtered and paged here; one record is `path/{id}`. Writes go through the pages' own calls.
 */
export function listedProvider(gateway: Gateway, { family, path }: PagedResource): DataProvider {
  const call = async <T>(target: string): Promise<T> =>
    recordsOf((await gateway.exchange<unknown>(family, 'GET', target).catch(asHttpError)).body) as T;
  const one = (id: unknown) => `${path}/${encodeURIComponent(String(id))}`;
  const unsupported = () => Promise.reject(new Error(`${path} is read-only through the data provider`));
  return {
    getList: async (_resource, params) => pageOfList(await call<RaRecord[]>(path), params),
    getManyReference: async (_resource, { target, id, ...params }) =>
      pageOfList(await call<RaRecord[]>(path), { ...params, filter: { ...params.filter, [target]: id } }),
    getOne: async (_resource, { id }) => ({ data: await call(one(id)) }),
    getMany: async (_resource, { ids }) => ({ data: await Promise.all(ids.map((id) => call<RaRecord>(one(id)))) }),
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  } as DataProvider;
}
