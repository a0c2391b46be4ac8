import { useState } from 'react';
import { useNotify } from 'react-admin';
import { switchAccount } from '@client/account/api';
import { parseErrorMessage } from '@core/errors/parseError';
import { localizePath } from '@core/i18n/locales';
import type { Profile } from '@core/session/contract';
import { LazyConfirm } from './LazyConfirm';
import { useMember } from './memberContext';
import { closeBeforeSessionEnds } from './sessionEnd';

/**
 * SPEC 4's account switch (Trainee, Trainee Staff, Job Seeker): blocked with an error toast while the e-mail is
 * unconfirmed, otherwise confirmed first. The new session is another account, so the page reloads at the target
 * instead of navigating inside the app. Returns the trigger and the dialog, which the caller renders where it
 * outlives the trigger (a menu unmounts its items when it closes).
 */
export function useAccountSwitch(profile: Profile | undefined) {
  const notify = useNotify();
  const { session, account, locale } = useMember();
  const [confirming, setConfirming] = useState(false);
  const [switching, setSwitching] = useState(false);

  const start = () => {
    if (profile?.emailConfirmed) setConfirming(true);
    else notify('member.switchNotVerifiedTitle', { type: 'error' });
  };

  const confirm = async () => {
    if (!profile) return;
    setSwitching(true);
    try {
      // The switch ends this session: the hub's connection is closed first (sessionEnd.ts).
      await closeBeforeSessionEnds();
      const target = await switchAccount(account, session, profile);
      window.location.assign(localizePath(target, locale));
    } catch (error) {
      setSwitching(false);
      setConfirming(false);
      notify(parseErrorMessage(error), { type: 'error' });
    }
  };

  const dialog = (
    <LazyConfirm
      isOpen={confirming}
      loading={switching}
      title="member.switchAccount"
      content="member.switchConfirm"
      confirm="common.yes"
      cancel="common.cancel"
      onConfirm={() => void confirm()}
      onClose={() => setConfirming(false)}
    />
  );
  return { start, dialog };
}
