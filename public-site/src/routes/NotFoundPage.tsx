import { Link } from 'react-router';
import { NotFoundIllustration } from '../assets/NotFoundIllustration';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';

/**
 * SPEC 2 and 8: the page-not-found screen (the translated title, an image, 'This page could not be found'),
 * with the way back home. Also shown for a 404 a page's loader throws.
 */
export function NotFoundPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('common.pageNotFound'), t('common.notFoundText'));
  return (
    <section className="error-page" aria-labelledby="page-title">
      <NotFoundIllustration label={t('site.error.notFoundImage')} />
      <h1 id="page-title">{t('common.pageNotFound')}</h1>
      <p>{t('common.notFoundText')}</p>
      <Link className="button button-primary" to={to('/')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
