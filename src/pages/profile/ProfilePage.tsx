import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileLanguage } from './ProfileLanguage';
import { ProfilePhoto } from './ProfilePhoto';
import { ProfileSummary } from '../../shared/ProfileSummary';
import { SwitchAccountButton } from '../../shared/SwitchAccountButton';
import { canSwitchAccount, isRoleName } from '@core/rules/roles';

/** Sections another page folder adds for a role, under the account's details (src/pages/registry.ts joins them). */
export type RoleSections = Partial<Record<string, ComponentType>>;

function RoleSection({ sections, role }: { sections: RoleSections; role: string }) {
  const Section = sections[role];
  return Section ? (
    <Suspense fallback={<Loading />}>
      <Section />
    </Suspense>
  ) : null;
}

/** /member/profile (also /employer/profile and /job-seeker/profile): the signed-in account's own profile, editable. */
export function ProfilePage({ roleSections = {} }: { roleSections?: RoleSections }) {
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
            {isRoleName(profile.roleName) && canSwitchAccount(profile.roleName) && (
              <CardActions sx={{ px: 2, pb: 2 }}>
                <SwitchAccountButton profile={profile} />
              </CardActions>
            )}
          </Card>
          <ProfilePhoto profile={profile} />
          <ProfileDetailsForm profile={profile} />
          <ProfileLanguage />
          <RoleSection sections={roleSections} role={profile.roleName} />
          <ChangePasswordForm />
        </Stack>
      )}
    </MemberPage>
  );
}
