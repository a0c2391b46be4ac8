import { useState, type FormEvent } from 'react';
import type { CompanyRequest } from '@core/catalogue/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { isValidPhone } from '@core/rules/validation';
import { browserClient } from '../../client';
import { captchaHeaders } from '../../forms/captcha';
import { Notice } from '../../components/Notice';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { focusFirstError } from '../../forms/focusFirstError';
import { collectErrors, emailError } from '../../forms/validation';
import { useFormValues } from '../../hooks/useFormValues';
import { usePageHead } from '../../hooks/usePageHead';
import { useRequest } from '../../hooks/useRequest';
import { useT } from '../../i18n/locale';

type RequestKind = 'learning-industrial' | 'link-and-match';
const FIELDS = ['companyName', 'industry', 'contactName', 'email', 'phone', 'position', 'wanted', 'participants', 'start', 'end', 'notes'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<Field, string>;
const OPTIONAL: readonly Field[] = ['industry', 'position', 'notes'];

const TEXT = {
  'learning-industrial': { title: 'catalogue.requestLiTitle', description: 'catalogue.requestLiDescription', wanted: 'catalogue.requestCompetency' },
  'link-and-match': { title: 'catalogue.requestLmTitle', description: 'catalogue.requestLmDescription', wanted: 'catalogue.requestCurriculum' },
} as const;

/** SPEC 2's /program/temp request pages: a company asks for a learning-industrial competency or a link-and-match curriculum. */
export function CompanyRequestPage({ kind }: { kind: RequestKind }) {
  const t = useT();
  const text = TEXT[kind];
  usePageHead(t(text.title), t(text.description));
  const { values, bind } = useFormValues(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const sending = useRequest<true>();
  const formId = `request-${kind}`;

  const validate = () => {
    const required = (field: Field) => (values[field].trim() ? undefined : t('validation.required'));
    const participants = Number(values.participants);
    return collectErrors<Field>({
      ...(Object.fromEntries(FIELDS.filter((field) => !OPTIONAL.includes(field)).map((field) => [field, required(field)])) as Record<
        Field,
        string | undefined
      >),
      email: emailError(values.email, t),
      phone: values.phone.trim() && !isValidPhone(values.phone.trim()) ? t('validation.phone') : required('phone'),
      participants:
        Number.isInteger(participants) && participants >= 1 && participants <= 10_000 ? undefined : t('catalogue.requestParticipantsRule'),
      end: values.end && values.start && values.end < values.start ? t('catalogue.periodOrder') : required('end'),
    });
  };
  const errors = submitted ? validate() : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (focusFirstError(formId, validate(), FIELDS)) return;
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    const body: CompanyRequest = {
      company: { name: values.companyName.trim(), industry: optional(values.industry) },
      contact: { name: values.contactName.trim(), email: values.email.trim(), phone: values.phone.trim(), position: optional(values.position) },
      wanted: values.wanted.trim(),
      participants: Number(values.participants),
      period: { start: values.start, end: values.end },
      notes: optional(values.notes),
    };
    await sending.run(async () => {
      await browserClient().gateway.main.post(`/public-site/request-${kind}`, body, { headers: await captchaHeaders('company-request') });
      return true;
    });
  }

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={`${formId}-${name}`} label={label} required={!OPTIONAL.includes(name)} error={errors[name]} {...bind(name)} {...extra} />
  );

  return (
    <div className="catalogue-page">
      <h1 id="page-title">{t(text.title)}</h1>
      <p className="lead">{t(text.description)}</p>
      {sending.result && <Notice tone="success">{t('catalogue.requestReceived')}</Notice>}
      {sending.error !== null && <Notice tone="error">{parseErrorMessage(sending.error)}</Notice>}
      <form id={formId} className="form" method="post" noValidate onSubmit={onSubmit}>
        {field('companyName', t('catalogue.requestCompany'), { autoComplete: 'organization' })}
        {field('industry', t('catalogue.requestIndustry'))}
        {field('contactName', t('catalogue.requestContact'), { autoComplete: 'name' })}
        {field('email', t('auth.email'), { type: 'email', autoComplete: 'email' })}
        {field('phone', t('catalogue.requestPhone'), { type: 'tel', autoComplete: 'tel' })}
        {field('position', t('catalogue.requestPosition'), { autoComplete: 'organization-title' })}
        {field('wanted', t(text.wanted))}
        {field('participants', t('catalogue.requestParticipants'), { type: 'number', min: 1, max: 10_000, inputMode: 'numeric' })}
        {field('start', t('catalogue.requestStart'), { type: 'date' })}
        {field('end', t('catalogue.requestEnd'), { type: 'date' })}
        {field('notes', t('catalogue.requestNotes'))}
        <SubmitButton busy={sending.busy}>{t('catalogue.requestSend')}</SubmitButton>
      </form>
    </div>
  );
}
