import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/**
 * The job seeker's pages (src/core/rules/memberPages.ts): /job-seeker/job-vacancy (find vacancies, one
 * vacancy with ?vacancy={id}, applying) and /job-seeker/job-applied (my applications, one at job-applied/{id}).
 */
export const jobSeekerViews = {
  'job-seeker-vacancies': { component: lazy(() => import('./JobVacancyPage').then((module) => ({ default: module.JobVacancyPage }))) },
  'job-seeker-applications': { component: lazy(() => import('./JobAppliedPage').then((module) => ({ default: module.JobAppliedPage }))) },
  'job-seeker-profile-cv': { component: lazy(() => import('./JobProfilePage').then((module) => ({ default: module.JobProfilePage }))) },
} satisfies PageViews;
