import { Notification } from 'react-admin';

/** SPEC 9: toasts last 3000 ms and sit at the top right. */
export const TOAST_DURATION_MS = 3000;

export function MemberNotification() {
  return <Notification autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;
}
