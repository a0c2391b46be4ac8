import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** The operator console's background jobs: queues, dead letter and retry. */
export const jobQueueAdminViews = {
  'admin-job-queue': { component: lazy(() => import('./JobQueuePage').then((module) => ({ default: module.JobQueuePage }))) },
} satisfies PageViews;
