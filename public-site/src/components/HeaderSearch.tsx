import { useId } from 'react';
import { useLocation } from 'react-router';
import { SearchIcon } from '../assets/icons';
import { useLocalizedPath, useT } from '../i18n/locale';

/**
 * The header's program search: a plain GET form to /search?key=…, so it works before (or without) any
 * script; on /search it shows the words searched for.
 */
export function HeaderSearch() {
  const t = useT();
  const to = useLocalizedPath();
  const id = useId();
  const { pathname, search } = useLocation();
  const current = pathname.endsWith('/search') ? (new URLSearchParams(search).get('key') ?? '') : '';
  return (
    <form className="header-search" role="search" method="get" action={to('/search')} aria-label={t('siteFind.search.label')}>
      <label className="visually-hidden" htmlFor={id}>
        {t('siteFind.search.label')}
      </label>
      <input id={id} type="search" name="key" maxLength={200} defaultValue={current} placeholder={t('siteFind.search.placeholder')} />
      <button type="submit" aria-label={t('siteFind.search.submit')}>
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
