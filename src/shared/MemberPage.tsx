import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { CanAccess, Loading, Title, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { areaResource } from '@core/rules/menus';
import type { Profile } from '@core/session/contract';
import { useArea } from './areaContext';
import { AreaAccessDenied } from './AreaAccessDenied';
import { useOptionalLiveNotifications } from './LiveNotificationsContext';
import { GATEWAY_QUERY_ROOT } from './useGatewayQuery';
import { useMemberProfile } from './useMemberProfile';
import { useDocumentTitle } from './pageTitle';

interface MemberPageProps {
  /** The page's segment in the access rule (packages/core/src/rules/access.ts), asked about in the area the page is in. */
  resource: string;
  /** Catalog key of the title shown in the app bar. */
  title: string;
  children: (profile: Profile) => ReactNode;
}

/** react-admin's reads of a list and its records, as its query keys name them. */
const LIST_READS = ['getList', 'getOne', 'getMany', 'getManyReference'];

/**
 * A pushed notification says something changed for this person (an application moved, a form signed, a request
 * answered): the page's gateway reads and its lists are read again, so what is on screen follows without a reload.
 */
function useRefreshOnNotification() {
  const live = useOptionalLiveNotifications();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      live?.subscribe(
        () =>
          void queryClient.invalidateQueries({
            // The page's own gateway reads and its react-admin lists' (keyed [resource, method, params]).
            predicate: ({ queryKey }) => queryKey[0] === GATEWAY_QUERY_ROOT || LIST_READS.includes(String(queryKey[1])),
          }),
      ),
    [live, queryClient],
  );
}

function WithProfile({ children }: Pick<MemberPageProps, 'children'>) {
  const { profile, isPending, error } = useMemberProfile();
  if (isPending) return <Loading />;
  if (!profile) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  return children(profile);
}

/**
 * The frame of a custom member page: react-admin checks access only for resources, so custom routes ask
 * canAccess here (NOTES.md), then the page gets the signed-in member's profile. The question names the area
 * the page is mounted in, so /member/profile is refused to an Employer, whose profile is /employer/profile.
 */
export function MemberPage({ resource, title, children }: MemberPageProps) {
  const translate = useTranslate();
  const area = useArea();
  useDocumentTitle(translate(title));
  useRefreshOnNotification();
  return (
    <CanAccess resource={areaResource(area, resource)} action="show" loading={<Loading />} accessDenied={<AreaAccessDenied />}>
      <Title title={title} />
      <WithProfile>{children}</WithProfile>
    </CanAccess>
  );
}
