import { Link, useLoaderData } from 'react-router';
import { resultCount } from '@core/jobs/resultCount';
import { queryFromFilters } from '@core/jobs/search';
import { Notice } from '../../components/Notice';
import { Pagination } from '../../components/Pagination';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';
import { island } from '../../islands/Island';
import { VACANCIES_PATH, type VacancySearch } from './jobLoaders';
import { VacancyList } from './VacancyCard';
import { VacancySearchForm } from './VacancySearchForm';

// The filters are the page's one interactive part: hydrated on first use (before that the form is a plain GET form).
const VacancySearchFormIsland = island('vacancySearch', VacancySearchForm, 'interaction');

/**
 * /program/bisa-talent/job-vacancy (an island page): the filters (VacancySearchForm), the results, and page links
 * that keep the filters.
 */
export function VacancySearchPage() {
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { filters, page, provinces, regencies } = useLoaderData<VacancySearch>();
  const searchKey = queryFromFilters({ ...filters, pageIndex: 1 });
  usePageHead(
    filters.keyword ? t('jobPages.searchResultsFor', { keyword: filters.keyword }) : t('jobPages.searchTitle'),
    t('jobPages.searchDescription'),
  );
  const hrefFor = (pageIndex: number) => {
    const query = queryFromFilters({ ...filters, pageIndex });
    return to(`${VACANCIES_PATH}${query ? `?${query}` : ''}`);
  };
  const totalPages = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const count = resultCount(page, locale);
  return (
    <div className="catalogue-page vacancy-search-page">
      <h1 id="page-title">{t('jobPages.searchTitle')}</h1>
      <VacancySearchFormIsland provinces={provinces} regencies={regencies} filters={filters} />
      <section aria-labelledby="vacancy-results" className="vacancy-results">
        {/* The count is announced when a search changes it; the span keeps the heading a heading. */}
        <h2 id="vacancy-results">
          <span role="status">{t(count.key, count.params)}</span>
        </h2>
        {page.items.length > 0 ? (
          <VacancyList vacancies={page.items} label={t('jobPages.resultsLabel')} />
        ) : page.total > 0 ? (
          <Notice tone="info">
            {t('jobPages.pageBeyond')} <Link to={hrefFor(1)}>{t('jobPages.firstPage')}</Link>
          </Notice>
        ) : (
          <div className="empty-state">
            <p>
              <strong>{t('jobPages.empty')}</strong>
            </p>
            <p>{t('jobPages.emptyHint')}</p>
            {searchKey && <Link to={to(VACANCIES_PATH)}>{t('jobPages.reset')}</Link>}
          </div>
        )}
        <Pagination page={filters.pageIndex} totalPages={totalPages} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
