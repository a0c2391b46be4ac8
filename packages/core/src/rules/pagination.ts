/** One entry of a pagination bar: a page number, or the gap between the window and the last page. */
export type PageItem = number | 'ellipsis';

/** SPEC 9: up to this many pages are listed in full. */
export const MAX_LISTED_PAGES = 7;
/** SPEC 9: with more pages, a window of this many pages, an ellipsis, then the last page. */
export const PAGE_WINDOW = 5;

/**
 * The pages a pagination bar shows (SPEC 9). Up to 7 pages: all of them. More: the first page, an ellipsis, 5
 * consecutive pages around the current one (it sits in the middle when it can), an ellipsis, and the last page, so
 * page 1 is one step away from anywhere. An ellipsis stands for two pages or more: a single page it would hide is
 * shown instead, and none is drawn where nothing is hidden (docs/decisions/2026-11-22-foundations.md). A current page
 * outside 1..totalPages is clamped into it.
 */
export function paginationWindow(currentPage: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= MAX_LISTED_PAGES) return range(1, total);
  const current = Math.min(Math.max(Math.floor(currentPage), 1), total);
  const half = Math.floor(PAGE_WINDOW / 2);
  const start = Math.min(Math.max(current - half, 1), total - PAGE_WINDOW + 1);
  const end = start + PAGE_WINDOW - 1;
  const head: PageItem[] = start === 1 ? [] : start <= 3 ? range(1, start - 1) : [1, 'ellipsis'];
  const tail: PageItem[] = end === total ? [] : end >= total - 2 ? range(end + 1, total) : ['ellipsis', total];
  return [...head, ...range(start, end), ...tail];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}
