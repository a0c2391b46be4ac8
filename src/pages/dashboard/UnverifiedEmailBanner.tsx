import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** SPEC 8: shown to a logged-in member whose e-mail address is not confirmed yet. */
export function UnverifiedEmailBanner() {
  const translate = useTranslate();
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      <AlertTitle>{translate('member.unverifiedTitle')}</AlertTitle>
      {translate('member.unverifiedText')}
    </Alert>
  );
}
