import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState } from 'react';
import { LinkBase, UserMenu, useBasename, useTranslate, useUserMenu } from 'react-admin';
import { LogoutConfirm } from './LogoutConfirm';

function ProfileMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem component={LinkBase} to={`${basename}/profile`} onClick={onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('member.profile')}</ListItemText>
    </MenuItem>
  );
}

function LogoutMenuItem({ onSelect }: { onSelect: () => void }) {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem
      onClick={() => {
        onClose?.();
        onSelect();
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('member.logout')}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's user menu with a profile link, and a logout that asks first (SPEC 4) instead of the
 * default one that logs out at once. The dialog lives outside the menu, which unmounts when it closes.
 */
export function MemberUserMenu() {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <UserMenu>
        <ProfileMenuItem />
        <LogoutMenuItem onSelect={() => setConfirming(true)} />
      </UserMenu>
      <LogoutConfirm isOpen={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
