import { createElement } from 'react';
import { MEMBER_PAGES, type MemberPageEntry, type MemberPageName } from '@core/rules/memberPages';
import type { Area } from '@core/rules/menus';
import { lazyPages } from '../shared/lazyPages';
import type { PageView } from '../shared/pageViews';
import { analyticsAdminViews } from './analytics-admin';
import { catalogueAdminViews } from './catalogue-admin';
import { calendarViews } from './calendar';
import { assessorSpvOr, certificationViews } from './certification';
import { contentViews } from './content';
import { contentStudioViews } from './content-studio';
import { coursesAdminViews } from './courses-admin';
import { employerProfileSections, employerViews } from './employer';
import { forumViews } from './forum';
import { jobSeekerViews } from './job-seeker';
import { LearnerCoursePages, learningViews } from './learning';
import { lspViews } from './lsp';
import { notificationsViews } from './notifications';
import { jobQueueAdminViews } from './job-queue-admin';
import { organisationsAdminViews } from './organisations-admin';
import { profileViews, profileWith } from './profile';
import { ClassDashboardPage as TrainerClassDashboard, learningLandings, trainerViews } from './trainer';
import { transactionsViews } from './transactions';

/**
 * The member app's one door to its pages. The core's MEMBER_PAGES says which pages exist (areas, segment, detail
 * paths: data the gateway reads too); each page folder's index gives their views; this file joins the two, and the
 * shell (src/app) imports pages from here only. The type below makes a page without a view fail to compile.
 */
const VIEWS: Record<MemberPageName, PageView> = {
  ...profileViews,
  ...notificationsViews,
  ...transactionsViews,
  ...learningViews,
  ...contentViews,
  ...catalogueAdminViews,
  ...organisationsAdminViews,
  ...jobQueueAdminViews,
  ...coursesAdminViews,
  ...analyticsAdminViews,
  ...contentStudioViews,
  ...lspViews,
  ...certificationViews,
  ...jobSeekerViews,
  ...employerViews,
  ...forumViews,
  ...trainerViews,
  // The assessor SPV's menu shares these segments with the trainees': the SPV sees their schedules and fees there.
  jadwal: { component: assessorSpvOr('schedules', calendarViews.jadwal.component) },
  transactions: { component: assessorSpvOr('fees', transactionsViews.transactions.component) },
  // The employer's profile adds its company (a page folder may not import another, so the registry joins them).
  profile: { component: profileWith(employerProfileSections) },
};

/** One page as an area routes it: keyed by area and segment. */
export interface RegisteredPage {
  area: Area;
  segment: string;
  detailPaths: readonly string[];
  view: PageView;
}

const entries: readonly MemberPageEntry[] = MEMBER_PAGES;

function viewOf(page: string): PageView {
  const view = VIEWS[page as MemberPageName];
  if (!view) throw new Error(`Member page '${page}' has no view in its folder's index`);
  return view;
}

export const MEMBER_PAGE_REGISTRY: readonly RegisteredPage[] = entries.flatMap((entry) =>
  entry.areas.map((area) => ({ area, segment: entry.segment, detailPaths: entry.detailPaths ?? [], view: viewOf(entry.page) })),
);

/** The page an area shows at /{area}/{segment}, if it has been built. */
export function registeredPage(area: Area, segment: string): RegisteredPage | undefined {
  return MEMBER_PAGE_REGISTRY.find((page) => page.area === area && page.segment === segment);
}

type ResourceView = Extract<PageView, { resource: unknown }>['resource'];

/** The area's react-admin resources (the operator console), in registry order: `<Resource name={segment} {...resource} />`. */
export function resourcesOf(area: Area): { segment: string; resource: ResourceView }[] {
  return MEMBER_PAGE_REGISTRY.flatMap(({ area: pageArea, segment, view }) =>
    pageArea === area && 'resource' in view ? [{ segment, resource: view.resource }] : [],
  );
}

// The landing and "comes later" pages show only the shell's catalog groups (tests/unit/memberMessageParts.test.ts checks).
const page = lazyPages([]);

/** Pages load when first opened, so the first page of the app carries none of the others' code. */
export const LandingPage = page(
  () =>
    import('./dashboard/MemberDashboard').then((module) => ({ Page: () => createElement(module.MemberDashboard, { landings: learningLandings }) })),
  'Page',
);

/** /member/dashboard/...: SPEC 2's dashboard/jadwal, a trainer's class pages and a learner's course pages (dashboard/{mycourse}/...). */
export const ClassDashboardPage = () => createElement(TrainerClassDashboard, { learnerPages: LearnerCoursePages });

/** A menu segment whose page has not landed yet. */
export const UpcomingPage = page(() => import('./upcoming/UpcomingPage'), 'UpcomingPage');

/** The assessment forms under /form, which reuse an area's frame. */
export { formRoutes, MyFormsPage } from './forms/formRoutes';
