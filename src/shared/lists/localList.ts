import { useMemo } from 'react';
import {
  useListParams,
  type Exporter,
  type FilterPayload,
  type GetDataOptions,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';

/** A field of a record by its dotted path (`asesi.name`), as react-admin's columns name nested fields. */
export function valueAt(record: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Two values in a sort: numbers as numbers, text by its letters (case aside, "10" after "9"), empty ones last. */
function compare(x: unknown, y: unknown): number {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(x) || empty(y)) return empty(x) === empty(y) ? 0 : empty(x) ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

export interface LocalQuery {
  filter?: FilterPayload;
  sort?: SortPayload;
  page?: number;
  perPage?: number;
}

/** The records a list shows once filtered (exact values of dotted fields) and sorted, every page of them. */
export function matchingRecords<T extends object>(records: readonly T[], { filter = {}, sort }: LocalQuery): T[] {
  const filters = Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const matching = records.filter((record) => filters.every(([name, value]) => String(valueAt(record, name)) === String(value)));
  const field = sort?.field;
  if (!field || field === 'id') return matching;
  const direction = sort.order === 'DESC' ? -1 : 1;
  // Array.prototype.sort is stable: rows that tie keep the gateway's order.
  return [...matching].sort((a, b) => direction * compare(valueAt(a, field), valueAt(b, field)));
}

/** One page of a list held in memory: its records and how many match, as a data provider's getList answers. */
export function localPage<T extends object>(records: readonly T[], query: LocalQuery): { data: T[]; total: number } {
  const all = matchingRecords(records, query);
  if (!query.perPage) return { data: all, total: all.length };
  const start = ((query.page ?? 1) - 1) * query.perPage;
  return { data: all.slice(start, start + query.perPage), total: all.length };
}

export interface ListStateOptions {
  /** The list's name: react-admin keeps its page, sort and filters under it. */
  resource: string;
  sort?: SortPayload;
  perPage?: number;
  /**
   * Page, sort and filters in the address (react-admin's own query string), so a reload or a shared link keeps them.
   * Only one list of a page may: the address has one `page`; a list under tabs (?tab=) keeps them in memory instead.
   */
  syncWithLocation?: boolean;
}

/**
 * react-admin's list parameters (page, per page, sort, filters) for a list the page reads itself. They live in the
 * address (or in memory), never in react-admin's stored ones: a list of one schedule's participants must not open on
 * the page and filter last used on another's.
 */
export function useListState({ resource, sort, perPage = 10, syncWithLocation = false }: ListStateOptions) {
  return useListParams({ resource, sort, perPage, disableSyncWithLocation: !syncWithLocation, storeKey: false });
}

type ListState = ReturnType<typeof useListState>;

const nothing = () => undefined;

/**
 * The ListContext of a list whose records the page has read (not react-admin's data provider): what DataTable,
 * Pagination and ExportButton read from it. `getData` gives an export every matching record.
 */
export function listContextOf<T extends RaRecord>({
  state: [query, modifiers],
  resource,
  data,
  total,
  isPending,
  error,
  exporter,
  getData,
}: {
  state: ListState;
  resource: string;
  data: T[] | undefined;
  total: number | undefined;
  isPending: boolean;
  error: unknown;
  exporter?: Exporter<T> | false;
  getData: (options?: GetDataOptions) => Promise<T[]>;
}): ListControllerResult<T> {
  const { page, perPage, sort, order, filterValues, displayedFilters } = query;
  return {
    resource,
    data: isPending ? undefined : (data ?? []),
    total: isPending ? undefined : (total ?? 0),
    isPending,
    isLoading: isPending,
    isFetching: isPending,
    isPaused: false,
    isPlaceholderData: false,
    error: (error ?? null) as Error | null,
    page,
    perPage,
    sort: { field: sort, order },
    filterValues,
    displayedFilters,
    hasNextPage: total !== undefined && page * perPage < total,
    hasPreviousPage: page > 1,
    setPage: modifiers.setPage,
    setPerPage: modifiers.setPerPage,
    setSort: modifiers.setSort,
    setFilters: modifiers.setFilters,
    showFilter: modifiers.showFilter,
    hideFilter: modifiers.hideFilter,
    // These lists select nothing (no bulk steps).
    selectedIds: [],
    onSelect: nothing,
    onSelectAll: nothing,
    onToggleItem: nothing,
    onUnselectItems: nothing,
    refetch: nothing,
    defaultTitle: '',
    exporter,
    getData,
  } as ListControllerResult<T>;
}

/**
 * react-admin's list over records the page already holds (a gateway read answering the whole list): filtered, sorted
 * and paged here, its parameters in the address when `syncWithLocation`. Give it to a ListContextProvider.
 */
export function useLocalList<T extends RaRecord>({
  data,
  isPending = data === undefined,
  error,
  exporter,
  ...options
}: ListStateOptions & { data: readonly T[] | undefined; isPending?: boolean; error?: unknown; exporter?: Exporter<T> | false }) {
  const state = useListState(options);
  const [{ page, perPage, sort, order, filterValues }] = state;
  const shown = useMemo(
    () => localPage(data ?? [], { filter: filterValues, sort: { field: sort, order }, page, perPage }),
    [data, filterValues, sort, order, page, perPage],
  );
  const getData = async ({ maxResults }: GetDataOptions = {}) =>
    matchingRecords(data ?? [], { filter: filterValues, sort: { field: sort, order } }).slice(0, maxResults ?? undefined);
  return listContextOf<T>({ state, resource: options.resource, data: shown.data, total: shown.total, isPending, error, exporter, getData });
}
