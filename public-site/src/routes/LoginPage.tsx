import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { logIn } from '@client/account/api';
import { parseErrorMessage } from '@core/errors/parseError';
import { safeRedirect } from '@core/rules/redirect';
import { browserClient } from '../client';
import { AuthPanel } from '../components/AuthPanel';
import { captchaHeaders } from '../forms/captcha';
import { Notice } from '../components/Notice';
import { PasswordField } from '../components/PasswordField';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { focusFirstError } from '../forms/focusFirstError';
import { collectErrors, emailError } from '../forms/validation';
import { useFormValues } from '../hooks/useFormValues';
import { usePageHead } from '../hooks/usePageHead';
import { useRequest } from '../hooks/useRequest';
import { useLocale, useLocalizedPath, useT } from '../i18n/locale';
import { rememberLocale } from '../i18n/rememberLocale';

const FORM_ID = 'login';
const FIELD_ORDER = ['email', 'password'] as const;

export function LoginPage() {
  const t = useT();
  const to = useLocalizedPath();
  const locale = useLocale();
  usePageHead(t('auth.loginTitle'), t('auth.loginDescription'));
  const { values, bind } = useFormValues({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const login = useRequest();
  const [searchParams] = useSearchParams();

  // Existing passwords may predate today's rules, so login only checks that something was typed.
  const validate = () =>
    collectErrors({
      email: emailError(values.email, t),
      password: values.password ? undefined : t('validation.required'),
    });
  const errors = submitted ? validate() : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (focusFirstError(FORM_ID, validate(), FIELD_ORDER)) return;
    const { account, session } = browserClient();
    const profile = await login.run(() => logIn(account, session, values.email.trim(), values.password, captchaHeaders));
    if (!profile) return;
    // Logging in on a page of one language chooses it: the member area and later unprefixed visits open in it.
    rememberLocale(locale);
    // The member area is another app: a full page load, and the button stays busy until it starts. A page that
    // sent the visitor here (the cart, Add to cart) gets them back instead.
    setLeaving(true);
    window.location.assign(safeRedirect(searchParams.get('redirect'), to('/member'), window.location.origin));
  }

  return (
    <AuthPanel title={t('auth.loginTitle')} description={t('auth.loginDescription')}>
      {login.error !== null && <Notice tone="error">{parseErrorMessage(login.error)}</Notice>}
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
        <PasswordField
          id={`${FORM_ID}-password`}
          label={t('auth.password')}
          autoComplete="current-password"
          required
          error={errors.password}
          {...bind('password')}
        />
        <p className="form-aside">
          <Link to={to('/forgot-password')}>{t('auth.forgotLink')}</Link>
        </p>
        <SubmitButton busy={login.busy || leaving}>{t('auth.loginButton')}</SubmitButton>
      </form>
      <p className="switch-form">
        {t('auth.noAccount')} <Link to={to('/register')}>{t('auth.registerLink')}</Link>
      </p>
    </AuthPanel>
  );
}
