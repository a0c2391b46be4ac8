import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import type { LiveState } from '@client/notifications/liveNotifications';

/**
 * The bell's unread count. data-connected tells tests (and curious people) whether live updates are on; the
 * count itself is also in the link's accessible name.
 */
export function UnreadBadge({ state, children }: { state: LiveState; children: ReactNode }) {
  return (
    <Badge
      badgeContent={state.totalUnread}
      color="error"
      max={99}
      data-testid="unread-badge"
      data-connected={String(state.connected)}
      data-count={state.totalUnread}
    >
      {children}
    </Badge>
  );
}
