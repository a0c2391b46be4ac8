import type { ProgramKind } from '../rules/programLinks';

/**
 * SPEC 2's mobile program browser: four levels, category group -> competency category -> package type -> program
 * list. The state is the three choices above the list; changing one clears every choice below it.
 */
export interface DrillDown {
  group: number | null;
  categoryId: number | null;
  kind: ProgramKind | null;
}

export const EMPTY_DRILL_DOWN: DrillDown = { group: null, categoryId: null, kind: null };

export function chooseGroup(_state: DrillDown, group: number | null): DrillDown {
  return { group, categoryId: null, kind: null };
}

export function chooseCategory(state: DrillDown, categoryId: number | null): DrillDown {
  return { group: state.group, categoryId, kind: null };
}

export function chooseKind(state: DrillDown, kind: ProgramKind | null): DrillDown {
  return { ...state, kind };
}

/** The deepest level that can be shown: 1 (groups) .. 4 (the program list, once all three are chosen). */
export function visibleLevels(state: DrillDown): number {
  if (state.group === null) return 1;
  if (state.categoryId === null) return 2;
  return state.kind === null ? 3 : 4;
}
