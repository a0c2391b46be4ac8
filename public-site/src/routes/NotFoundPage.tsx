import { Link } from 'react-router';
import { usePageTitle } from '../hooks/usePageTitle';
import { useLocalizedPath, useT } from '../i18n/locale';

/** SPEC 2 and 8: the page-not-found screen, with the way back home. */
export function NotFoundPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageTitle(t('common.pageNotFound'));
  return (
    <section className="error-page" aria-labelledby="page-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">{t('common.pageNotFound')}</h1>
      <p>{t('common.notFoundText')}</p>
      <Link className="button button-primary" to={to('/')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
