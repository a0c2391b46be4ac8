import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages([]);

/** SPEC 2's notification list at /member/notification (packages/core/src/rules/memberPages.ts). */
export const notificationsViews = {
  notifications: { component: page(() => import('./NotificationsPage'), 'NotificationsPage') },
} satisfies PageViews;
