import { Form, useLoaderData } from 'react-router';
import { ProgramList } from '../components/ProgramCard';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';
import type { SearchResult } from './program/programLoaders';

/**
 * /search?key=: full-text search over every program in both languages (the member header's search comes here). An
 * island page without islands: the form is a plain GET form and the results are links, so nothing needs script.
 */
export function SearchPage() {
  const t = useT();
  const to = useLocalizedPath();
  const { key, page } = useLoaderData<SearchResult>();
  usePageHead(key ? t('catalogue.searchResultsFor', { key }) : t('catalogue.searchTitle'), t('catalogue.searchDescription'));
  return (
    <div className="catalogue-page">
      <h1 id="page-title">{t('catalogue.searchTitle')}</h1>
      <Form method="get" action={to('/search')} role="search" className="search-form">
        <label htmlFor="search-key">{t('catalogue.searchLabel')}</label>
        <input id="search-key" name="key" type="search" defaultValue={key} maxLength={200} required />
        <button type="submit" className="button button-primary">
          {t('catalogue.searchButton')}
        </button>
      </Form>
      {page && (
        <section aria-labelledby="search-results">
          <h2 id="search-results" role="status">
            {t('catalogue.searchCount', { count: page.totalCount, key })}
          </h2>
          {page.items.length > 0 && <ProgramList programs={page.items} label={t('catalogue.searchResultsFor', { key })} />}
        </section>
      )}
    </div>
  );
}
