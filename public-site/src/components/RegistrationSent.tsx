import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { browserClient } from '../client';
import { useRequest } from '../hooks/useRequest';
import { useT } from '../i18n/locale';
import { Notice } from './Notice';

/** After registering: where the confirmation went, and a way to have it sent again. */
export function RegistrationSent({ email }: { email: string }) {
  const t = useT();
  const resend = useRequest<Envelope<null>>();

  return (
    <>
      <Notice tone="success">{t('auth.registeredText', { email })}</Notice>
      {resend.error !== null && <Notice tone="error">{parseErrorMessage(resend.error)}</Notice>}
      {resend.result && <Notice tone="info">{resend.result.message}</Notice>}
      <button
        type="button"
        className="button button-secondary"
        disabled={resend.busy}
        aria-busy={resend.busy}
        onClick={() => resend.run(() => browserClient().account.resendConfirmation(email))}
      >
        {t('auth.resend')}
      </button>
    </>
  );
}
