import SwapIcon from '@mui/icons-material/SwapHoriz';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Profile } from '@core/session/contract';
import { useAccountSwitch } from '../../shared/useAccountSwitch';

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
