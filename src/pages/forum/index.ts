import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['calendarForum']);

/** The forum (packages/core/src/rules/memberPages.ts): /member/forum, a board's threads, one thread. */
export const forumViews = {
  forum: { component: page(() => import('./ForumPage'), 'ForumPage') },
} satisfies PageViews;
