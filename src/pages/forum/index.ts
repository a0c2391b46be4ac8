import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** The forum (src/core/rules/memberPages.ts): /member/forum, a board's threads, one thread. */
export const forumViews = {
  forum: { component: lazy(() => import('./ForumPage').then((module) => ({ default: module.ForumPage }))) },
} satisfies PageViews;
