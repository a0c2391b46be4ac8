import type { MenuItem } from '../memberArea/contract';
import { AREAS, DASHBOARD_SEGMENT, type Area } from './menus';
import type { RoleName } from './roles';

/**
 * The member pages that exist, as plain data: the framework-free half of the page registry. Each entry names a
 * view that a page folder's index (src/pages/<folder>/index.tsx) gives and src/pages/registry.tsx joins to this
 * list, so the gateway (the landing page's "comes later" list) and the app read the same rows. A page is one
 * entry here; a menu segment of an area without one shows the "comes later" page.
 */
export interface MemberPageEntry {
  /** The view's name in its folder's index: unique, and how the registry finds the component or resource. */
  page: string;
  /** The areas that route the page at /{area}/{segment}: a page is keyed by area and segment. */
  areas: readonly Area[];
  /** SPEC 2's URL segment; for a react-admin resource also its name (and the gateway route it calls). */
  segment: string;
  /** Paths below the segment that show the same page, e.g. ':id' for /member/transaksi/{id}. */
  detailPaths?: readonly string[];
  /**
   * Set when only these roles of the area have the page yet (a segment their menus share with roles whose page comes
   * later): for the others the segment stays on the landing page's "comes later" list, and the view picks by role.
   */
  onlyFor?: readonly RoleName[];
}

const MEMBER_AREA: readonly Area[] = ['member'];
const EMPLOYER_AREA: readonly Area[] = ['employer'];
/** The job seeker's pages for applying are also the Trainee's and Trainee Staff's, in /member (SPEC 5's rule). */
const APPLYING_AREAS: readonly Area[] = ['job-seeker', 'member'];

/** The operator's react-admin resources, in the Admin menu (member area), named by their segments. */
const operatorResource = <Segment extends string>(segment: Segment) => ({ page: segment, areas: MEMBER_AREA, segment }) as const;

