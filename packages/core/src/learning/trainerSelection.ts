/**
 * SPEC 4's trainer selection on the supervisor's and manager's dashboard: 'All Trainer' (value 0) is exclusive.
 * Choosing it clears the others; choosing a specific trainer removes 'All'; an empty choice falls back to 'All'.
 * Values are the trainers' ids from GET /api/cm/user-profile/lookup/profile-trainer (strings) or ALL_TRAINERS.
 */
export const ALL_TRAINERS = '0';

export type TrainerSelection = readonly string[];

export const INITIAL_SELECTION: TrainerSelection = [ALL_TRAINERS];

/**
 * The selection after the person picked `next` in a multiple select whose value was `previous` (MUI's onChange gives
 * the whole new list): the value that was just added decides which rule applies.
 */
export function nextTrainerSelection(previous: TrainerSelection, next: TrainerSelection): TrainerSelection {
  const unique = [...new Set(next)];
  const added = unique.filter((value) => !previous.includes(value));
  if (added.includes(ALL_TRAINERS)) return [ALL_TRAINERS];
  const specific = unique.filter((value) => value !== ALL_TRAINERS);
  return specific.length ? specific : [ALL_TRAINERS];
}

/** Toggles one trainer (a checkbox list): the same rule as a multiple select. */
export function toggleTrainer(selection: TrainerSelection, value: string): TrainerSelection {
  return nextTrainerSelection(selection, selection.includes(value) ? selection.filter((item) => item !== value) : [...selection, value]);
}

/** The profileTrainerIds to send (the repeated query key): none for 'All', else the chosen trainers. */
export function profileTrainerIdsOf(selection: TrainerSelection): string[] {
  return selection.includes(ALL_TRAINERS) ? [] : [...selection];
}
