import PersonIcon from '@mui/icons-material/Person';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { LinkBase, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { canSwitchAccount, isRoleName } from '@core/rules/roles';
import { areaPath, useOwnArea } from '../shared/areaContext';
import { LogoutConfirm } from '../shared/LogoutConfirm';
import { useMember } from '../shared/memberContext';
import { useAccountSwitch } from '../shared/useAccountSwitch';
import { useMemberProfile } from '../shared/useMemberProfile';

function ProfileMenuItem() {
  const translate = useTranslate();
  const { locale } = useMember();
  const { ownArea } = useOwnArea();
  const { onClose } = useUserMenu() ?? {};
  if (!ownArea) return null;
  return (
    <MenuItem component={LinkBase} to={areaPath(ownArea, locale, 'profile')} onClick={onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('member.profile')}</ListItemText>
    </MenuItem>
  );
}

/** A menu entry that closes the menu and hands over to a dialog living outside it (the menu unmounts on close). */
function DialogMenuItem({ icon, labelKey, onSelect }: { icon: ReactNode; labelKey: string; onSelect: () => void }) {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem
      onClick={() => {
        onClose?.();
        onSelect();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's user menu with the profile of the member's own area, the account switch for the roles SPEC 6
 * allows, and a logout that asks first (SPEC 4) instead of the default one that logs out at once.
 */
export function MemberUserMenu() {
  const { profile } = useMemberProfile();
  const accountSwitch = useAccountSwitch(profile);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const maySwitch = isRoleName(profile?.roleName) && canSwitchAccount(profile.roleName);
  return (
    <>
      <UserMenu>
        <ProfileMenuItem />
        {maySwitch && <DialogMenuItem icon={<SwapIcon fontSize="small" />} labelKey="member.switchAccount" onSelect={accountSwitch.start} />}
        <DialogMenuItem icon={<LogoutIcon fontSize="small" />} labelKey="member.logout" onSelect={() => setConfirmingLogout(true)} />
      </UserMenu>
      {maySwitch && accountSwitch.dialog}
      <LogoutConfirm isOpen={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </>
  );
}
