import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/**
 * The learner's pages (src/core/rules/memberPages.ts): kompetensi (my programs, a program or package, a
 * course and its player), result (quiz and VR results) and member (my quizzes and on-the-job tasks).
 */
export const learningViews = {
  'learning-kompetensi': { component: lazy(() => import('./KompetensiPage').then((module) => ({ default: module.KompetensiPage }))) },
  'learning-result': { component: lazy(() => import('./ResultPage').then((module) => ({ default: module.ResultPage }))) },
  'learning-member': { component: lazy(() => import('./LearnerMemberPage').then((module) => ({ default: module.LearnerMemberPage }))) },
} satisfies PageViews;

/** /member/dashboard/{mycourse}/... for a learner (their course's attendance); the registry gives it to the dashboard's routes. */
export const LearnerCoursePages = lazy(() => import('./LearnerCoursePages').then((module) => ({ default: module.LearnerCoursePages })));
