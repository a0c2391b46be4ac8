import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { Gateway } from '@client/gateway/client';
import type { PagedResource } from './dataProvider';
import { asHttpError, pathOf, recordsOf, splitAnswer } from './gatewayRecords';

/** A record's value at a field, a dotted name reaching into an object (a row's learner, then their name). */
export function valueAt(record: RaRecord, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((value, name) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined), record);
}

/** A value's place in a sort: numbers as numbers, everything else as its text (ISO dates sort as text). */
const sortKey = (value: unknown): number | string => (typeof value === 'number' ? value : value === null || value === undefined ? '' : String(value));

/**
 * One page of a whole list held in memory: react-admin's filters (exact values; `q`, the full-text filter, is not
 * offered by these lists), its sort by one field and its page, as the gateway would answer them.
 */
export function pageOfList(records: readonly RaRecord[], { pagination, sort, filter }: Partial<GetListParams>): { data: RaRecord[]; total: number } {
  const filters = Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const matching = records.filter((record) => filters.every(([name, value]) => String(valueAt(record, name)) === String(value)));
  const field = sort?.field;
  const sorted =
    field && field !== 'id'
      ? [...matching].sort((a, b) => {
          const [x, y] = [sortKey(valueAt(a, field)), sortKey(valueAt(b, field))];
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
 * A path's `:name` segments come from the read's `meta.path` (one class's results); with `itemsAt`, the list is that
 * field of the answer and the rest of it the list's `meta`.
 */
export function listedProvider(gateway: Gateway, { family, path, itemsAt }: PagedResource): DataProvider {
  const call = async <T>(target: string): Promise<T> =>
    recordsOf((await gateway.exchange<unknown>(family, 'GET', target).catch(asHttpError)).body) as T;
  const list = async (params: Partial<GetListParams>) => {
    const { items, meta } = splitAnswer<RaRecord[]>(await call<unknown>(pathOf(path, params.meta)), itemsAt);
    return { ...pageOfList(items, params), ...(meta && { meta }) };
  };
  const one = (id: unknown, meta: unknown) => `${pathOf(path, meta)}/${encodeURIComponent(String(id))}`;
  const unsupported = () => Promise.reject(new Error(`${path} is read-only through the data provider`));
  return {
    getList: async (_resource, params) => list(params),
    getManyReference: async (_resource, { target, id, ...params }) => list({ ...params, filter: { ...params.filter, [target]: id } }),
    getOne: async (_resource, { id, meta }) => ({ data: await call(one(id, meta)) }),
    getMany: async (_resource, { ids, meta }) => ({ data: await Promise.all(ids.map((id) => call<RaRecord>(one(id, meta)))) }),
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  } as DataProvider;
}
