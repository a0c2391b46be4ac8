import { describe, expect, it } from 'vitest';
import { chooseCategory, chooseGroup, chooseKind, EMPTY_DRILL_DOWN, visibleLevels } from '@core/catalogue/drillDown';

describe('mobile program browser drill-down (SPEC 2)', () => {
  it('opens one level deeper per choice, up to the program list', () => {
    let state = EMPTY_DRILL_DOWN;
    expect(visibleLevels(state)).toBe(1);
    state = chooseGroup(state, 2);
    expect(visibleLevels(state)).toBe(2);
    state = chooseCategory(state, 7);
    expect(visibleLevels(state)).toBe(3);
    state = chooseKind(state, 'course');
    expect(visibleLevels(state)).toBe(4);
    expect(state).toEqual({ group: 2, categoryId: 7, kind: 'course' });
  });

  it('resets the lower levels when a higher one changes', () => {
    const full = { group: 2, categoryId: 7, kind: 'course' as const };
    expect(chooseGroup(full, 1)).toEqual({ group: 1, categoryId: null, kind: null });
    expect(chooseCategory(full, 8)).toEqual({ group: 2, categoryId: 8, kind: null });
    expect(chooseKind(full, 'package')).toEqual({ group: 2, categoryId: 7, kind: 'package' });
    expect(visibleLevels(chooseGroup(full, null))).toBe(1);
  });
});
