import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { browserClient } from '../client';
import { AuthPanel } from '../components/AuthPanel';
import { Notice } from '../components/Notice';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SubmitButton } from '../components/SubmitButton';
import { focusFirstError } from '../forms/focusFirstError';
import { collectErrors, confirmPasswordError, passwordError } from '../forms/validation';
import { useFormValues } from '../hooks/useFormValues';
import { usePageHead } from '../hooks/usePageHead';
import { useRequest } from '../hooks/useRequest';
import { useLocalizedPath, useT } from '../i18n/locale';

const FORM_ID = 'reset';
const FIELD_ORDER = ['password', 'confirmPassword'] as const;

/** /reset-password?token=: the link of the reset e-mail. Sets the new password, then offers the login. */
export function ResetPasswordPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('auth.resetTitle'), t('auth.resetDescription'));
  const token = useSearchParams()[0].get('token');
  const { values, bind } = useFormValues({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const reset = useRequest<Envelope<null>>();

  const validate = () =>
    collectErrors({
      password: passwordError(values.password, t),
      confirmPassword: confirmPasswordError(values.password, values.confirmPassword, t),
    });
  const errors = submitted ? validate() : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!token || focusFirstError(FORM_ID, validate(), FIELD_ORDER)) return;
    await reset.run(() => browserClient().account.resetPassword(token, values.password));
  }

  if (!token || reset.result) {
    return (
      <AuthPanel title={t('auth.resetTitle')}>
        {reset.result ? <Notice tone="success">{reset.result.message}</Notice> : <Notice tone="error">{t('auth.missingToken')}</Notice>}
        <p className="actions">
          <Link className="button button-primary" to={to('/login')}>
            {t('auth.loginLink')}
          </Link>
        </p>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('auth.resetTitle')} description={t('auth.resetDescription')}>
      {reset.error !== null && <Notice tone="error">{parseErrorMessage(reset.error)}</Notice>}
      <form id={FORM_ID} className="form" method="post" noValidate onSubmit={onSubmit}>
        <NewPasswordFields formId={FORM_ID} label={t('auth.newPassword')} errors={errors} bind={bind} />
        <SubmitButton busy={reset.busy}>{t('auth.resetButton')}</SubmitButton>
      </form>
      <p className="switch-form">
        <Link to={to('/forgot-password')}>{t('auth.forgotLink')}</Link>
      </p>
    </AuthPanel>
  );
}
