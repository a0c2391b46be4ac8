import {
  EMPLOYER_VACANCY_SORTS,
  EMPLOYMENT_TYPES,
  SORT_ORDERS,
  VACANCY_STATUSES,
  WORK_MODES,
  type EmployerVacancySort,
  type EmploymentType,
  type JobField,
  type SortOrder,
  type VacancyStatus,
  type WorkMode,
} from '@core/jobs/search';
import type { EmployerOrganisationView, EmployerVacancyView } from '@core/jobs/contract';

/**
 * The employer's vacancy pages' pure rules (/employer/job-vacancy): the grid's address, the form's values, checks and
 * body (mirroring server/src/features/jobs/portal/schemas.ts and workflow.ts). No React; tests/unit/employerVacancyRules.test.ts.
 */

export const VACANCY_BASE_PATH = '/employer/job-vacancy';
/** react-admin's name of the vacancy list; the member app's data provider pages it at VACANCY_BASE_PATH (src/app/App.tsx). */
export const VACANCY_RESOURCE = 'employer-vacancies';
export const ORGANISATION_PATH = '/employer/organisation';
export const GRID_PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_GRID_PAGE_SIZE = 10;

/**
 * The grid's state as its address keeps it (?searchValue=&status=&sortBy=&sortOrder=&pageIndex=&pageSize=): the
 * gateway's own names, so a shared link reads as the call it makes. A sort names its column and direction together.
 */
