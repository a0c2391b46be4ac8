import BlockIcon from '@mui/icons-material/Block';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router';
import { APPLYING_PAGES, canReach } from '@core/rules/menus';
import { useMember } from './memberContext';
import { areaPath, useArea, useOwnArea } from './areaContext';
import { useDocumentTitle } from './pageTitle';

/**
 * Shown for another role's area or a page outside the member's menu. react-admin's own <AccessDenied> is
 * faded (too little contrast) and has no level-1 heading nor a way back; this one links to the member's area.
 * A job seeker's page for applying that the member's own area also has (a Trainee following the public Apply button
 * to /job-seeker/job-vacancy, theirs at /member/job-vacancy, or a notification's job-applied link) opens that one.
 */
export function AreaAccessDenied() {
  const { locale } = useMember();
  const area = useArea();
  const { role, ownArea } = useOwnArea();
  const { pathname, search } = useLocation();
  const rest = pathname.slice(areaPath(area, locale).length);
  const segment = rest.split('/')[1] ?? '';
  if (area === 'job-seeker' && ownArea && ownArea !== area && APPLYING_PAGES.includes(segment) && canReach(role, ownArea, segment)) {
    return <Navigate to={`${areaPath(ownArea, locale)}${rest}${search}`} replace />;
  }
  return <Denied />;
}

function Denied() {
  const translate = useTranslate();
  const { locale } = useMember();
  const { ownArea } = useOwnArea();
  const title = translate('ra.page.access_denied');
  useDocumentTitle(title);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <BlockIcon color="error" fontSize="large" aria-hidden />
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography gutterBottom>{translate('ra.message.access_denied')}</Typography>
        {ownArea && (
          <Button variant="contained" component={LinkBase} to={areaPath(ownArea, locale)} sx={{ mt: 1 }}>
            {translate('memberArea.backToArea')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
