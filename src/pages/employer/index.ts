import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/**
 * The employer's pages (src/core/rules/memberPages.ts): /employer/job-vacancy with its grid, the form at
 * /{id} ('new' creates) and one vacancy at /view/{id}; /employer/candidate with its counters, grid and kanban board, and one
 * application at /{id}; /employer/talent-source with its search, and one profile at /{id}.
 */
export const employerViews = {
  'employer-vacancies': { component: lazy(() => import('./EmployerVacancyPage').then((module) => ({ default: module.EmployerVacancyPage }))) },
  'employer-candidates': { component: lazy(() => import('./EmployerCandidatePage').then((module) => ({ default: module.EmployerCandidatePage }))) },
  'employer-talent-source': { component: lazy(() => import('./TalentSourcePage').then((module) => ({ default: module.TalentSourcePage }))) },
} satisfies PageViews;

/** The employer's Company section on its profile page (/employer/profile), for the Employer role. */
export const employerProfileSections = {
  Employer: lazy(() => import('./CompanyProfileForm').then((module) => ({ default: module.CompanyProfileSection }))),
};
