import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MemberPage } from '../../app/MemberPage';
import { ProfileSummary } from './ProfileSummary';

/** /member/profile: the signed-in account's own profile. */
export function ProfilePage() {
  const translate = useTranslate();
  return (
    <MemberPage resource="profile" title="member.profile">
      {(profile) => (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>
              {translate('member.profile')}
            </Typography>
            <Typography component="h2" variant="h6" gutterBottom>
              {profile.fullname}
            </Typography>
            <ProfileSummary profile={profile} />
          </CardContent>
        </Card>
      )}
    </MemberPage>
  );
}
