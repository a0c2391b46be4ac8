import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['siteAnalytics']);

/** The operator console's site visits: page-view charts and the program page -> cart -> paid funnel. */
export const analyticsAdminViews = {
  'admin-analytics': { component: page(() => import('./SiteAnalyticsPage'), 'SiteAnalyticsPage') },
} satisfies PageViews;
