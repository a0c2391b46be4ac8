import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { NotificationList } from './NotificationList';
import { SendNotificationForm } from './SendNotificationForm';

/** /member/notification: every role's notifications; the operator also sends them from here. */
export function NotificationsPage() {
  const translate = useTranslate();
  return (
    <MemberPage resource="notification" title="notifications.title">
      {(profile) => (
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
          <Card>
            <CardContent>
              <Typography component="h1" variant="h5" gutterBottom>
                {translate('notifications.title')}
              </Typography>
              <NotificationList />
            </CardContent>
          </Card>
          {profile.roleName === 'Admin' && <SendNotificationForm />}
        </Stack>
      )}
    </MemberPage>
  );
}
