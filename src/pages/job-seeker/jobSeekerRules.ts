import type { StatusColour } from '@core/jobs/hiring';
import { filtersFromQuery, queryFromFilters, type VacancyFilters } from '@core/jobs/search';
import type { ApplicationView } from '@core/jobs/contract';

/**
 * The job seeker's pages' pure rules (/job-seeker/job-vacancy and /job-seeker/job-applied): no React, unit-tested in
 * tests/unit/jobSeekerRules.test.ts.
 */

/** The query parameter that opens one vacancy on the search page (the public vacancy page's Apply link sets it). */
export const VACANCY_PARAM = 'vacancy';

/** The search's filters from the page's address (the public search's names and rules; ?vacancy is not a filter). */
export function searchFiltersOf(params: URLSearchParams): VacancyFilters {
  const filters = filtersFromQuery(params);
  // A regency outside the chosen province is dropped, as the public search does.
  if (filters.regency && filters.province && !filters.regency.startsWith(`${filters.province}.`)) delete filters.regency;
  return filters;
}

/** The gateway path of a search (GET /api/jp/job-vacancy). */
export function searchPath(filters: Partial<VacancyFilters>): string {
  const query = queryFromFilters(filters);
  return `/job-vacancy${query ? `?${query}` : ''}`;
}

/** The filters a search form sends: a new search starts at its first page; empty fields are left out. */
export function filtersFromForm(form: Record<string, string>, pageSize: number): Partial<VacancyFilters> {
  const params = new URLSearchParams(Object.entries(form).filter(([, value]) => value.trim() !== ''));
  const filters: Partial<VacancyFilters> = filtersFromQuery(params);
  if (filters.regency && (!filters.province || !filters.regency.startsWith(`${filters.province}.`))) delete filters.regency;
  return { ...filters, pageIndex: 1, pageSize };
}

/** How many pages a result has (at least one, so the pager always has a page to show). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The caller's application for a vacancy, if any (withdrawn ones too: a vacancy is applied to once). */
export function applicationFor(applications: readonly ApplicationView[] | undefined, vacancyId: string): ApplicationView | undefined {
  return applications?.find((application) => application.vacancy.id === vacancyId);
}

/** The vacancies the caller has applied to, for the "Applied" marks of a result list. */
export function appliedVacancyIds(applications: readonly ApplicationView[] | undefined): ReadonlySet<string> {
  return new Set((applications ?? []).map((application) => application.vacancy.id));
}

/** Withdrawing is offered only when the gateway says the applicant may move the application there now. */
export const canWithdraw = (application: Pick<ApplicationView, 'nextStates'>) => application.nextStates.includes('withdrawn');

/** SPEC 4's colours as MUI chip colours (grey the neutral chip; its small white text needs the darker tones). */
export function chipColour(colour: StatusColour): 'default' | 'primary' | 'success' | 'error' {
  switch (colour) {
    case 'primary':
      return 'primary';
    case 'green':
      return 'success';
    case 'red':
      return 'error';
    default:
      return 'default';
  }
}
