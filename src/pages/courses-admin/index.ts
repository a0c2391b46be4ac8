import type { PageViews } from '../../shared/pageViews';
import { CourseReviewEdit, CourseReviewList } from './CourseReviewResource';

/** The operator's course review (issue 16), a react-admin resource named by its segment. */
export const coursesAdminViews = {
  'admin-courses': { resource: { list: CourseReviewList, edit: CourseReviewEdit } },
} satisfies PageViews;
