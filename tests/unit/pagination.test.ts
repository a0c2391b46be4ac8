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
    // One page before the window is shown, not hidden behind an ellipsis.
    [4, [1, 2, 3, 4, 5, 6, 'ellipsis', 10]],
    [5, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 10]],
    [6, [1, 'ellipsis', 4, 5, 6, 7, 8, 9, 10]],
    [8, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
  ] as const)('with 10 pages, page %i shows %j', (current, expected) => {
    expect(paginationWindow(current, 10)).toEqual(expected);
  });

  it('with 8 pages shows 5 pages, an ellipsis and the last, and from the end the first and an ellipsis', () => {
    expect(paginationWindow(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(paginationWindow(8, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });

  it('with 12 pages, page 5 on shows first, ellipsis, the window, ellipsis, last', () => {
    expect(paginationWindow(6, 12)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 12]);
  });

  it('with 30 pages, page 15 shows the first, the window around it and the last', () => {
    expect(paginationWindow(15, 30)).toEqual([1, 'ellipsis', 13, 14, 15, 16, 17, 'ellipsis', 30]);
  });

  it('always starts at page 1, ends at the last, contains the current page, and hides no single page', () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationWindow(current, total);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
        expect(items.length).toBeLessThanOrEqual(9);
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const [before, after] = [items[index - 1], items[index + 1]];
          expect(typeof before === 'number' && typeof after === 'number' && after - before > 2, `${current}/${total}`).toBe(true);
        });
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationWindow(0, 20)).toEqual(paginationWindow(1, 20));
    expect(paginationWindow(99, 20)).toEqual(paginationWindow(20, 20));
  });
});
