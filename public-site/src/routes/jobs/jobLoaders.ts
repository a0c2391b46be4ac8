import type { LoaderFunctionArgs } from 'react-router';
import type { Envelope } from '@core/gateway/families';
import { filtersFromQuery, queryFromFilters, type VacancyFilters } from '@core/jobs/search';
import type { VacancyPage, VacancySearchPage, VacancyView } from '@core/jobs/contract';
import { lookupPath } from '@core/locations/areas';
import type { LocationLookupItem } from '@core/locations/contract';
import { loadOr } from '../../content/contentLoad';
import { loadData } from '../../data/loaderApi';

/** SPEC 7 and 9: the portal's landing and the home page's teaser show the 4 latest vacancies. */
export const LATEST_VACANCIES = 4;
export const PORTAL_PATH = '/program/bisa-talent';
export const VACANCIES_PATH = `${PORTAL_PATH}/job-vacancy`;

const LATEST_PATH = `/job-vacancy?pageIndex=1&pageSize=${LATEST_VACANCIES}`;
const itemsOf = (body: unknown) => (body as Envelope<VacancyPage>).data.items;

/** The 4 latest vacancies; a failure shows none and a notice instead of failing the page. */
export async function loadLatestVacancies(context: unknown) {
  return loadOr<VacancyView[]>(context, 'jp', LATEST_PATH, [], itemsOf);
}

export interface PortalData {
  latest: VacancyView[];
  failed: boolean;
}

/** /program/bisa-talent. */
export async function portalLoader({ context }: LoaderFunctionArgs): Promise<PortalData> {
  const latest = await loadLatestVacancies(context);
  return { latest: latest.value, failed: latest.failed };
}

export interface VacancySearch {
  filters: VacancyFilters;
  page: VacancySearchPage;
  provinces: LocationLookupItem[];
  /** The regencies and cities of the chosen province (none without one). */
  regencies: LocationLookupItem[];
}

const lookupItems = (body: unknown) => (body as Envelope<{ items: LocationLookupItem[] }>).data.items;

/**
 * /program/bisa-talent/job-vacancy?keyword=...: the filters are read from the address with the gateway's own rules
 * (@core/jobs/search, malformed values dropped), so a shared link always opens; a regency outside the chosen province
 * is dropped too. The province list, and the chosen province's regencies, come from SPEC 7's md lookups.
 */
export async function vacancySearchLoader({ context, request }: LoaderFunctionArgs): Promise<VacancySearch> {
  const filters = filtersFromQuery(new URL(request.url).searchParams);
  if (filters.regency && filters.province && !filters.regency.startsWith(`${filters.province}.`)) delete filters.regency;
  const query = queryFromFilters(filters);
  const [page, provinces, regencies] = await Promise.all([
    loadData<VacancySearchPage>(context, 'jp', `/job-vacancy${query ? `?${query}` : ''}`),
    loadOr<LocationLookupItem[]>(context, 'md', lookupPath('province'), [], lookupItems),
    filters.province
      ? loadOr<LocationLookupItem[]>(context, 'md', lookupPath('regency', filters.province), [], lookupItems)
      : Promise.resolve({ value: [], failed: false }),
  ]);
  return { filters, page, provinces: provinces.value, regencies: regencies.value };
}

export interface VacancyDetail {
  vacancy: VacancyView;
  /** The page's absolute address without its query (the JSON-LD's url). */
  url: string;
}

/** /program/bisa-talent/job-vacancy/{id}: an unknown or malformed id (the gateway's 404 or 400) is the page's 404. */
export async function vacancyLoader({ context, params, request }: LoaderFunctionArgs): Promise<VacancyDetail> {
  const vacancy = await loadData<VacancyView>(context, 'jp', `/job-vacancy/${encodeURIComponent(params.id ?? '')}`);
  const url = new URL(request.url);
  return { vacancy, url: `${url.origin}${url.pathname}` };
}
