import { Alert, AlertTitle, Link } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Profile } from '@core/session/contract';
import { useMember } from './memberContext';

/** SPEC 8's warning for an unconfirmed e-mail address (./UnverifiedEmailBanner.tsx shows it), with a link that sends the confirmation mail again. */
export function UnverifiedEmailAlert({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { account } = useMember();
  const [sending, setSending] = useState(false);

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
