import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['studio']);

const courseReview = () => import('./CourseReviewResource');

/** The operator's course review, a react-admin resource named by its segment, loaded when opened. */
export const coursesAdminViews = {
  'admin-courses': { resource: { list: page(courseReview, 'CourseReviewList'), edit: page(courseReview, 'CourseReviewEdit') } },
} satisfies PageViews;
