import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages([
  'jobSeekerPages',
  'jobPages',
  'jobProfile',
  'talentSource',
  'screeningTests',
  'certification',
  'myPrograms',
  'locations',
  'validation',
]);

/**
 * The job seeker's pages (packages/core/src/rules/memberPages.ts): /job-seeker/job-vacancy (find vacancies, one
 * vacancy with ?vacancy={id}, applying) and /job-seeker/job-applied (my applications, one at job-applied/{id}).
 */
export const jobSeekerViews = {
  'job-seeker-vacancies': { component: page(() => import('./JobVacancyPage'), 'JobVacancyPage') },
  'job-seeker-applications': { component: page(() => import('./JobAppliedPage'), 'JobAppliedPage') },
  'job-seeker-profile-cv': { component: page(() => import('./JobProfilePage'), 'JobProfilePage') },
} satisfies PageViews;
