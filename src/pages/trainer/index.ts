import { lazy } from 'react';
import type { RoleName } from '@core/rules/roles';
import type { PageViews } from '../../shared/pageViews';

/**
 * The trainer's pages (src/core/rules/memberPages.ts): their classes (course-list), learners (enrolled),
 * feedback, certificates of completion (certification-list) and fees (trainer-transaction); the landing pages of the
 * trainers and of the supervisors and managers; and /member/dashboard/... (the calendar and a class's pages).
 */
export const trainerViews = {
  'trainer-course-list': { component: lazy(() => import('./CourseListPage').then((module) => ({ default: module.CourseListPage }))) },
  'trainer-enrolled': { component: lazy(() => import('./EnrolledPage').then((module) => ({ default: module.EnrolledPage }))) },
  'trainer-feedback': { component: lazy(() => import('./FeedbackPage').then((module) => ({ default: module.FeedbackPage }))) },
  'trainer-certification-list': {
    component: lazy(() => import('./CertificationListPage').then((module) => ({ default: module.CertificationListPage }))),
  },
  'trainer-transaction': { component: lazy(() => import('./TrainerTransactionPage').then((module) => ({ default: module.TrainerTransactionPage }))) },
  'trainer-scheduling': { component: lazy(() => import('./SchedulingPage').then((module) => ({ default: module.SchedulingPage }))) },
} satisfies PageViews;

const TrainerLanding = lazy(() => import('./TrainerLanding').then((module) => ({ default: module.TrainerLanding })));
const SupervisorLanding = lazy(() => import('./SupervisorLanding').then((module) => ({ default: module.SupervisorLanding })));

/** What the landing page (/member) shows below the welcome card for these roles. */
export const learningLandings: Partial<Record<RoleName, typeof TrainerLanding>> = {
  Trainer: TrainerLanding,
  'Trainer Staff': TrainerLanding,
  'Trainee SPV': SupervisorLanding,
  'Trainee Manager': SupervisorLanding,
};

/** /member/dashboard/* (dashboard/jadwal, dashboard/{mycourse} and its sub-pages). */
export const ClassDashboardPage = lazy(() => import('./ClassDashboard').then((module) => ({ default: module.ClassDashboard })));
