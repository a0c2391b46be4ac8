import { useMemo, useState } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { profileApi, type ProfileApi } from '@client/account/profileApi';
import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import type { Profile } from '@core/session/contract';
import { useMember } from './memberContext';

/** The gateway's field errors ({field: message}, already in the page's language), for react-admin's form to show. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof GatewayError) || typeof error.body !== 'object' || error.body === null) return undefined;
  const errors = (error.body as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string>) : undefined;
}

export function useProfileApi(): ProfileApi {
  const { gateway } = useMember();
  return useMemo(() => profileApi(gateway), [gateway]);
}

/**
 * After a change: the stored session profile (SPEC 3's localStorage keys) at once, then react-admin's identity,
 * which the app bar's name and avatar read, from the server.
 */
export function useProfileChanged(): (profile: Profile) => void {
  const { session } = useMember();
  const { refetch } = useGetIdentity();
  return (profile) => {
    session.saveProfile(profile);
    void refetch();
  };
}

/**
 * One form's or action's sending: its pending flag, the refusal's message and field errors (the gateway's, already in
 * the page's language, or the page's own checks, given as catalog keys and translated here), and the success notice
 * with the gateway's message. `fixKey` is the catalog key of the message shown when the page's own checks refuse.
 */
export function useSubmission(fixKey: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** The page's own checks failed: shows their messages, sends nothing. */
  function refuse(keys: Record<string, string>) {
    setError(translate(fixKey));
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

  /** Forgets the refusal (a closed alert, a reopened dialog). */
  function reset() {
    setError(null);
    setFieldErrors({});
  }

  return { pending, error, fieldErrors, refuse, run, reset };
}
