import { TALENT_STATUS_FILTERS, type TalentStatusFilter } from '@core/jobs/talent';

/**
 * The talent source page's pure rules (/employer/talent-source): its state kept in the address with the gateway's
 * own names, read back with malformed values dropped (a shared link never breaks the page), and the gateway calls.
 * No React; tests/unit/talentSource.test.ts.
 */

export const TALENT_BASE_PATH = '/employer/talent-source';
export const TALENT_PAGE_SIZES = [12, 24, 48] as const;
const DEFAULT_PAGE_SIZE = 12;

export interface TalentQuery {
  searchValue?: string;
  provinceCode?: string;
  regencyCode?: string;
  skill?: string;
  certified: boolean;
  status: TalentStatusFilter;
  pageIndex: number;
  pageSize: number;
}

const isStatus = (value: string | null): value is TalentStatusFilter =>
  value !== null && (TALENT_STATUS_FILTERS as readonly string[]).includes(value);

export function talentQueryOf(params: URLSearchParams): TalentQuery {
  const query: TalentQuery = { certified: params.get('certified') === 'true', status: 'all', pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE };
  const searchValue = params.get('searchValue')?.trim();
  if (searchValue) query.searchValue = searchValue.slice(0, 200);
  const skill = params.get('skill')?.trim();
  if (skill) query.skill = skill.slice(0, 100);
  const province = params.get('provinceCode');
  if (province && /^[0-9]{2}$/.test(province)) query.provinceCode = province;
  const regency = params.get('regencyCode');
  // A regency outside the chosen province is dropped, as the public search does.
  if (regency && /^[0-9]{2}\.[0-9]{2}$/.test(regency) && (!query.provinceCode || regency.startsWith(`${query.provinceCode}.`))) {
    query.regencyCode = regency;
  }
  const status = params.get('status');
  if (isStatus(status)) query.status = status;
  const pageIndex = params.get('pageIndex');
  if (pageIndex && /^[1-9][0-9]{0,4}$/.test(pageIndex)) query.pageIndex = Number(pageIndex);
  const pageSize = Number(params.get('pageSize'));
  if ((TALENT_PAGE_SIZES as readonly number[]).includes(pageSize)) query.pageSize = pageSize;
  return query;
}

/** The address of a state, defaults left out. */
export function talentParams(query: Partial<TalentQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.searchValue?.trim()) params.set('searchValue', query.searchValue.trim());
  if (query.provinceCode) params.set('provinceCode', query.provinceCode);
  if (query.regencyCode) params.set('regencyCode', query.regencyCode);
  if (query.skill?.trim()) params.set('skill', query.skill.trim());
  if (query.certified) params.set('certified', 'true');
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.pageIndex && query.pageIndex !== 1) params.set('pageIndex', String(query.pageIndex));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params;
}

/** GET /api/jp/employer/talent-source for a state: the same names, with the page always said. */
export function talentListPath(query: TalentQuery): string {
  const params = talentParams(query);
  params.set('pageIndex', String(query.pageIndex));
  params.set('pageSize', String(query.pageSize));
  return `${TALENT_BASE_PATH}?${params.toString()}`;
}

/** The request's body: the trimmed message, and the vacancy when one is chosen. */
export function requestBody(message: string, vacancyId: string): { message: string; vacancyId?: string } {
  return vacancyId ? { message: message.trim(), vacancyId } : { message: message.trim() };
}
