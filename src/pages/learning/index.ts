import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['learner', 'classOps', 'scorm', 'calendarForum', 'screeningTests', 'catalogue', 'errors']);

/**
 * The learner's pages (packages/core/src/rules/memberPages.ts): kompetensi (my programs, a program or package, a
 * course and its player), result (quiz and VR results) and member (my quizzes and on-the-job tasks).
 */
export const learningViews = {
  'learning-kompetensi': { component: page(() => import('./KompetensiPage'), 'KompetensiPage') },
  'learning-result': { component: page(() => import('./ResultPage'), 'ResultPage') },
  'learning-member': { component: page(() => import('./LearnerMemberPage'), 'LearnerMemberPage') },
} satisfies PageViews;

/** /member/dashboard/{mycourse}/... for a learner (their course's attendance); the registry gives it to the dashboard's routes. */
export const LearnerCoursePages = page(() => import('./LearnerCoursePages'), 'LearnerCoursePages');
