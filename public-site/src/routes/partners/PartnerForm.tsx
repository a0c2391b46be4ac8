import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LocationLookupItem } from '@core/locations/contract';
import {
  COMPANY_SIZES,
  PARTNER_FIELDS,
  partnerRegistrationProblems,
  TEXT_MAX_LENGTH,
  type CompanySize,
  type PartnerKind,
  type PartnerRegistration,
} from '@core/organisations/partnerRegistration';
import type { PartnerRegistered } from '@core/organisations/partnerRegistration.contract';
import { FULLNAME_MAX_LENGTH } from '@core/rules/validation';
import { browserClient } from '../../client';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { focusFirstError } from '../../forms/focusFirstError';
import { serverFieldErrors } from '../../forms/serverFieldErrors';
import { confirmPasswordError, passwordError } from '../../forms/validation';
import { useFormValues } from '../../hooks/useFormValues';
import { useRequest } from '../../hooks/useRequest';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { AreaSelects, useAreas } from './AreaSelects';

const FORM_ID = 'partner';
/** The fields in page order (the first in error takes the focus); the password's confirmation is the form's own. */
const FIELD_ORDER = [...PARTNER_FIELDS.slice(0, PARTNER_FIELDS.indexOf('password') + 1), 'confirmPassword', 'acceptTerms'] as const;
type Field = (typeof FIELD_ORDER)[number];

/** The organisation and its contact person; checked in the browser with the gateway's own rules, then sent. */
export function PartnerForm(props: {
  kind: PartnerKind;
  provinces: LocationLookupItem[];
  provincesFailed: boolean;
  onRegistered: (sent: { email: string; name: string }) => void;
}) {
  const t = useT();
  const to = useLocalizedPath();
  const { values, bind } = useFormValues({
    legalName: '',
    npwp: '',
    industry: '',
    size: '',
    website: '',
    address: '',
    fullname: '',
    position: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const areas = useAreas(props.provinces);
  const [submitted, setSubmitted] = useState(false);
  const register = useRequest<Envelope<PartnerRegistered>>();

  const body = (): PartnerRegistration => ({
    kind: props.kind,
    legalName: values.legalName.trim(),
    npwp: values.npwp.trim(),
    industry: values.industry.trim(),
    size: values.size as CompanySize,
    ...(values.website.trim() ? { website: values.website.trim() } : {}),
    address: values.address.trim(),
    provinceCode: areas.address.province?.value ?? '',
    regencyCode: areas.address.regency?.value ?? '',
    districtCode: areas.address.district?.value ?? '',
    villageCode: areas.address.village?.value ?? '',
    fullname: values.fullname.trim(),
    position: values.position.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
    acceptTerms,
  });
  const validate = (): Partial<Record<Field, string>> => {
    const problems = partnerRegistrationProblems(body());
    const messages: Partial<Record<Field, string>> = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));
    // The same rule, said the registration's way: which parts the password still needs.
    messages.password = passwordError(values.password, t);
    messages.confirmPassword = confirmPasswordError(values.password, values.confirmPassword, t);
    return Object.fromEntries(Object.entries(messages).filter(([, message]) => message));
  };
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
    const sent = body();
    const response = await register.run(() => browserClient().gateway.cm.post<Envelope<PartnerRegistered>>('/partner-registration', sent));
    if (response) props.onRegistered({ email: sent.email, name: sent.legalName });
  }

  const text = (name: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={`${FORM_ID}-${name}`} label={label} required error={errors[name as Field]} {...bind(name)} {...extra} />
  );

  return (
    <>
      {refusedWithoutFields && <Notice tone="error">{parseErrorMessage(register.error)}</Notice>}
      <form id={FORM_ID} className="form partner-form" method="post" noValidate onSubmit={onSubmit}>
        <fieldset className="partner-section">
          <legend>{t('partnerRegistration.organisationSection')}</legend>
          {text('legalName', t('partnerRegistration.legalName'), {
            autoComplete: 'organization',
            maxLength: TEXT_MAX_LENGTH.legalName,
            hint: t('partnerRegistration.legalNameHint'),
          })}
          {text('npwp', t('partnerRegistration.npwp'), { inputMode: 'numeric', maxLength: 25, hint: t('partnerRegistration.npwpHint') })}
          {text('industry', t('partnerRegistration.industry'), { maxLength: TEXT_MAX_LENGTH.industry })}
          <SelectField
            id={`${FORM_ID}-size`}
            label={t('partnerRegistration.size')}
            required
            error={errors.size}
            options={[
              { value: '', label: t('partnerRegistration.sizeChoose') },
              ...COMPANY_SIZES.map((size) => ({ value: size, label: t(`partnerRegistration.sizes.${size}`) })),
            ]}
            {...bind('size')}
          />
          <TextField
            id={`${FORM_ID}-website`}
            label={t('partnerRegistration.website')}
            type="url"
            autoComplete="url"
            maxLength={TEXT_MAX_LENGTH.website}
            error={errors.website}
            {...bind('website')}
          />
        </fieldset>
        <fieldset className="partner-section">
          <legend>{t('partnerRegistration.addressSection')}</legend>
          {text('address', t('partnerRegistration.address'), { autoComplete: 'street-address', maxLength: TEXT_MAX_LENGTH.address })}
          <AreaSelects formId={FORM_ID} areas={areas} provincesFailed={props.provincesFailed} errors={errors} />
        </fieldset>
        <fieldset className="partner-section">
          <legend>{t('partnerRegistration.contactSection')}</legend>
          {text('fullname', t('partnerRegistration.fullname'), { autoComplete: 'name', maxLength: FULLNAME_MAX_LENGTH })}
          {text('position', t('partnerRegistration.position'), { autoComplete: 'organization-title', maxLength: TEXT_MAX_LENGTH.position })}
          {text('email', t('partnerRegistration.email'), { type: 'email', autoComplete: 'email', hint: t('partnerRegistration.emailHint') })}
          {text('phone', t('partnerRegistration.phone'), { type: 'tel', autoComplete: 'tel' })}
          <NewPasswordFields formId={FORM_ID} label={t('auth.password')} errors={errors} bind={bind} />
        </fieldset>
        <div className="field">
          <label className="checkbox" htmlFor={`${FORM_ID}-acceptTerms`}>
            <input
              id={`${FORM_ID}-acceptTerms`}
              name="acceptTerms"
              type="checkbox"
              checked={acceptTerms}
              onChange={(event) => setAcceptTerms(event.target.checked)}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? `${FORM_ID}-acceptTerms-error` : undefined}
            />
            {t('partnerRegistration.acceptTerms')}
          </label>
          {errors.acceptTerms && (
            <p id={`${FORM_ID}-acceptTerms-error`} className="field-error">
              {errors.acceptTerms}
            </p>
          )}
          <p className="field-hint">
            {t('partnerRegistration.readPolicies')}{' '}
            <Link to={to('/requirements/terms-conditions')} target="_blank">
              {t('partnerRegistration.requirements.termsLink')}
            </Link>
            {' · '}
            <Link to={to('/requirements/privacy-policy')} target="_blank">
              {t('partnerRegistration.requirements.privacyLink')}
            </Link>
          </p>
        </div>
        <SubmitButton busy={register.busy}>{t('partnerRegistration.submit')}</SubmitButton>
      </form>
    </>
  );
}
