import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { browserClient } from '../client';
import { captchaHeaders } from '../forms/captcha';
import { AuthPanel } from '../components/AuthPanel';
import { Notice } from '../components/Notice';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { focusFirstError } from '../forms/focusFirstError';
import { collectErrors, emailError } from '../forms/validation';
import { useFormValues } from '../hooks/useFormValues';
import { usePageHead } from '../hooks/usePageHead';
import { useRequest } from '../hooks/useRequest';
import { useLocalizedPath, useT } from '../i18n/locale';

const FORM_ID = 'forgot';

/** /forgot-password and /forget-password: asks for a reset link. The server answers the same for any address. */
export function ForgotPasswordPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('auth.forgotTitle'), t('auth.forgotDescription'));
  const { values, bind } = useFormValues({ email: '' });
  const [submitted, setSubmitted] = useState(false);
  const forgot = useRequest<Envelope<null>>();

  const validate = () => collectErrors({ email: emailError(values.email, t) });
  const errors = submitted ? validate() : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (focusFirstError(FORM_ID, validate(), ['email'])) return;
    await forgot.run(async () => browserClient().account.forgotPassword(values.email.trim(), await captchaHeaders('forgot-password')));
  }

  return (
    <AuthPanel title={t('auth.forgotTitle')} description={t('auth.forgotDescription')}>
      {forgot.error !== null && <Notice tone="error">{parseErrorMessage(forgot.error)}</Notice>}
      {forgot.result && <Notice tone="success">{forgot.result.message}</Notice>}
      <form id={FORM_ID} className="form" method="post" noValidate onSubmit={onSubmit}>
        <TextField
          id={`${FORM_ID}-email`}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          {...bind('email')}
        />
        <SubmitButton busy={forgot.busy}>{t('auth.forgotButton')}</SubmitButton>
      </form>
      <p className="switch-form">
        <Link to={to('/login')}>{t('auth.loginLink')}</Link>
      </p>
    </AuthPanel>
  );
}
