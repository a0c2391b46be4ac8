import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { useLiveNotifications } from './LiveNotificationsContext';

/**
 * The bell's unread count. data-connected tells tests (and curious people) whether live updates are on; the
 * count itself is in the link's accessible name, set by the header.
 */
export function UnreadBadge({ children }: { children: ReactNode }) {
  const { state } = useLiveNotifications();
  return (
    <Badge badgeContent={state.totalUnread} color="error" max={99} data-testid="unread-badge" data-connected={String(state.connected)} data-count={state.totalUnread}>
      {children}
    </Badge>
  );
}
