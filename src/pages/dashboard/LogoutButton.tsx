import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LogoutConfirm } from '../../shared/LogoutConfirm';

export function LogoutButton() {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)}>
        {translate('member.logout')}
      </Button>
      <LogoutConfirm isOpen={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
