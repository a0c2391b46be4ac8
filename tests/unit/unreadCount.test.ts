import { describe, expect, it } from 'vitest';
import { nextUnread } from '@core/notifications/unreadCount';

describe('the unread counter', () => {
  it('starts from the server count, rises per notification, falls per read, never below zero', () => {
    let count = nextUnread(0, { kind: 'loaded', totalUnread: 2 });
    expect(count).toBe(2);
    count = nextUnread(count, { kind: 'received' });
    count = nextUnread(count, { kind: 'received' });
    expect(count).toBe(4);
    count = nextUnread(count, { kind: 'read' });
    expect(count).toBe(3);
    expect(nextUnread(count, { kind: 'allRead' })).toBe(0);
    expect(nextUnread(0, { kind: 'read' })).toBe(0);
    expect(nextUnread(5, { kind: 'loaded', totalUnread: -3 })).toBe(0);
  });
});
