import { useState, type MouseEventHandler } from 'react';
import { useLogout } from 'react-admin';
import { LazyConfirm } from './LazyConfirm';

interface LogoutConfirmProps {
  isOpen: boolean;
  onClose: MouseEventHandler;
}

/**
 * SPEC 4 and 5: logging out asks first. Confirming runs react-admin's logout, which calls the
 * authProvider and then loads the public login page (a full page load, the URL being absolute).
 */
export function LogoutConfirm({ isOpen, onClose }: LogoutConfirmProps) {
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <LazyConfirm
      isOpen={isOpen}
      loading={leaving}
      title="member.logout"
      content="member.logoutConfirm"
      confirm="common.yes"
      cancel="common.cancel"
      onConfirm={() => {
        setLeaving(true);
        void logout();
      }}
      onClose={onClose}
    />
  );
}
