import { useState, type FormEvent } from 'react';
import type { ContactMessage } from '@core/content/types';
import { isValidEmail } from '@core/rules/validation';
import { Notice } from '../components/Notice';
import { SubmitButton } from '../components/SubmitButton';
import { TextField } from '../components/TextField';
import { FieldShell } from '../components/FieldShell';
import { focusFirstError } from '../forms/focusFirstError';
import { browserClient } from '../client';
import { captchaHeaders } from '../forms/captcha';
import { useT } from '../i18n/locale';

const EMPTY: ContactMessage = { name: '', email: '', affiliation: '', messages: '' };
const FIELDS = ['name', 'email', 'affiliation', 'messages'] as const;

function errorsOf(values: ContactMessage): Partial<Record<keyof ContactMessage, 'validation.required' | 'validation.email'>> {
  const errors: Partial<Record<keyof ContactMessage, 'validation.required' | 'validation.email'>> = {};
  for (const key of FIELDS) if (values[key].trim() === '') errors[key] = 'validation.required';
  if (!errors.email && !isValidEmail(values.email.trim())) errors.email = 'validation.email';
  return errors;
}

/**
 * SPEC 3's contact message form. SPEC 4: sending sets loading, and the send always ends with loading off and
 * success on, even when it failed (SPEC 8: a failed send is still treated as success; it is logged).
 */
export function ContactMessageForm() {
  const t = useT();
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({});
  const [loading, setLoading] = useState(false);
  const [success, setSuccess] = useState(false);
  const set = (key: keyof ContactMessage) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    if (focusFirstError('contact', found, FIELDS)) return;
    setLoading(true);
    setSuccess(false);
    try {
      await browserClient().gateway.v2.post('/api/contact-us', values, { headers: await captchaHeaders('contact') });
    } catch (error) {
      console.error('contact message not sent', error);
    } finally {
      setLoading(false);
      setSuccess(true);
      setValues(EMPTY);
    }
  }

  const error = (key: keyof ContactMessage) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void send(event)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('content.contact.formTitle')}</h2>
      {success && <Notice tone="success">{t('content.messageSent')}</Notice>}
      <TextField
        id="contact-name"
        label={t('content.contact.name')}
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={error('name')}
      />
      <TextField
        id="contact-email"
        label={t('content.contact.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={error('email')}
      />
      <TextField
        id="contact-affiliation"
        label={t('content.contact.affiliation')}
        autoComplete="organization"
        maxLength={200}
        value={values.affiliation}
        onChange={(e) => set('affiliation')(e.target.value)}
        error={error('affiliation')}
      />
      <FieldShell id="contact-messages" label={t('content.contact.message')} error={error('messages')}>
        {(aria) => (
          <textarea className="input" rows={5} maxLength={5000} value={values.messages} onChange={(e) => set('messages')(e.target.value)} {...aria} />
        )}
      </FieldShell>
      <SubmitButton busy={loading}>{t('content.contact.send')}</SubmitButton>
    </form>
  );
}
