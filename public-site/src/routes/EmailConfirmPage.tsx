import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { AuthPanel } from '../components/AuthPanel';
import { Notice } from '../components/Notice';
import { apiPostOf } from '../data/loaderApi';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';

type Outcome = { state: 'missing' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/**
 * Confirms the address on arrival, in the loader: on the server for the e-mail's link (so the page needs no script),
 * in the browser when the whole app routes here. The token is single-use and the page is never cached (its address
 * has a query string), so each visit posts it once; the gateway's message says why a used or unknown one failed.
 */
export async function emailConfirmLoader({ context, request }: LoaderFunctionArgs): Promise<Outcome> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { state: 'missing' };
  try {
    await apiPostOf(context)('cm', '/account-user/confirm-email', { token });
    return { state: 'confirmed' };
  } catch (error) {
    return { state: 'failed', message: parseErrorMessage(error) };
  }
}

/** /email-confirm?token= (an island page without islands): the link of the confirmation e-mail, then the login. */
export function EmailConfirmPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('auth.confirmTitle'), t('auth.confirmDescription'));
  const outcome = useLoaderData<typeof emailConfirmLoader>();

  return (
    <AuthPanel title={t('auth.confirmTitle')}>
      {outcome.state === 'missing' && <Notice tone="error">{t('auth.missingToken')}</Notice>}
      {outcome.state === 'confirmed' && <Notice tone="success">{t('auth.confirmedText')}</Notice>}
      {outcome.state === 'failed' && (
        <Notice tone="error">
          {t('auth.confirmFailed')} {outcome.message}
        </Notice>
      )}
      <p className="actions">
        <Link className="button button-primary" to={to('/login')}>
          {t('auth.loginLink')}
        </Link>
      </p>
    </AuthPanel>
  );
}
