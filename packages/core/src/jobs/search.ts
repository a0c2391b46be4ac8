/**
 * The public vacancy search's filters and their query string (SPEC 7 GET /api/jp/job-vacancy; the public page's
 * URL uses the same names, so a search can be shared). Pure: the gateway reads the same names.
 */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'freelance'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const WORK_MODES = ['onsite', 'hybrid', 'remote'] as const;
export type WorkMode = (typeof WORK_MODES)[number];
/**
 * The field of work a vacancy is in (the search's "field or category" filter; docs/decisions/2026-11-26-job-portal.md
 * "Job portal"): a fixed list so a filter is an index lookup and both languages label it from the catalog.
 */
export const JOB_FIELDS = [
  'administration',
  'sales-marketing',
  'finance',
  'information-technology',
  'manufacturing',
  'construction',
  'logistics',
  'hospitality',
  'healthcare',
  'education',
  'agriculture',
  'creative',
  'other',
] as const;
export type JobField = (typeof JOB_FIELDS)[number];
export const VACANCY_SORTS = ['newest', 'salary', 'relevance'] as const;
export type VacancySort = (typeof VACANCY_SORTS)[number];
export const VACANCY_STATUSES = ['draft', 'published', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
/** The employer's vacancy grid sorts by these columns (`sortBy`), `asc` or `desc` (`sortOrder`); newest first otherwise. */
export const EMPLOYER_VACANCY_SORTS = ['title', 'status', 'publishedAt', 'closesAt', 'createdAt'] as const;
export type EmployerVacancySort = (typeof EMPLOYER_VACANCY_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** The "posted within" choices the page offers (days); the gateway takes any 1..365. */
export const POSTED_WITHIN_DAYS = [1, 7, 14, 30] as const;

export const DEFAULT_PAGE_SIZE = 10;
/**
 * A search counts its matches up to this many (100 pages of 10): past it the total says "more than", so a broad search
 * of 100,000 vacancies reads a thousand index entries, not all of them.
 */
export const SEARCH_COUNT_CAP = 1_000;
export const MAX_PAGE_SIZE = 50;

export interface VacancyFilters {
  keyword?: string;
  province?: string;
  regency?: string;
  employmentType?: EmploymentType;
  workMode?: WorkMode;
  field?: JobField;
  /** A salary range: vacancies whose shown range reaches into it (max >= salaryMin, min <= salaryMax). */
  salaryMin?: number;
  salaryMax?: number;
  postedWithinDays?: number;
  sort?: VacancySort;
  pageIndex: number;
  pageSize: number;
}

const PROVINCE = /^[0-9]{2}$/;
const REGENCY = /^[0-9]{2}\.[0-9]{2}$/;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^[0-9]{1,13}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** Filters from a query string; unknown or malformed values are dropped (a shared link never breaks the page). */
export function filtersFromQuery(query: URLSearchParams | string): VacancyFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const filters: VacancyFilters = {
    pageIndex: wholeNumber(params.get('pageIndex'), 1, 100_000) ?? 1,
    pageSize: wholeNumber(params.get('pageSize'), 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
  };
  const keyword = params.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword.slice(0, 200);
  const province = params.get('province');
  if (province && PROVINCE.test(province)) filters.province = province;
  const regency = params.get('regency');
  if (regency && REGENCY.test(regency)) filters.regency = regency;
  const employmentType = params.get('employmentType');
  if (isOneOf(EMPLOYMENT_TYPES, employmentType)) filters.employmentType = employmentType;
  const workMode = params.get('workMode');
  if (isOneOf(WORK_MODES, workMode)) filters.workMode = workMode;
  const field = params.get('field');
  if (isOneOf(JOB_FIELDS, field)) filters.field = field;
  const salaryMin = wholeNumber(params.get('salaryMin'), 0, 1_000_000_000_000);
  const salaryMax = wholeNumber(params.get('salaryMax'), 0, 1_000_000_000_000);
  // A range typed the wrong way round is meant the right way round.
  const [low, high] = salaryMin !== undefined && salaryMax !== undefined && salaryMin > salaryMax ? [salaryMax, salaryMin] : [salaryMin, salaryMax];
  if (low !== undefined) filters.salaryMin = low;
  if (high !== undefined) filters.salaryMax = high;
  const days = wholeNumber(params.get('postedWithinDays'), 1, 365);
  if (days !== undefined) filters.postedWithinDays = days;
  const sort = params.get('sort');
  if (isOneOf(VACANCY_SORTS, sort)) filters.sort = sort;
  return filters;
}

/** The query string of filters, in a fixed order, leaving out defaults (pageIndex 1, pageSize 10) and empty ones. */
export function queryFromFilters(filters: Partial<VacancyFilters>): string {
  const params = new URLSearchParams();
  if (filters.keyword?.trim()) params.set('keyword', filters.keyword.trim());
  if (filters.province) params.set('province', filters.province);
  if (filters.regency) params.set('regency', filters.regency);
  if (filters.employmentType) params.set('employmentType', filters.employmentType);
  if (filters.workMode) params.set('workMode', filters.workMode);
  if (filters.field) params.set('field', filters.field);
  if (filters.salaryMin !== undefined) params.set('salaryMin', String(filters.salaryMin));
  if (filters.salaryMax !== undefined) params.set('salaryMax', String(filters.salaryMax));
  if (filters.postedWithinDays !== undefined) params.set('postedWithinDays', String(filters.postedWithinDays));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.pageIndex !== undefined && filters.pageIndex !== 1) params.set('pageIndex', String(filters.pageIndex));
  if (filters.pageSize !== undefined && filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params.toString();
}

/**
 * A keyword as a PostgreSQL tsquery for the 'simple' configuration: its words (letters and digits of any script,
 * lower-cased), each a prefix term, all required: "staf gud" -> "staf:* & gud:*". At most 8 words; none: null.
 * Only word characters reach the query, so no input can be a tsquery syntax error.
 */
export function keywordToTsQuery(keyword: string | undefined): string | null {
  const words = (keyword ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, 8);
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : null;
}

/** The sort a search uses: the one asked for, else relevance when there is a keyword, else newest. */
export function effectiveSort(filters: Pick<VacancyFilters, 'sort' | 'keyword'>): VacancySort {
  if (filters.sort) return filters.sort;
  return keywordToTsQuery(filters.keyword) ? 'relevance' : 'newest';
}

/** Whether a vacancy can be applied to now: published and not past its closing time. */
export function vacancyOpen(vacancy: { status: VacancyStatus; closesAt: string | Date | null }, now = new Date()): boolean {
  if (vacancy.status !== 'published') return false;
  return vacancy.closesAt === null || new Date(vacancy.closesAt).getTime() > now.getTime();
}
