import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** The trainee roles' /member/jadwal: their learning calendar (src/pages/registry.ts gives the assessor SPV theirs). */
export const calendarViews = {
  jadwal: { component: lazy(() => import('./JadwalPage').then((module) => ({ default: module.JadwalPage }))) },
} satisfies PageViews;
