import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { Gateway } from '@client/gateway/client';
import type { ActionParams, PagedResource } from './dataProvider';
import { asHttpError, pathOf, recordsOf, splitAnswer } from './gatewayRecords';

/** The largest page every paged list of the gateway answers (its schemas allow 50, some 100). */
const GATEWAY_PAGE_LIMIT = 50;

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
export function pagedProvider(gateway: Gateway, { family, path, itemsAt }: PagedResource): DataProvider {
  const call = async <T>(method: string, target: string, body?: unknown): Promise<T> =>
    recordsOf((await gateway.exchange<unknown>(family, method, target, { body }).catch(asHttpError)).body) as T;
  const one = (id: unknown) => `${path}/${encodeURIComponent(String(id))}`;
  // The page may sit in a field of a larger answer (the candidates' dashboard), whose rest is the list's meta.
  const getPage = async (params: Partial<GetListParams>) => {
    const answer = await call<unknown>('GET', `${pathOf(path, params.meta)}?${pagedListQuery(params).toString()}`);
    const { items: page, meta: outer } = splitAnswer<Page>(answer, itemsAt);
    // What comes beside the items and their total (a fee report's sums) is the list's meta too.
    const { items, total, pageIndex: _index, pageSize: _size, ...beside } = page as Page & { pageIndex?: number; pageSize?: number };
    const meta = { ...outer, ...beside };
    return { items, total, meta: Object.keys(meta).length > 0 ? meta : undefined };
  };
  const getList = async (_resource: string, params: Partial<GetListParams>) => {
    const { pagination } = params;
    if (!pagination || pagination.perPage <= GATEWAY_PAGE_LIMIT) {
      const page = await getPage(params);
      return { data: page.items, total: page.total, ...(page.meta && { meta: page.meta }) };
    }
    // A window wider than the gateway answers at once (an export asks for every record): its gateway pages in turn.
    const start = (pagination.page - 1) * pagination.perPage;
    const skip = start % GATEWAY_PAGE_LIMIT;
    const items: RaRecord[] = [];
    for (let index = (start - skip) / GATEWAY_PAGE_LIMIT + 1; ; index++) {
      const page = await getPage({ ...params, pagination: { page: index, perPage: GATEWAY_PAGE_LIMIT } });
      items.push(...page.items);
      const done = items.length >= skip + pagination.perPage || page.items.length < GATEWAY_PAGE_LIMIT || index * GATEWAY_PAGE_LIMIT >= page.total;
      if (done) return { data: items.slice(skip, skip + pagination.perPage), total: page.total };
    }
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

/** A workflow step: a POST to `path/{id}/{action}` or `path/{action}`, answering the record and the gateway's message. */
export async function runAction(gateway: Gateway, { family, path }: PagedResource, { id, action, body }: ActionParams) {
  const target = id === undefined ? `${path}/${action}` : `${path}/${encodeURIComponent(String(id))}/${action}`;
  const answer = (await gateway.exchange<unknown>(family, 'POST', target, { body }).catch(asHttpError)).body as {
    data?: unknown;
    message?: string;
  } | null;
  return { data: answer?.data ?? null, message: answer?.message ?? '' };
}
