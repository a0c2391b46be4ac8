import BlockIcon from '@mui/icons-material/Block';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { useMember } from './memberContext';
import { areaPath, useOwnArea } from './areaContext';

/**
 * Shown for another role's area or a page outside the member's menu. react-admin's own <AccessDenied> is
 * faded (too little contrast) and has no level-1 heading nor a way back; this one links to the member's area.
 */
export function AreaAccessDenied() {
  const translate = useTranslate();
  const { locale } = useMember();
  const { ownArea } = useOwnArea();
  const title = translate('ra.page.access_denied');
  useEffect(() => {
    document.title = `${title} | ${translate('common.appName')}`;
  }, [title, translate]);
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
