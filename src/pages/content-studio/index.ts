import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/**
 * The content creator's studio (src/core/rules/memberPages.ts): /member/content (my courses) and
 * /member/content/{id} (one course's editor).
 */
export const contentStudioViews = {
  'content-studio': { component: lazy(() => import('./ContentStudioPage').then((module) => ({ default: module.ContentStudioPage }))) },
} satisfies PageViews;
