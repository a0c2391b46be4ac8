import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Profile } from '@core/session/contract';
import { useAccountSwitch } from './useAccountSwitch';

/**
 * SPEC 4's account switch as a button, on the trainee's dashboard and on every switchable account's profile: a job
 * seeker, who has no dashboard and lands on the profile after a switch, finds the way back there.
 */
export function SwitchAccountButton({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const { start, dialog } = useAccountSwitch(profile);
  return (
    <>
      <Button variant="contained" startIcon={<SwapIcon />} onClick={start}>
        {translate('member.switchAccount')}
      </Button>
      {dialog}
    </>
  );
}
