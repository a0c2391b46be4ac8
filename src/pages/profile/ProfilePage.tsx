import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfilePhoto } from './ProfilePhoto';
import { ProfileSummary } from '../../shared/ProfileSummary';

/** /member/profile (also /employer/profile and /job-seeker/profile): the signed-in account's own profile, editable. */
export function ProfilePage() {
  const translate = useTranslate();
  return (
    <MemberPage resource="profile" title="member.profile">
      {(profile) => (
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
          <Card>
            <CardContent>
              <Typography component="h1" variant="h5" gutterBottom>
                {translate('member.profile')}
              </Typography>
              <Typography component="p" variant="h6" gutterBottom>
                {profile.fullname}
              </Typography>
              <ProfileSummary profile={profile} />
            </CardContent>
          </Card>
          <ProfilePhoto profile={profile} />
          <ProfileDetailsForm profile={profile} />
          <ChangePasswordForm />
        </Stack>
      )}
    </MemberPage>
  );
}
