import { useGetIdentity } from 'react-admin';
import type { MemberIdentity } from '@client/session/authProvider';
import type { Profile } from '@core/session/contract';

/** The signed-in member's profile and activation status (statusUser), as the authProvider's getIdentity fetched them. */
export function useMemberProfile(): { profile: Profile | undefined; statusUser: number | undefined; isPending: boolean; error: unknown } {
  const { identity, isPending, error } = useGetIdentity();
  const member = identity as MemberIdentity | undefined;
  return { profile: member?.profile, statusUser: member?.statusUser, isPending, error };
}