export interface GridQuery {
  searchValue?: string;
  status?: VacancyStatus;
  sortBy?: EmployerVacancySort;
  sortOrder?: SortOrder;
  pageIndex: number;
  pageSize: number;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The grid's state from the address; a malformed value is dropped (a shared link never breaks the page). */
export function gridQueryOf(params: URLSearchParams): GridQuery {
  const query: GridQuery = { pageIndex: 1, pageSize: DEFAULT_GRID_PAGE_SIZE };
  const pageIndex = params.get('pageIndex');
  if (pageIndex && /^[1-9][0-9]{0,4}$/.test(pageIndex)) query.pageIndex = Number(pageIndex);
  const pageSize = Number(params.get('pageSize'));
  if ((GRID_PAGE_SIZES as readonly number[]).includes(pageSize)) query.pageSize = pageSize;
  const searchValue = params.get('searchValue')?.trim();
  if (searchValue) query.searchValue = searchValue.slice(0, 200);
  const status = params.get('status');
  if (isOneOf(VACANCY_STATUSES, status)) query.status = status;
  const sortBy = params.get('sortBy');
  if (isOneOf(EMPLOYER_VACANCY_SORTS, sortBy)) {
    const sortOrder = params.get('sortOrder');
    query.sortBy = sortBy;
    // A column without a direction sorts as the gateway then does: ascending.
    query.sortOrder = isOneOf(SORT_ORDERS, sortOrder) ? sortOrder : 'asc';
  }
  return query;
}

/** The query string of a grid state, defaults left out. */
export function gridParams(query: Partial<GridQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.searchValue?.trim()) params.set('searchValue', query.searchValue.trim());
  if (query.status) params.set('status', query.status);
  if (query.sortBy) {
    params.set('sortBy', query.sortBy);
    params.set('sortOrder', query.sortOrder ?? 'asc');
  }
  if (query.pageIndex && query.pageIndex !== 1) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize && query.pageSize !== DEFAULT_GRID_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/** react-admin's list parameters, as its list context holds them; the filters keep the gateway's names. */
export interface GridListParams {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filterValues: Record<string, unknown>;
}

/**
 * react-admin's list parameters of a grid state. Without a column the sort is react-admin's default (by id), which
 * the data provider leaves out of the call: the gateway's own order, newest first.
 */
export function listParamsOf(query: GridQuery): GridListParams {
  const filterValues: Record<string, unknown> = {};
  if (query.searchValue) filterValues.searchValue = query.searchValue;
  if (query.status) filterValues.status = query.status;
  return {
    page: query.pageIndex,
    perPage: query.pageSize,
    sort: query.sortBy ? { field: query.sortBy, order: query.sortOrder === 'desc' ? 'DESC' : 'ASC' } : { field: 'id', order: 'ASC' },
    filterValues,
  };
}

/** The grid state a list shows, checked as an address is (a sort by id or an unknown filter value drops out). */
export function gridQueryOfList({ page, perPage, sort, filterValues }: GridListParams): GridQuery {
  const params = new URLSearchParams({ pageIndex: String(page), pageSize: String(perPage), sortBy: sort.field, sortOrder: sort.order.toLowerCase() });
  for (const name of ['searchValue', 'status']) {
    const value = filterValues[name];
    if (typeof value === 'string') params.set(name, value);
  }
  return gridQueryOf(params);
}

/** Where the address adapter stands: the address the list last showed, and the one it is being moved to. */
export interface GridSyncState {
  synced: string | null;
  applying: string | null;
}

export type GridSyncStep =
  | { follow: 'none'; synced?: string }
  | { follow: 'list'; query: GridQuery; key: string }
  | { follow: 'address'; params: URLSearchParams; replace: boolean };

/**
 * One step of keeping the address and react-admin's list in step. The address leads when it changed (first sight,
 * a link, Back, the filters or the pagination, which write it); otherwise the list moved by itself, and the address
 * follows: a new history entry for a column's sort, which a person asked for, and in place for react-admin's own
 * correction of a page past the end, so Back does not return to a page that does not exist.
 */
export function gridSync(address: GridQuery, shown: GridQuery, { synced, applying }: GridSyncState): GridSyncStep {
  const key = gridParams(address).toString();
  const params = gridParams(shown);
  if (key === params.toString()) return { follow: 'none', synced: key };
  if (key === applying) return { follow: 'none' };
  if (key !== synced || applying !== null) return { follow: 'list', query: address, key };
  const sorted = address.sortBy !== shown.sortBy || address.sortOrder !== shown.sortOrder;
  return { follow: 'address', params, replace: !sorted };
}

/** What the employer may do to a vacancy now (the gateway's life: draft -> published -> closed; publish reopens a closed one). */
export function rowActions(vacancy: Pick<EmployerVacancyView, 'status'>): { publish: boolean; close: boolean } {
  return { publish: vacancy.status !== 'published', close: vacancy.status === 'published' };
}

/** The selected rows a bulk Close acts on: only published ones (a draft or closed one has nothing to close). */
export function closableIds(items: readonly Pick<EmployerVacancyView, 'id' | 'status'>[], selected: ReadonlySet<string>): string[] {
  return items.filter((item) => selected.has(item.id) && item.status === 'published').map((item) => item.id);
}

/** What the page shows for the company: set it up, wait, rejected, or the vacancies. */
export type CompanyState = 'missing' | 'pending' | 'rejected' | 'verified';
export function companyState(organisation: EmployerOrganisationView | null): CompanyState {
  return organisation ? organisation.verification : 'missing';
}

/** The form as its fields hold it: text, so an empty number is "not given". */
export interface VacancyFormValues {
  title: string;
  description: string;
  requirements: string;
  provinceCode: string;
  regencyCode: string;
  employmentType: EmploymentType;
  workMode: WorkMode;
  field: JobField;
  salaryMin: string;
  salaryMax: string;
  showSalary: boolean;
  quota: string;
  /** A date input's YYYY-MM-DD: the vacancy closes at the end of that day, in the employer's time zone. */
  closesOn: string;
}

export const EMPTY_VACANCY_FORM: VacancyFormValues = {
  title: '',
  description: '',
  requirements: '',
  provinceCode: '',
  regencyCode: '',
  employmentType: EMPLOYMENT_TYPES[0],
  workMode: WORK_MODES[0],
  field: 'other',
  salaryMin: '',
  salaryMax: '',
  showSalary: true,
  quota: '1',
  closesOn: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the date input's local YYYY-MM-DD. */
export function localDateOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of a local YYYY-MM-DD (23:59:59.999 local time) as the gateway's date-time; null when none or malformed. */
export function closingMoment(closesOn: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(closesOn);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The form filled from a stored vacancy (edit). */
export function formFromVacancy(vacancy: EmployerVacancyView): VacancyFormValues {
  return {
    title: vacancy.title,
    description: vacancy.description,
    requirements: vacancy.requirements,
    provinceCode: vacancy.province?.code ?? '',
    regencyCode: vacancy.regency?.code ?? '',
    employmentType: vacancy.employmentType,
    workMode: vacancy.workMode,
    field: vacancy.field,
    salaryMin: vacancy.salaryMin === null ? '' : String(vacancy.salaryMin),
    salaryMax: vacancy.salaryMax === null ? '' : String(vacancy.salaryMax),
    showSalary: vacancy.showSalary,
    quota: String(vacancy.quota),
    closesOn: vacancy.closesAt ? localDateOf(vacancy.closesAt) : '',
  };
}

/** Field -> catalog key of the message (employerPages.validation.*). */
export type VacancyFieldErrors = Partial<Record<keyof VacancyFormValues, string>>;

const MAX_RUPIAH = 1_000_000_000_000;
const amountOf = (text: string): number | null | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[0-9]{1,13}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n <= MAX_RUPIAH ? n : undefined;
};

/**
 * The page's checks, the gateway's rules: a title (200 at most), whole rupiah amounts with min <= max, a quota of
 * 1..10,000, a regency inside its province, and a closing date still ahead (a vacancy closing in the past could not
 * be published). Empty: nothing to fix.
 */
export function validateVacancyForm(values: VacancyFormValues, now = new Date()): VacancyFieldErrors {
  const errors: VacancyFieldErrors = {};
  if (!values.title.trim()) errors.title = 'employerPages.validation.required';
  else if (values.title.trim().length > 200) errors.title = 'employerPages.validation.tooLong';
  const min = amountOf(values.salaryMin);
  const max = amountOf(values.salaryMax);
  if (min === undefined) errors.salaryMin = 'employerPages.validation.amount';
  if (max === undefined) errors.salaryMax = 'employerPages.validation.amount';
  if (typeof min === 'number' && typeof max === 'number' && min > max) errors.salaryMax = 'employerPages.validation.salaryRange';
  const quota = values.quota.trim();
  if (!/^[0-9]{1,5}$/.test(quota) || Number(quota) < 1 || Number(quota) > 10_000) errors.quota = 'employerPages.validation.quota';
  if (values.regencyCode && values.provinceCode && !values.regencyCode.startsWith(`${values.provinceCode}.`)) {
    errors.regencyCode = 'employerPages.validation.regencyOutside';
  }
  if (values.closesOn) {
    const moment = closingMoment(values.closesOn);
    if (!moment) errors.closesOn = 'employerPages.validation.date';
    else if (new Date(moment).getTime() <= now.getTime()) errors.closesOn = 'employerPages.validation.closingPast';
  }
  return errors;
}

/** The body of POST or PUT /api/jp/employer/job-vacancy (the form checked first). */
export function vacancyBodyOf(values: VacancyFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    requirements: values.requirements.trim(),
    provinceCode: values.provinceCode || null,
    regencyCode: values.regencyCode || null,
    employmentType: values.employmentType,
    workMode: values.workMode,
    field: values.field,
    salaryMin: amountOf(values.salaryMin) ?? null,
    salaryMax: amountOf(values.salaryMax) ?? null,
    showSalary: values.showSalary,
    quota: Number(values.quota.trim()),
    closesAt: closingMoment(values.closesOn),
  };
}

/** A vacancy status's chip: published green, draft outlined, closed grey (white on MUI's orange is too faint to read). */
export function statusChip(status: VacancyStatus): { color: 'default' | 'success'; variant: 'filled' | 'outlined' } {
  if (status === 'published') return { color: 'success', variant: 'filled' };
  return { color: 'default', variant: status === 'draft' ? 'outlined' : 'filled' };
}
