import { useMemo } from 'react';
import { useGetIdentity } from 'react-admin';
import { profileApi, type ProfileApi } from '@core/account/profileApi';
import { GatewayError } from '@core/errors/parseError';
import type { Profile } from '@core/session/store';
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
