import type { HiringState } from '@core/jobs/hiring';
import type { CandidateRow } from '@core/jobs/contract';
import { allowedTargets, canDrop, KANBAN_COLUMNS, type KanbanColumn } from './candidateRules';

/**
 * The kanban's drag and drop, its pure part (CandidateKanban.tsx): what a drop does, where an arrow key takes a
 * picked-up card, and what the live region says. No React; tests/unit/candidateKanbanMoves.test.ts.
 */

type Row = Pick<CandidateRow, 'applicant' | 'status' | 'withdrawn'>;

export const isKanbanColumn = (value: unknown): value is KanbanColumn =>
  typeof value === 'string' && (KANBAN_COLUMNS as readonly string[]).includes(value);

/**
 * What a drop does: `move` opens the confirmation; a drop outside every column, on the card's own column or on a
 * column the hiring rules do not allow (`refused`) sends nothing.
 */
export type DropOutcome = 'move' | 'same' | 'refused' | 'outside';

export function dropOutcome(row: Row, column: unknown): DropOutcome {
  if (!isKanbanColumn(column)) return 'outside';
  if (row.status.state === column) return 'same';
  return canDrop(row, column) ? 'move' : 'refused';
}

/** The column beside this one in the board's order (-1 left, +1 right), or null at either end: the arrow keys' target. */
export function columnBeside(column: KanbanColumn, step: -1 | 1): KanbanColumn | null {
  return KANBAN_COLUMNS[KANBAN_COLUMNS.indexOf(column) + step] ?? null;
}

export type DragMoment = 'start' | 'over' | 'end' | 'cancel';

interface Words {
  translate: (key: string, options?: Record<string, unknown>) => string;
  label: (state: HiringState) => string;
}

/**
 * The live region's sentence for a moment of a drag, in the page's language (candidatePages.kanban.announce.*):
 * picked up (from which column, where it may go), over a column (allowed, not allowed, its own, none), dropped (the
 * confirmation opens, or why nothing happens) and cancelled.
 */
export function dragAnnouncement(moment: DragMoment, row: Row, column: unknown, { translate, label }: Words): string {
  const say = (key: string, options: Record<string, unknown> = {}) =>
    translate(`candidatePages.kanban.announce.${key}`, { name: row.applicant.name, from: label(row.status.state), ...options });
  if (moment === 'start') return say('pickedUp', { targets: allowedTargets(row).map(label).join(', ') });
  if (moment === 'cancel') return say('cancelled');
  const outcome = dropOutcome(row, column);
  const where = isKanbanColumn(column) ? { column: label(column) } : {};
  if (moment === 'over') return say({ move: 'overAllowed', refused: 'overRefused', same: 'overOwn', outside: 'overNone' }[outcome], where);
  return say({ move: 'dropped', refused: 'droppedRefused', same: 'droppedOwn', outside: 'droppedNone' }[outcome], where);
}
