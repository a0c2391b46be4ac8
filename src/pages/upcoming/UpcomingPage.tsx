import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { areaItem, isItemOpen, type Area } from '@core/rules/menus';
import { MemberPage } from '../../shared/MemberPage';
import { useMemberProfile } from '../../shared/useMemberProfile';

/**
 * A menu page whose part of the platform is not built yet: its title and an honest note that it comes later, with no
 * made-up content. An employer item opened by URL before activation says why it stays closed (SPEC 5).
 */
export function UpcomingPage({ area, segment }: { area: Area; segment: string }) {
  const translate = useTranslate();
  const { statusUser } = useMemberProfile();
  const item = areaItem(area, segment);
  const title = item?.labelKey ?? `menu.${segment}`;
  const open = !item || isItemOpen(item, statusUser);
  return (
    <MemberPage resource={segment} title={title}>
      {() => (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography component="h1" variant="h5" gutterBottom>
              {translate(title)}
            </Typography>
            <Alert severity="info" role="status">
              {translate(open ? 'memberArea.comingLater' : 'memberArea.activationRequired')}
            </Alert>
          </CardContent>
        </Card>
      )}
    </MemberPage>
  );
}
