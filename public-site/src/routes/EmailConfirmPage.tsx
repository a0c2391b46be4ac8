import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { browserClient } from '../client';
import { AuthPanel } from '../components/AuthPanel';
import { Notice } from '../components/Notice';
import { usePageHead } from '../hooks/usePageHead';
import { useLocalizedPath, useT } from '../i18n/locale';

type Outcome = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/** /email-confirm?token=: the link of the confirmation e-mail. Confirms on arrival, then offers the login. */
export function EmailConfirmPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('auth.confirmTitle'), t('auth.confirmDescription'));
  const token = useSearchParams()[0].get('token');
  const outcome = useConfirmation(token);

  return (
    <AuthPanel title={t('auth.confirmTitle')}>
      {!token && <Notice tone="error">{t('auth.missingToken')}</Notice>}
      {outcome?.state === 'confirming' && <Notice tone="info">{t('auth.confirming')}</Notice>}
      {outcome?.state === 'confirmed' && <Notice tone="success">{t('auth.confirmedText')}</Notice>}
      {outcome?.state === 'failed' && (
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

/** Posts the token once per token: a token is single-use, so a repeated effect must not post it again. */
function useConfirmation(token: string | null): Outcome | null {
  const [outcome, setOutcome] = useState<Outcome | null>(token ? { state: 'confirming' } : null);
  const started = useRef<{ token: string; request: Promise<Outcome> } | null>(null);

  useEffect(() => {
    if (!token) return;
    if (started.current?.token !== token) {
      const request = browserClient()
        .account.confirmEmail(token)
        .then(
          (): Outcome => ({ state: 'confirmed' }),
          (error: unknown): Outcome => ({ state: 'failed', message: parseErrorMessage(error) }),
        );
      started.current = { token, request };
    }
    let current = true;
    void started.current.request.then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [token]);

  return outcome;
}
