import { useState, type FormEvent } from 'react';
import { Form, Link, useLoaderData, useNavigate } from 'react-router';
import { formatIdr } from '@core/format/currency';
import { resultCount } from '@core/jobs/resultCount';
import {
  EMPLOYMENT_TYPES,
  filtersFromQuery,
  POSTED_WITHIN_DAYS,
  queryFromFilters,
  effectiveSort,
  JOB_FIELDS,
  WORK_MODES,
  type VacancySort,
} from '@core/jobs/search';
import { Notice } from '../../components/Notice';
import { Pagination } from '../../components/Pagination';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';
import { VACANCIES_PATH, type VacancySearch } from './jobLoaders';
import { VacancyList } from './VacancyCard';

const FORM_ID = 'vacancy-search';

/**
 * /program/bisa-talent/job-vacancy: a plain GET form (it works before the page's script has loaded, and every filter
 * is in the address, so a search can be shared), the results, and page links that keep the filters.
 */
export function VacancySearchPage() {
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
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
  // Once the script runs, the address carries only the filters that are set (the same query the server reads).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams([...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const query = queryFromFilters({ ...filtersFromQuery(params), pageIndex: 1 });
    void navigate(to(`${VACANCIES_PATH}${query ? `?${query}` : ''}`));
  };
  const totalPages = Math.max(1, Math.ceil(page.total / filters.pageSize));
  const count = resultCount(page, locale);
  return (
    <div className="catalogue-page vacancy-search-page">
      <h1 id="page-title">{t('jobPages.searchTitle')}</h1>
      <SearchForm key={searchKey} onSubmit={onSubmit} provinces={provinces} regencies={regencies} filters={filters} />
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

interface SearchFormProps extends Pick<VacancySearch, 'filters' | 'provinces' | 'regencies'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

function SearchForm({ filters, provinces, regencies, onSubmit }: SearchFormProps) {
  const t = useT();
  const to = useLocalizedPath();
  // The regency list is the chosen province's (from the address): another province empties it until the search.
  const [province, setProvince] = useState(filters.province ?? '');
  const regencyOptions = province && province === filters.province ? regencies : [];
  const postedChoices: number[] = [...POSTED_WITHIN_DAYS];
  if (filters.postedWithinDays !== undefined && !postedChoices.includes(filters.postedWithinDays)) postedChoices.push(filters.postedWithinDays);
  const sorts: VacancySort[] = filters.keyword ? ['relevance', 'newest', 'salary'] : ['newest', 'salary'];
  const sort = effectiveSort(filters);
  return (
    <Form
      method="get"
      action={to(VACANCIES_PATH)}
      role="search"
      aria-label={t('jobPages.filtersLabel')}
      className="vacancy-filters"
      onSubmit={onSubmit}
    >
      <TextField
        id={`${FORM_ID}-keyword`}
        name="keyword"
        type="search"
        label={t('jobPages.keyword')}
        hint={t('jobPages.keywordHint')}
        defaultValue={filters.keyword ?? ''}
        maxLength={200}
      />
      <SelectField
        id={`${FORM_ID}-province`}
        name="province"
        label={t('jobPages.province')}
        value={province}
        onChange={(event) => setProvince(event.currentTarget.value)}
        options={[{ value: '', label: t('jobPages.anyProvince') }, ...provinces.map((item) => ({ value: item.value, label: item.text }))]}
      />
      <SelectField
        id={`${FORM_ID}-regency`}
        name="regency"
        label={t('jobPages.regency')}
        defaultValue={filters.regency ?? ''}
        hint={regencyOptions.length ? undefined : t('jobPages.regencyHint')}
        options={[{ value: '', label: t('jobPages.anyRegency') }, ...regencyOptions.map((item) => ({ value: item.value, label: item.text }))]}
      />
      <SelectField
        id={`${FORM_ID}-type`}
        name="employmentType"
        label={t('jobPages.employmentType')}
        defaultValue={filters.employmentType ?? ''}
        options={[
          { value: '', label: t('jobPages.anyEmploymentType') },
          ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`jobPages.employmentTypes.${type}`) })),
        ]}
      />
      <SelectField
        id={`${FORM_ID}-mode`}
        name="workMode"
        label={t('jobPages.workMode')}
        defaultValue={filters.workMode ?? ''}
        options={[
          { value: '', label: t('jobPages.anyWorkMode') },
          ...WORK_MODES.map((mode) => ({ value: mode, label: t(`jobPages.workModes.${mode}`) })),
        ]}
      />
      <SelectField
        id={`${FORM_ID}-field`}
        name="field"
        label={t('jobPages.field')}
        defaultValue={filters.field ?? ''}
        options={[
          { value: '', label: t('jobPages.anyField') },
          ...JOB_FIELDS.map((field) => ({ value: field, label: t(`jobPages.fields.${field}`) })),
        ]}
      />
      {(['salaryMin', 'salaryMax'] as const).map((name) => (
        <TextField
          key={name}
          id={`${FORM_ID}-${name}`}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          step={500000}
          label={t(`jobPages.${name}`)}
          hint={filters[name] !== undefined ? formatIdr(filters[name]) : undefined}
          defaultValue={filters[name] ?? ''}
        />
      ))}
      <SelectField
        id={`${FORM_ID}-posted`}
        name="postedWithinDays"
        label={t('jobPages.postedWithin')}
        defaultValue={filters.postedWithinDays === undefined ? '' : String(filters.postedWithinDays)}
        options={[
          { value: '', label: t('jobPages.anyTime') },
          ...postedChoices.map((days) => ({
            value: String(days),
            label: days === 1 ? t('jobPages.postedToday') : t('jobPages.postedWithinDays', { days }),
          })),
        ]}
      />
      <SelectField
        id={`${FORM_ID}-sort`}
        name="sort"
        label={t('jobPages.sort')}
        defaultValue={sort}
        options={sorts.map((value) => ({ value, label: t(`jobPages.sorts.${value}`) }))}
      />
      <div className="vacancy-filters-actions">
        <button type="submit" className="button button-primary">
          {t('jobPages.submit')}
        </button>
        <Link to={to(VACANCIES_PATH)}>{t('jobPages.reset')}</Link>
      </div>
    </Form>
  );
}
