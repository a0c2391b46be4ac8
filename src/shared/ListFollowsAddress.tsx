import { useEffect, useEffectEvent } from 'react';
import { useListContext, type SortPayload } from 'react-admin';

/** What a list shows, as a page's own address names it (its filters in the data provider's names). */
export interface AddressedList {
  filter: Record<string, string>;
  page: number;
  perPage: number;
  sort?: SortPayload;
}

/** Two filter sets alike, whatever the order of their names (react-admin keeps what it was given). */
const sameFilters = (a: Record<string, unknown>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([name, value]) => String(a[name]) === value);

/**
 * Keeps a react-admin list (run with disableSyncWithLocation and storeKey={false}) on the state a page's own address
 * names, for a page whose address has names of its own that links and bookmarks rely on (the employer's candidates:
 * ?searchValue=&vacancy=&status=&view=&pageIndex=, which react-admin's own sync would turn into ?filter={...}&page=).
 * The address leads: the page's filters and pagination write it, and this applies it to the list in one batch.
 * `onShown` says the list holds the address (the list reads nothing until then, so a link to page 3 does not read
 * page 1 first).
 */
export function ListFollowsAddress({ state, onShown }: { state: AddressedList; onShown: () => void }) {
  const list = useListContext();
  const follow = useEffectEvent(() => {
    const sortAlike = !state.sort || (list.sort.field === state.sort.field && list.sort.order === state.sort.order);
    if (sameFilters(list.filterValues, state.filter) && list.perPage === state.perPage && list.page === state.page && sortAlike) {
      onShown();
      return;
    }
    // react-admin applies these on its next tick, as one change; each of the first three goes back to page 1.
    list.setFilters(state.filter, undefined, false);
    if (state.sort) list.setSort(state.sort);
    list.setPerPage(state.perPage);
    list.setPage(state.page);
  });
  const key = JSON.stringify(state);
  const shownKey = JSON.stringify([list.filterValues, list.perPage, list.page, list.sort]);
  useEffect(() => follow(), [key, shownKey]);
  return null;
}
