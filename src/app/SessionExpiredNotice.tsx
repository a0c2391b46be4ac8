import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { SESSION_EXPIRED_EVENT, useMember } from '../shared/memberContext';
import { TOAST_DURATION_MS } from './MemberNotification';

/**
 * SPEC 8: when the cm client cannot refresh the session it shows 'Session has expired! please relogin'
 * and logs out. The logout waits for the toast, since loading the login page would remove it at once.
 */
export function SessionExpiredNotice() {
  const { sessionEvents } = useMember();
  const notify = useNotify();
  const logout = useLogout();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onExpired = () => {
      if (timer) return;
      notify('member.sessionExpired', { type: 'info' });
      timer = setTimeout(() => void logout(), TOAST_DURATION_MS);
    };
    sessionEvents.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => {
      sessionEvents.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
      clearTimeout(timer);
    };
  }, [sessionEvents, notify, logout]);
  return null;
}
