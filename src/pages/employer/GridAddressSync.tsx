import { useEffect, useEffectEvent, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useSearchParams } from 'react-router';
import { gridParams, gridQueryOf, gridQueryOfList, gridSync, listParamsOf, type GridQuery, type GridSyncState } from './vacancyRules';

/** The grid's state in its address, and a way to change it (the filters and the pagination write the address). */
export function useGridAddress() {
  const [params, setParams] = useSearchParams();
  const query = gridQueryOf(params);
  const go = (next: Partial<GridQuery>) => setParams(gridParams({ ...query, ...next }));
  return { query, go };
}

/**
 * Keeps react-admin's list (its own state: the list runs with disableSyncWithLocation, since react-admin would write
 * ?filter={...}&page=) and the address in the gateway's names in step, both ways (gridSync in vacancyRules.ts).
 * `onShown` says the list holds the address for the first time: until then it reads nothing, so a link to page 3
 * does not read page 1 first. A new state clears the selection, as the bulk Close acts on the rows on screen.
 */
export function GridAddressSync({ onShown }: { onShown: () => void }) {
  const list = useListContext();
  const [params, setParams] = useSearchParams();
  const addressKey = gridParams(gridQueryOf(params)).toString();
  const shownKey = gridParams(gridQueryOfList(list)).toString();
  const state = useRef<GridSyncState>({ synced: null, applying: null });
  const lastShown = useRef(shownKey);

  const step = useEffectEvent(() => {
    if (lastShown.current !== shownKey) {
      lastShown.current = shownKey;
      if (list.selectedIds.length > 0) list.onUnselectItems();
    }
    const next = gridSync(gridQueryOf(new URLSearchParams(addressKey)), gridQueryOf(new URLSearchParams(shownKey)), state.current);
    if (next.follow === 'none') {
      if (next.synced === undefined) return;
      state.current = { synced: next.synced, applying: null };
      onShown();
    } else if (next.follow === 'list') {
      state.current = { ...state.current, applying: next.key };
      // One batch (react-admin applies its changes on the next tick); each of the first three goes back to page 1.
      const { filterValues, sort, perPage, page } = listParamsOf(next.query);
      list.setFilters(filterValues);
      list.setSort(sort);
      list.setPerPage(perPage);
      list.setPage(page);
    } else {
      setParams(next.params, { replace: next.replace });
    }
  });
  useEffect(() => step(), [addressKey, shownKey]);
  return null;
}
