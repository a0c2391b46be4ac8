import type { RoleName } from '@core/rules/roles';
import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['trainerDashboard', 'classOps', 'calendarForum']);

/**
 * The trainer's pages (packages/core/src/rules/memberPages.ts): their classes (course-list), learners (enrolled),
 * feedback, certificates of completion (certification-list) and fees (trainer-transaction); the landing pages of the
 * trainers and of the supervisors and managers; and /member/dashboard/... (the calendar and a class's pages).
 */
export const trainerViews = {
  'trainer-course-list': { component: page(() => import('./CourseListPage'), 'CourseListPage') },
  'trainer-enrolled': { component: page(() => import('./EnrolledPage'), 'EnrolledPage') },
  'trainer-feedback': { component: page(() => import('./FeedbackPage'), 'FeedbackPage') },
  'trainer-certification-list': {
    component: page(() => import('./CertificationListPage'), 'CertificationListPage'),
  },
  'trainer-transaction': { component: page(() => import('./TrainerTransactionPage'), 'TrainerTransactionPage') },
  'trainer-scheduling': { component: page(() => import('./SchedulingPage'), 'SchedulingPage') },
} satisfies PageViews;

const TrainerLanding = page(() => import('./TrainerLanding'), 'TrainerLanding');
const SupervisorLanding = page(() => import('./SupervisorLanding'), 'SupervisorLanding');

/** What the landing page (/member) shows below the welcome card for these roles. */
export const learningLandings: Partial<Record<RoleName, typeof TrainerLanding>> = {
  Trainer: TrainerLanding,
  'Trainer Staff': TrainerLanding,
  'Trainee SPV': SupervisorLanding,
  'Trainee Manager': SupervisorLanding,
};

/** /member/dashboard/* (dashboard/jadwal, dashboard/{mycourse} and its sub-pages). */
export const ClassDashboardPage = page(() => import('./ClassDashboard'), 'ClassDashboard');
