import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatIdr } from '@core/format/currency';
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
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { VACANCIES_PATH, type VacancySearch } from './jobLoaders';

const FORM_ID = 'vacancy-search';

export type VacancySearchFormProps = Pick<VacancySearch, 'filters' | 'provinces' | 'regencies'>;

/**
 * The vacancy search's filters: a plain GET form (it works before its island is hydrated, and every filter is in the
 * address, so a search can be shared). Hydrated on first use (islands/README.md), it empties the regency list when
 * another province is chosen and sends an address carrying only the filters that are set (what the server reads).
 */
export function VacancySearchForm({ filters, provinces, regencies }: VacancySearchFormProps) {
  const t = useT();
  const to = useLocalizedPath();
  // The regency list is the chosen province's (from the address): another province empties it until the search.
  const [province, setProvince] = useState(filters.province ?? '');
  const regencyOptions = province && province === filters.province ? regencies : [];
  // A province chosen before the island listened (that change hydrated it) is taken over, as ProgramBrowser does.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const chosen = form.current?.elements.namedItem('province');
    if (chosen instanceof HTMLSelectElement) setProvince(chosen.value);
  }, []);
  // A full page load (an island's router): the page is rendered anew by the server for the new filters.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams([...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const query = queryFromFilters({ ...filtersFromQuery(params), pageIndex: 1 });
    window.location.assign(to(`${VACANCIES_PATH}${query ? `?${query}` : ''}`));
  };
  const postedChoices: number[] = [...POSTED_WITHIN_DAYS];
  if (filters.postedWithinDays !== undefined && !postedChoices.includes(filters.postedWithinDays)) postedChoices.push(filters.postedWithinDays);
  const sorts: VacancySort[] = filters.keyword ? ['relevance', 'newest', 'salary'] : ['newest', 'salary'];
  const sort = effectiveSort(filters);
  return (
    <form
      ref={form}
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
    </form>
  );
}