export const MEMBER_PAGES = [
  { page: 'profile', areas: AREAS, segment: 'profile' },
  { page: 'notifications', areas: MEMBER_AREA, segment: 'notification' },
  { page: 'transactions', areas: MEMBER_AREA, segment: 'transaksi', detailPaths: [':id'] },
  // The learner's programs, courses and player: a program, a package, a course, one of its activities.
  {
    page: 'learning-kompetensi',
    areas: MEMBER_AREA,
    segment: 'kompetensi',
    detailPaths: [':programId', 'paket/:packageId', 'course/:courseId', 'course/:courseId/:activityId'],
  },
  // The learner's results (quiz, VR) and their quizzes and on-the-job tasks (no menu item).
  { page: 'learning-result', areas: MEMBER_AREA, segment: 'result', detailPaths: ['test', 'vr'] },
  { page: 'learning-member', areas: MEMBER_AREA, segment: 'member', detailPaths: ['quiz', 'quiz/:courseId/:activityId', 'ojt', 'ojt/:id'] },
  // The certification body's work: the LSP, the asesi, the assessor and the assessor SPV.
  {
    page: 'lsp-schedules',
    areas: MEMBER_AREA,
    segment: 'jadwal-lsp',
    detailPaths: [
      'detail/:scheduleId',
      'detail/:scheduleId/peserta',
      'detail/:scheduleId/peserta/:asesiId',
      'detail/:scheduleId/peserta/:asesiId/:registrationId',
    ],
  },
  { page: 'lsp-fees', areas: MEMBER_AREA, segment: 'transaksi-lsp' },
  { page: 'certification-asesi', areas: MEMBER_AREA, segment: 'sertifikasi', detailPaths: ['detail/:scheduleId', 'registrasi/:registrationId'] },
  { page: 'certificates', areas: MEMBER_AREA, segment: 'sertifikat', detailPaths: [':certificateId'] },
  { page: 'assessor-schedules', areas: MEMBER_AREA, segment: 'jadwal-assessor' },
  { page: 'assessor-assessments', areas: MEMBER_AREA, segment: 'list-sertifikasi', detailPaths: [':registrationId'] },
  // The trainees' learning calendar, the assessor SPV's schedules (src/pages/registry.ts picks by role).
  { page: 'jadwal', areas: MEMBER_AREA, segment: 'jadwal' },
  // The forum: the boards, a board's threads (`umum` or a course id) and one thread.
  { page: 'forum', areas: MEMBER_AREA, segment: 'forum', detailPaths: [':boardId', ':boardId/:threadId'] },
  // The job seeker's search and applying (?vacancy={id}), and their applications.
  { page: 'job-seeker-vacancies', areas: APPLYING_AREAS, segment: 'job-vacancy' },
  { page: 'job-seeker-applications', areas: APPLYING_AREAS, segment: 'job-applied', detailPaths: [':applicationId', 'test/:applicationId'] },
  // The job seeker's CV (SPEC 2's job-profile; routed for the area without a menu item, packages/core/src/rules/menus.ts).
  { page: 'job-seeker-profile-cv', areas: APPLYING_AREAS, segment: 'job-profile' },
  // The employer's vacancies: the grid, the form (':id', 'new' creates) and one vacancy with its counters.
  { page: 'employer-vacancies', areas: EMPLOYER_AREA, segment: 'job-vacancy', detailPaths: [':id', 'view/:id'] },
  // The employer's candidates: the counters, grid and kanban board, and one application at ':id'.
  { page: 'employer-candidates', areas: EMPLOYER_AREA, segment: 'candidate', detailPaths: [':id'] },
  // The employer's talent source: the search, and one profile at ':id' (censored until its owner approves).
  { page: 'employer-talent-source', areas: EMPLOYER_AREA, segment: 'talent-source', detailPaths: [':id'] },
  // The trainer's pages behind their dashboard: classes, learners, feedback, certificates, fees.
  { page: 'trainer-course-list', areas: MEMBER_AREA, segment: 'course-list' },
  { page: 'trainer-enrolled', areas: MEMBER_AREA, segment: 'enrolled' },
  { page: 'trainer-feedback', areas: MEMBER_AREA, segment: 'feedback' },
  { page: 'trainer-certification-list', areas: MEMBER_AREA, segment: 'certification-list' },
  { page: 'trainer-transaction', areas: MEMBER_AREA, segment: 'trainer-transaction' },
  // The trainer's classes and their sessions, planned here (class operations).
  { page: 'trainer-scheduling', areas: MEMBER_AREA, segment: 'scheduling' },
  // The content creator's studio: their courses, and one course's editor at ':id'.
  { page: 'content-studio', areas: MEMBER_AREA, segment: 'content', detailPaths: [':id'] },
  operatorResource('content-news'),
  operatorResource('content-type-news'),
  operatorResource('content-partners'),
  operatorResource('content-type-partner'),
  operatorResource('content-our-teams'),
  operatorResource('content-banners'),
  operatorResource('content-corporate-images'),
  operatorResource('content-globals'),
  operatorResource('content-contact-info'),
  operatorResource('content-messages'),
  operatorResource('admin-programs'),
  operatorResource('admin-categories'),
  operatorResource('admin-orders'),
  operatorResource('admin-company-requests'),
  operatorResource('admin-organisations'),
  operatorResource('admin-job-queue'),
  operatorResource('admin-configuration'),
  operatorResource('admin-courses'),
  operatorResource('admin-analytics'),
] as const satisfies readonly MemberPageEntry[];

/**
 * SPEC 2's paths that show another page: the member app answers them by sending the browser there (the target's own
 * guard then decides), e.g. the asesi's list of certification registrations is the registrations tab of sertifikasi.
 */
export const MEMBER_PAGE_ALIASES: readonly { area: Area; segment: string; to: string }[] = [
  { area: 'member', segment: 'list-certification-asesi', to: 'sertifikasi?tab=pendaftaran' },
];

/** The name a page folder's index gives its view under; the registry's type makes every name have one view. */
export type MemberPageName = (typeof MEMBER_PAGES)[number]['page'];

/**
 * The segments an area has pages for: its landing page (the dashboard item), every page registered for all its roles
 * and, given a role, the pages only some roles have yet that include it (the assessor SPV's jadwal).
 */
export function readySegmentsOf(area: Area, role?: RoleName): string[] {
  const pages: readonly MemberPageEntry[] = MEMBER_PAGES;
  const ready = pages.filter((entry) => entry.areas.includes(area) && (!entry.onlyFor || (role !== undefined && entry.onlyFor.includes(role))));
  return [DASHBOARD_SEGMENT, ...ready.map((entry) => entry.segment)];
}

/** The role's menu segments whose pages arrive in a later release, in menu order: what its landing page says is to come. */
export function comingLaterOf(area: Area, items: readonly MenuItem[], role?: RoleName): string[] {
  const ready = readySegmentsOf(area, role);
  return items.map((item) => item.segment).filter((segment) => !ready.includes(segment));
}
