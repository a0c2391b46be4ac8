import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { localeOfPath, localizePath } from '@core/i18n/locales';
import { LocaleProvider, useT } from '../i18n/locale';
import { usePageTitle } from '../hooks/usePageTitle';

const SERVER_ERROR = 500;

/** SPEC 8's 'An error occurred - {status}' screen, for a page that failed while rendering or loading. */
export function ErrorPage() {
  const { pathname } = useLocation();
  return (
    <LocaleProvider locale={localeOfPath(pathname)}>
      <main id="main" className="site-main">
        <div className="container">
          <ErrorMessage />
        </div>
      </main>
    </LocaleProvider>
  );
}

function ErrorMessage() {
  const t = useT();
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : SERVER_ERROR;
  const text = t('common.errorStatus', { status });
  usePageTitle(text);
  return (
    <section className="error-page" aria-labelledby="page-title">
      <h1 id="page-title">{text}</h1>
      {/* A plain link: the router that failed is not trusted to navigate. */}
      <a className="button button-primary" href={localizePath('/', localeOfPath(pathname))}>
        {t('common.backHome')}
      </a>
    </section>
  );
}
