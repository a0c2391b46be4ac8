import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ACCOUNT_TYPES, normalizeAccountType, type AccountType } from '@core/rules/roles';
import { FULLNAME_MAX_LENGTH } from '@core/rules/validation';
import { browserClient } from '../client';
import { captchaHeaders } from '../forms/captcha';
import { AuthPanel } from '../components/AuthPanel';
import { Notice } from '../components/Notice';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { RegistrationSent } from '../components/RegistrationSent';
import { SelectField } from '../components/SelectField';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { focusFirstError } from '../forms/focusFirstError';
import { serverFieldErrors } from '../forms/serverFieldErrors';
import { collectErrors, confirmPasswordError, emailError, fullnameError, passwordError, phoneError } from '../forms/validation';
import { useFormValues } from '../hooks/useFormValues';
import { usePageHead } from '../hooks/usePageHead';
import { useRequest } from '../hooks/useRequest';
import { useLocalizedPath, useT } from '../i18n/locale';

const FORM_ID = 'register';
const FIELD_ORDER = ['fullname', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** /register, /registrasi and /registrasi/{account}: the account type in the path is preselected (unknown -> trainee). */
export function RegisterPage() {
  const { account } = useParams();
  const accountType = normalizeAccountType(account);
  // A new path means a new preselection: start the form afresh.
  return <Registration key={accountType} initialAccountType={accountType} />;
}

function Registration({ initialAccountType }: { initialAccountType: AccountType }) {
  const t = useT();
  const to = useLocalizedPath();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const title = registeredEmail ? t('auth.registeredTitle') : t('auth.registerTitle');
  usePageHead(title, t('auth.registerDescription'));
  return (
    <AuthPanel title={title} description={registeredEmail ? undefined : t('auth.registerDescription')}>
      {registeredEmail ? (
        <RegistrationSent email={registeredEmail} />
      ) : (
        <RegistrationForm initialAccountType={initialAccountType} onRegistered={setRegisteredEmail} />
      )}
      <p className="switch-form">
        {t('auth.haveAccount')} <Link to={to('/login')}>{t('auth.loginLink')}</Link>
      </p>
      <p className="switch-form">
        <Link to={to('/registrasi-partner')}>{t('partnerRegistration.organisationLink')}</Link>
      </p>
    </AuthPanel>
  );
}

function RegistrationForm(props: { initialAccountType: AccountType; onRegistered: (email: string) => void }) {
  const t = useT();
  const { values, bind } = useFormValues({
    fullname: '',
    email: '',
    phone: '',
    accountType: props.initialAccountType as string,
    password: '',
    confirmPassword: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const register = useRequest<Envelope<{ userId: string }>>();

  const validate = () =>
    collectErrors({
      fullname: fullnameError(values.fullname, t),
      email: emailError(values.email, t),
      phone: phoneError(values.phone, t),
      password: passwordError(values.password, t),
      confirmPassword: confirmPasswordError(values.password, values.confirmPassword, t),
    });
  // The server's verdict per field stands until the next attempt; what the browser checks updates as people type.
  const fromServer = serverFieldErrors(register.error, FIELD_ORDER, 'email');
  const errors = { ...fromServer, ...(submitted ? validate() : {}) };
  const refusedWithoutFields = register.error !== null && Object.keys(fromServer).length === 0;
  useEffect(() => {
    focusFirstError(FORM_ID, serverFieldErrors(register.error, FIELD_ORDER, 'email'), FIELD_ORDER);
  }, [register.error]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (focusFirstError(FORM_ID, validate(), FIELD_ORDER)) return;
    const email = values.email.trim();
    const phone = values.phone.trim();
    const response = await register.run(async () =>
      browserClient().account.register(
        {
          email,
          password: values.password,
          fullname: values.fullname.trim(),
          accountType: normalizeAccountType(values.accountType),
          ...(phone ? { phone } : {}),
        },
        await captchaHeaders('register'),
      ),
    );
    if (response) props.onRegistered(email);
  }

  return (
    <>
      {refusedWithoutFields && <Notice tone="error">{parseErrorMessage(register.error)}</Notice>}
      <form id={FORM_ID} className="form" method="post" noValidate onSubmit={onSubmit}>
        <TextField
          id={`${FORM_ID}-fullname`}
          label={t('auth.fullname')}
          autoComplete="name"
          maxLength={FULLNAME_MAX_LENGTH}
          required
          error={errors.fullname}
          {...bind('fullname')}
        />
        <TextField
          id={`${FORM_ID}-email`}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          {...bind('email')}
        />
        <TextField id={`${FORM_ID}-phone`} label={t('auth.phone')} type="tel" autoComplete="tel" error={errors.phone} {...bind('phone')} />
        <SelectField
          id={`${FORM_ID}-accountType`}
          label={t('auth.accountType')}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`auth.accountTypes.${type}`) }))}
          {...bind('accountType')}
        />
        <NewPasswordFields formId={FORM_ID} label={t('auth.password')} errors={errors} bind={bind} />
        <SubmitButton busy={register.busy}>{t('auth.registerButton')}</SubmitButton>
      </form>
    </>
  );
}
