import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { localeOfPath, localizePath } from '@core/i18n/locales';
import { ErrorPageBoundary } from '../components/ErrorPageBoundary';
import { useChunkReloadGuard } from '../components/useChunkReloadGuard';
import { usePageHead } from '../hooks/usePageHead';
import { LocaleProvider, useLocale, useT } from '../i18n/locale';
import { NotFoundPage } from './NotFoundPage';

const NOT_FOUND = 404;
const SERVER_ERROR = 500;

/**
 * The error element inside a layout (the header and footer stay): SPEC 8's 'An error occurred - {status}', the
 * not-found screen for a 404, and the plain fallback should this page fail too. A page whose code chunk failed
 * to load reloads the app (useChunkReloadGuard).
 */
export function ErrorPage() {
  return (
    <ErrorPageBoundary locale={useLocale()}>
      <RouteError />
    </ErrorPageBoundary>
  );
}

/** The error element of a locale's root, for when the shell itself failed: no layout, its own <main>. */
export function RootErrorPage() {
  const { pathname } = useLocation();
  return (
    <LocaleProvider locale={localeOfPath(pathname)}>
      <main id="main" className="site-main">
        <div className="container">
          <ErrorPage />
        </div>
      </main>
    </LocaleProvider>
  );
}

function RouteError() {
  const error = useRouteError();
  useChunkReloadGuard(error);
  const status = isRouteErrorResponse(error) ? error.status : SERVER_ERROR;
  return status === NOT_FOUND ? <NotFoundPage /> : <StatusError status={status} />;
}

function StatusError({ status }: { status: number }) {
  const t = useT();
  const locale = useLocale();
  const text = t('common.errorStatus', { status });
  usePageHead(text, text);
  return (
    <section className="error-page" aria-labelledby="page-title">
      <h1 id="page-title">{text}</h1>
      {/* A plain link: the router that failed is not trusted to navigate. */}
      <a className="button button-primary" href={localizePath('/', locale)}>
        {t('common.backHome')}
      </a>
    </section>
  );
}
