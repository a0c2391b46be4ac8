import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { localizePath, parseErrorMessage, switchAccount, type Profile } from '../../core';
import { useMember } from '../../app/memberContext';

/**
 * SPEC 4's account switch (Trainee, Trainee Staff, Job Seeker): blocked with an error toast while the
 * e-mail is unconfirmed, otherwise confirmed first. The new session is another account, so the page
 * reloads at the target instead of navigating inside the app.
 */
export function SwitchAccountButton({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { session, account, locale } = useMember();
  const [confirming, setConfirming] = useState(false);
  const [switching, setSwitching] = useState(false);

  const start = () => {
    if (profile.emailConfirmed) setConfirming(true);
    else notify('member.switchNotVerifiedTitle', { type: 'error' });
  };

  const confirm = async () => {
    setSwitching(true);
    try {
      const target = await switchAccount(account, session, profile);
      window.location.assign(localizePath(target, locale));
    } catch (error) {
      setSwitching(false);
      setConfirming(false);
      notify(parseErrorMessage(error), { type: 'error' });
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<SwapIcon />} onClick={start}>
        {translate('member.switchAccount')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={switching}
        title="member.switchAccount"
        content="member.switchConfirm"
        confirm="common.yes"
        cancel="common.cancel"
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
