/**
 * SPEC 4's unread counter: set from the server's count, raised by one for every pushed notification (pings,
 * SignalR message type 6, never reach it), lowered by one when a notification is read, never below zero.
 */
export type UnreadEvent = { kind: 'loaded'; totalUnread: number } | { kind: 'received' } | { kind: 'read' } | { kind: 'allRead' };

export function nextUnread(current: number, event: UnreadEvent): number {
  switch (event.kind) {
    case 'loaded':
      return Math.max(0, event.totalUnread);
    case 'received':
      return current + 1;
    case 'read':
      return Math.max(0, current - 1);
    case 'allRead':
      return 0;
  }
}
