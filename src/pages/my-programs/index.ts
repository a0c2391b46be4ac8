import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** "My programs" at /member/kompetensi (src/core/rules/memberPages.ts). */
export const myProgramsViews = {
  'my-programs': { component: lazy(() => import('./MyProgramsPage').then((module) => ({ default: module.MyProgramsPage }))) },
} satisfies PageViews;
