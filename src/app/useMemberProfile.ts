import { useGetIdentity } from 'react-admin';
import type { MemberIdentity, Profile } from '../core';

/** The signed-in member's profile, as the authProvider's getIdentity fetched it. */
export function useMemberProfile(): { profile: Profile | undefined; isPending: boolean; error: unknown } {
  const { identity, isPending, error } = useGetIdentity();
  return { profile: (identity as MemberIdentity | undefined)?.profile, isPending, error };
}
