import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** The operator console's site visits: page-view charts and the program page -> cart -> paid funnel. */
export const analyticsAdminViews = {
  'admin-analytics': { component: lazy(() => import('./SiteAnalyticsPage').then((module) => ({ default: module.SiteAnalyticsPage }))) },
} satisfies PageViews;
