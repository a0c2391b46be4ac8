import { Link } from 'react-router';
import { localizedPath, SITEMAP_PATHS } from '@core/content/sitemap';
import { LOCALES } from '@core/i18n/locales';
import { usePageHead } from '../../hooks/usePageHead';
import { useT } from '../../i18n/locale';

/** SPEC 2's sitemap page: the site's pages in both languages (articles and partners are in /sitemap.xml). */
export function SitemapPage() {
  const t = useT();
  usePageHead(t('content.sitemap.title'), t('content.sitemap.description'));
  return (
    <div className="content-page sitemap-page">
      <h1 id="page-title">{t('content.sitemap.title')}</h1>
      {LOCALES.map((locale) => (
        <section key={locale} aria-labelledby={`sitemap-${locale}`}>
          <h2 id={`sitemap-${locale}`} lang={locale}>
            {t(locale === 'en' ? 'content.sitemap.english' : 'content.sitemap.indonesian')}
          </h2>
          <ul className="sitemap-list">
            {SITEMAP_PATHS.map((path) => (
              <li key={path}>
                <Link to={localizedPath(path, locale)}>{localizedPath(path, locale)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        {/* eslint-disable-next-line no-restricted-syntax -- a file's name, the same in both languages */}
        <a href="/sitemap.xml">sitemap.xml</a>
      </p>
    </div>
  );
}
