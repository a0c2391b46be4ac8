import { Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canSwitchAccount, isRoleName } from '../../core';
import { MemberPage } from '../../app/MemberPage';
import { ProfileSummary } from '../profile/ProfileSummary';
import { LogoutButton } from './LogoutButton';
import { SwitchAccountButton } from './SwitchAccountButton';
import { UnverifiedEmailBanner } from './UnverifiedEmailBanner';

/** /member: the landing page every role shares. */
export function MemberDashboard() {
  const translate = useTranslate();
  return (
    <MemberPage resource="dashboard" title="member.title">
      {(profile) => (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>
              {translate('member.welcome', { name: profile.fullname })}
            </Typography>
            {!profile.emailConfirmed && <UnverifiedEmailBanner />}
            <ProfileSummary profile={profile} />
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            {isRoleName(profile.roleName) && canSwitchAccount(profile.roleName) && <SwitchAccountButton profile={profile} />}
            <LogoutButton />
          </CardActions>
        </Card>
      )}
    </MemberPage>
  );
}
