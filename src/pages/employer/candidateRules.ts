import { codeOfState, HIRING_STATES, nextStates, type HiringState, type StatusColour } from '@core/jobs/hiring';
import type { CandidateRow } from '@core/jobs/contract';

/**
 * The employer's candidate pages' pure rules (/employer/candidate): the address's state, the gateway call, the kanban's
 * columns and the moves a card offers. No React; tests/unit/employerCandidateRules.test.ts.
 */

export const CANDIDATE_LIST_PATH = '/job-vacancy/list-candidate';
export const CANDIDATE_BASE_PATH = '/employer/candidate';
export const CANDIDATE_PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 10;
/** The gateway's largest page: the kanban shows this many candidates at once. */
export const KANBAN_PAGE_SIZE = 50;

/** The kanban's columns, in the hiring order (a withdrawn application has no column: the applicant took it back). */
export const KANBAN_COLUMNS = ['new', 'on-process', 'passed', 'hired', 'failed', 'rejected'] as const satisfies readonly HiringState[];
export type KanbanColumn = (typeof KANBAN_COLUMNS)[number];
/** The states the status filter offers: SPEC's codes 0..5. */
export const FILTER_STATES = KANBAN_COLUMNS;

export type CandidateView = 'grid' | 'kanban';

/** The page's state as its address keeps it: ?searchValue=&vacancy=&status=&view=&pageIndex=&pageSize=. */
export interface CandidateQuery {
  searchValue?: string;
  vacancy?: string;
  status?: KanbanColumn;
  view: CandidateView;
  pageIndex: number;
  pageSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isColumn = (value: string | null): value is KanbanColumn => value !== null && (KANBAN_COLUMNS as readonly string[]).includes(value);

/** The state from the address; a malformed value is dropped (a shared link never breaks the page). */
export function candidateQueryOf(params: URLSearchParams): CandidateQuery {
  const query: CandidateQuery = { view: params.get('view') === 'kanban' ? 'kanban' : 'grid', pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };
  const pageIndex = params.get('pageIndex');
  if (pageIndex && /^[1-9][0-9]{0,4}$/.test(pageIndex)) query.pageIndex = Number(pageIndex);
  const pageSize = Number(params.get('pageSize'));
  if ((CANDIDATE_PAGE_SIZES as readonly number[]).includes(pageSize)) query.pageSize = pageSize;
  const searchValue = params.get('searchValue')?.trim();
  if (searchValue) query.searchValue = searchValue.slice(0, 200);
  const vacancy = params.get('vacancy');
  if (vacancy && UUID.test(vacancy)) query.vacancy = vacancy;
  const status = params.get('status');
  if (isColumn(status)) query.status = status;
  return query;
}

/** The address of a state, defaults left out. */
export function candidateParams(query: Partial<CandidateQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.searchValue?.trim()) params.set('searchValue', query.searchValue.trim());
  if (query.vacancy) params.set('vacancy', query.vacancy);
  if (query.status) params.set('status', query.status);
  if (query.view === 'kanban') params.set('view', 'kanban');
  if (query.pageIndex && query.pageIndex !== 1) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/**
 * The address's state as the table's react-admin list (ListFollowsAddress), in the gateway's names: searchValue,
 * vacancyId and status as SPEC's code; the page and its size.
 */
export function listStateOf(query: CandidateQuery): { filter: Record<string, string>; page: number; perPage: number } {
  const filter: Record<string, string> = {};
  if (query.searchValue) filter.searchValue = query.searchValue;
  if (query.vacancy) filter.vacancyId = query.vacancy;
  if (query.status) filter.status = String(codeOfState(query.status));
  return { filter, page: query.pageIndex, perPage: query.pageSize };
}

/**
 * GET /api/jp/job-vacancy/list-candidate for a state: the gateway's names (vacancyId, status as SPEC's code). The
 * kanban reads the first page of the largest size, every status (its columns are the statuses).
 */
export function candidateListPath(query: CandidateQuery): string {
  const params = new URLSearchParams();
  if (query.searchValue) params.set('searchValue', query.searchValue);
  if (query.vacancy) params.set('vacancyId', query.vacancy);
  if (query.view === 'kanban') {
    params.set('pageIndex', '1');
    params.set('pageSize', String(KANBAN_PAGE_SIZE));
  } else {
    if (query.status) params.set('status', String(codeOfState(query.status)));
    params.set('pageIndex', String(query.pageIndex));
    params.set('pageSize', String(query.pageSize));
  }
  return `${CANDIDATE_LIST_PATH}?${params.toString()}`;
}

/** The kanban's cards by column, in the gateway's order; withdrawn applications are left out. */
export function kanbanColumns(rows: readonly CandidateRow[]): Record<KanbanColumn, CandidateRow[]> {
  const columns = Object.fromEntries(KANBAN_COLUMNS.map((column) => [column, [] as CandidateRow[]])) as Record<KanbanColumn, CandidateRow[]>;
  for (const row of rows) if (!row.withdrawn && isColumn(row.status.state)) columns[row.status.state].push(row);
  return columns;
}

/**
 * Where a card may go: the gateway's nextStates when known (an application's answer carries them), otherwise the
 * shared machine's (packages/core/src/jobs/hiring.ts, the gateway's own rule), kept to the kanban's columns.
 */
export function allowedTargets(row: Pick<CandidateRow, 'status' | 'withdrawn'>, known?: readonly string[]): KanbanColumn[] {
  if (row.withdrawn) return [];
  const next: readonly string[] = known ?? nextStates(row.status.state, 'employer');
  return KANBAN_COLUMNS.filter((column) => next.includes(column));
}

/** May a card dropped on a column move there? (Anything else is not sent.) */
export function canDrop(row: Pick<CandidateRow, 'status' | 'withdrawn'>, column: string): boolean {
  return (allowedTargets(row) as readonly string[]).includes(column);
}

/** The POST body of a move: SPEC's code and the note, if any. */
export function moveBody(to: Exclude<HiringState, 'withdrawn'>, note: string): { status: number; note?: string } {
  const trimmed = note.trim();
  return trimmed ? { status: codeOfState(to), note: trimmed } : { status: codeOfState(to) };
}

/** SPEC 4's colours as MUI's chip colours. */
export function chipColourOf(colour: StatusColour): 'default' | 'primary' | 'success' | 'error' {
  if (colour === 'primary') return 'primary';
  if (colour === 'green') return 'success';
  if (colour === 'red') return 'error';
  return 'default';
}

/** A datetime-local input's value (the browser's time) as an ISO instant; '' when empty or malformed. */
export function isoOfLocalInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export const isHiringState = (value: string): value is HiringState => (HIRING_STATES as readonly string[]).includes(value);
