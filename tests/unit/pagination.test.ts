import { describe, expect, it } from 'vitest';
import { paginationWindow } from '@core/rules/pagination';

describe('paginationWindow (SPEC 9)', () => {
  it('lists nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it.each([1, 2, 5, 7])('lists all %i pages when there are at most 7', (total) => {
    const all = Array.from({ length: total }, (_, index) => index + 1);
    for (let current = 1; current <= total; current += 1) expect(paginationWindow(current, total)).toEqual(all);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [3, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [4, [2, 3, 4, 5, 6, 'ellipsis', 10]],
    [6, [4, 5, 6, 7, 8, 'ellipsis', 10]],
    // The window stops at the page before the last: nothing left to hide, so no ellipsis.
    [7, [5, 6, 7, 8, 9, 10]],
    [9, [5, 6, 7, 8, 9, 10]],
    [10, [5, 6, 7, 8, 9, 10]],
  ] as const)('with 10 pages, page %i shows %j', (current, expected) => {
    expect(paginationWindow(current, 10)).toEqual(expected);
  });

  it('with 8 pages shows 5 pages, an ellipsis and the last', () => {
    expect(paginationWindow(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationWindow(8, 8)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('always contains the current page and the last page, and at most 7 entries', () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationWindow(current, total);
        expect(items).toContain(current);
        expect(items.at(-1)).toBe(total);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 20)).toEqual(paginationWindow(1, 20));
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20));
  });
});
