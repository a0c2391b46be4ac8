import { Alert, AlertTitle, Link } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { useMember } from './memberContext';
import { useMemberProfile } from './useMemberProfile';

/**
 * SPEC 8: shown above every member page while the signed-in account's e-mail address is not confirmed, with a
 * link that sends the confirmation mail again.
 */
export function UnverifiedEmailBanner() {
  const translate = useTranslate();
  const notify = useNotify();
  const { account } = useMember();
  const { profile } = useMemberProfile();
  const [sending, setSending] = useState(false);
  if (!profile || profile.emailConfirmed) return null;

  const resend = async () => {
    setSending(true);
    try {
      await account.resendConfirmation(profile.email);
      notify('memberArea.confirmationResent', { type: 'success', messageArgs: { email: profile.email } });
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert severity="warning" role="status" sx={{ mt: 2 }}>
      <AlertTitle>{translate('member.unverifiedTitle')}</AlertTitle>
      {translate('member.unverifiedText')}{' '}
      <Link component="button" type="button" disabled={sending} onClick={() => void resend()} sx={{ verticalAlign: 'baseline' }}>
        {translate('memberArea.resendConfirmation')}
      </Link>
    </Alert>
  );
}
