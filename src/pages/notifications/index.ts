import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** SPEC 2's notification list at /member/notification (src/core/rules/memberPages.ts). */
export const notificationsViews = {
  notifications: { component: lazy(() => import('./NotificationsPage').then((module) => ({ default: module.NotificationsPage }))) },
} satisfies PageViews;
