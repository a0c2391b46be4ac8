import { lazyExport } from '../../shared/lazyExport';
import type { PageViews } from '../../shared/pageViews';

const courseReview = () => import('./CourseReviewResource');

/** The operator's course review, a react-admin resource named by its segment, loaded when opened. */
export const coursesAdminViews = {
  'admin-courses': { resource: { list: lazyExport(courseReview, 'CourseReviewList'), edit: lazyExport(courseReview, 'CourseReviewEdit') } },
} satisfies PageViews;
