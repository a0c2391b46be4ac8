import type { Locale } from '../i18n/locales';
import type { VacancySearchPage } from './contract';
import { numberFormat } from '../format/locale';

/**
 * The vacancy search's heading: its catalog key and the count in the page's number format ("1.000" in Indonesian,
 * "1,000" in English); "more than" when the search stopped counting (SEARCH_COUNT_CAP).
 */
export function resultCount(page: Pick<VacancySearchPage, 'total'> & Partial<Pick<VacancySearchPage, 'totalAtLeast'>>, locale: Locale) {
  const count = numberFormat(locale).format(page.total);
  const key = page.totalAtLeast ? 'jobPages.resultCountAtLeast' : page.total === 1 ? 'jobPages.resultCountOne' : 'jobPages.resultCount';
  return { key, params: { count } } as const;
}
