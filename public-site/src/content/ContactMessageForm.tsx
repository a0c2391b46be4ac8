import { useState, type FormEvent } from 'react';
import type { ContactMessage } from '@core/content/contract';
import { isValidEmail } from '@core/rules/validation';
import { Notice } from '../components/Notice';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { FieldShell } from '../components/FieldShell';
import { focusFirstError } from '../forms/focusFirstError';
import { browserClient } from '../client';
import { captchaHeaders } from '../forms/captcha';
import { useT } from '../i18n/locale';

const FORM_ID = 'contact';
const FIELDS = ['name', 'email', 'affiliation', 'messages'] as const;

/** The fields as they are in the page, typed before hydration or after (the controls are not React-controlled). */
function valuesOf(form: HTMLFormElement): ContactMessage {
  const value = (key: keyof ContactMessage) =>
    (form.elements.namedItem(`${FORM_ID}-${key}`) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  return { name: value('name'), email: value('email'), affiliation: value('affiliation'), messages: value('messages') };
}

function errorsOf(values: ContactMessage): Partial<Record<keyof ContactMessage, 'validation.required' | 'validation.email'>> {
  const errors: Partial<Record<keyof ContactMessage, 'validation.required' | 'validation.email'>> = {};
  for (const key of FIELDS) if (values[key].trim() === '') errors[key] = 'validation.required';
  if (!errors.email && !isValidEmail(values.email.trim())) errors.email = 'validation.email';
  return errors;
}

/**
 * SPEC 3's contact message form. SPEC 4: sending sets loading, and the send always ends with loading off and
 * success on, even when it failed (SPEC 8: a failed send is still treated as success; it is logged).
 * An island hydrated on first use (islands/README.md): the fields keep their own values (read on submit), so what
 * was typed while React was loading is sent too; the captcha's solver loads only when the form is sent.
 */
export function ContactMessageForm() {
  const t = useT();
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({});
  const [loading, setLoading] = useState(false);
  const [success, setSuccess] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = errorsOf(values);
    setErrors(found);
    if (focusFirstError(FORM_ID, found, FIELDS)) return;
    setLoading(true);
    setSuccess(false);
    try {
      await browserClient().gateway.v2.post('/api/contact-us', values, { headers: await captchaHeaders('contact') });
    } catch (error) {
      console.error('contact message not sent', error);
    } finally {
      setLoading(false);
      setSuccess(true);
      form.reset();
    }
  }

  const error = (key: keyof ContactMessage) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void send(event)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('content.contact.formTitle')}</h2>
      {success && <Notice tone="success">{t('content.messageSent')}</Notice>}
      <TextField id={`${FORM_ID}-name`} label={t('content.contact.name')} autoComplete="name" maxLength={100} error={error('name')} />
      <TextField
        id={`${FORM_ID}-email`}
        label={t('content.contact.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={error('email')}
      />
      <TextField
        id={`${FORM_ID}-affiliation`}
        label={t('content.contact.affiliation')}
        autoComplete="organization"
        maxLength={200}
        error={error('affiliation')}
      />
      <FieldShell id={`${FORM_ID}-messages`} label={t('content.contact.message')} error={error('messages')}>
        {(aria) => <textarea className="input" rows={5} maxLength={5000} {...aria} />}
      </FieldShell>
      <SubmitButton busy={loading}>{t('content.contact.send')}</SubmitButton>
    </form>
  );
}
