import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['jobQueue']);

/** The operator console's background jobs: queues, dead letter and retry. */
export const jobQueueAdminViews = {
  'admin-job-queue': { component: page(() => import('./JobQueuePage'), 'JobQueuePage') },
} satisfies PageViews;
