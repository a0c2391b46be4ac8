import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** The member's own profile, in every area (src/core/rules/memberPages.ts). */
export const profileViews = {
  profile: { component: lazy(() => import('./ProfilePage').then((module) => ({ default: module.ProfilePage }))) },
} satisfies PageViews;
