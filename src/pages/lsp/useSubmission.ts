import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { fieldErrorsOf } from '../../shared/submission';
import type { FieldErrors } from './lspRules';

/**
 * One form's sending: its pending flag, the refusal's message and field errors (the gateway's, already in the
 * page's language, or the page's own checks, given as catalog keys and translated here), and the notice on success.
 */
export function useSubmission() {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  /** The page's own checks failed: shows their messages, sends nothing. */
  function refuse(keys: FieldErrors) {
    setError(translate('lspPages.validation.fix'));
    setFieldErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, translate(key)])));
  }

  /** Sends; true when it went through (the caller then closes its dialog). */
  async function run(send: () => Promise<{ message: string }>): Promise<boolean> {
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const answer = await send();
      notify(answer.message, { type: 'success' });
      return true;
    } catch (failure) {
      setError(parseErrorMessage(failure));
      setFieldErrors(fieldErrorsOf(failure) ?? {});
      return false;
    } finally {
      setPending(false);
    }
  }

  function reset() {
    setError(null);
    setFieldErrors({});
  }

  return { pending, error, fieldErrors, refuse, run, reset };
}
