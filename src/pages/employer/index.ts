import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages([
  'employerPages',
  'candidatePages',
  'talentSource',
  'companyProfile',
  'jobPages',
  'jobProfile',
  'screeningTests',
  'partnerRegistration',
  'locations',
  'validation',
]);

/**
 * The employer's pages (packages/core/src/rules/memberPages.ts): /employer/job-vacancy with its grid, the form at
 * /{id} ('new' creates) and one vacancy at /view/{id}; /employer/candidate with its counters, grid and kanban board, and one
 * application at /{id}; /employer/talent-source with its search, and one profile at /{id}.
 */
export const employerViews = {
  'employer-vacancies': { component: page(() => import('./EmployerVacancyPage'), 'EmployerVacancyPage') },
  'employer-candidates': { component: page(() => import('./EmployerCandidatePage'), 'EmployerCandidatePage') },
  'employer-talent-source': { component: page(() => import('./TalentSourcePage'), 'TalentSourcePage') },
} satisfies PageViews;

/** The employer's Company section on its profile page (/employer/profile), for the Employer role. */
export const employerProfileSections = {
  Employer: page(() => import('./CompanyProfileForm'), 'CompanyProfileSection'),
};
