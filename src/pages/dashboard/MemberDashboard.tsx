import { Alert, Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { MemberAreaDashboard } from '@core/memberArea/contract';
import { areaItem } from '@core/rules/menus';
import { canSwitchAccount, isRoleName, type RoleName } from '@core/rules/roles';
import { useArea } from '../../shared/areaContext';
import { MemberPage } from '../../shared/MemberPage';
import { ProfileSummary } from '../../shared/ProfileSummary';
import { LogoutButton } from './LogoutButton';
import { SwitchAccountButton } from '../../shared/SwitchAccountButton';
import { useAreaDashboard } from './useAreaDashboard';

/** What is real now and what comes later, as the gateway tells it: no made-up figures. */
function DashboardContent({ dashboard }: { dashboard: MemberAreaDashboard }) {
  const translate = useTranslate();
  const needsActivation = dashboard.items.some((item) => item.requiresActiveStatus);
  return (
    <>
      {needsActivation && (
        <Typography sx={{ mt: 1 }}>
          {translate('memberArea.accountStatus')}:{' '}
          <strong>{translate(dashboard.statusUser === 1 ? 'memberArea.statusActive' : 'memberArea.statusInactive')}</strong>
        </Typography>
      )}
      <Typography sx={{ mt: 2 }}>{translate('memberArea.availableNow')}</Typography>
      {dashboard.comingLater.length > 0 && (
        <>
          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {translate('memberArea.comingLaterTitle')}
          </Typography>
          <Box component="ul" sx={{ mt: 0.5 }}>
            {dashboard.comingLater.map((segment) => (
              <li key={segment}>{translate(areaItem(dashboard.area, segment)?.labelKey ?? `menu.${segment}`)}</li>
            ))}
          </Box>
        </>
      )}
    </>
  );
}

/**
 * An area's landing page (/member, /employer, /job-seeker): the same frame for every role, filled per role. A role with
 * a landing of its own (the trainers' and supervisors' dashboards, given by the registry) gets it below the card.
 */
export function MemberDashboard({ landings = {} }: { landings?: Partial<Record<RoleName, ComponentType>> }) {
  const translate = useTranslate();
  const area = useArea();
  const { dashboard, error, isPending } = useAreaDashboard(area);
  return (
    <MemberPage resource="dashboard" title="member.title">
      {(profile) => {
        const RoleLanding = isRoleName(profile.roleName) ? landings[profile.roleName] : undefined;
        return (
          <>
            <Card sx={{ mt: 2 }}>
              <CardContent>
                <Typography component="h1" variant="h5" gutterBottom>
                  {translate('member.welcome', { name: profile.fullname })}
                </Typography>
                <ProfileSummary profile={profile} />
                {isPending && <Loading />}
                {error !== undefined && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
                {dashboard && <DashboardContent dashboard={dashboard} />}
              </CardContent>
              <CardActions sx={{ px: 2, pb: 2 }}>
                {isRoleName(profile.roleName) && canSwitchAccount(profile.roleName) && <SwitchAccountButton profile={profile} />}
                <LogoutButton />
              </CardActions>
            </Card>
            {RoleLanding && (
              <Suspense fallback={<Loading />}>
                <RoleLanding />
              </Suspense>
            )}
          </>
        );
      }}
    </MemberPage>
  );
}
