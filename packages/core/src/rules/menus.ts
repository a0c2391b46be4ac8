import menusFile from '../../../../schemas/menus.json';
import type { MenuItem } from '../memberArea/contract';
import { isRoleName, ROLE_ACCOUNT_TYPE, ROLES, type RoleName } from './roles';

/**
 * SPEC 2's member menus, read from schemas/menus.json (checked against schemas/menus.schema.json by a unit
 * test and by the gateway at start). The member app builds its menus from these functions and the gateway
 * its area policies, so the two never disagree about who may reach what.
 */

/** The app areas a role works in: /member, /employer and /job-seeker (and their /en forms). */
export const AREAS = ['member', 'employer', 'job-seeker'] as const;
export type Area = (typeof AREAS)[number];

// One item of the file, MenuItem, is a wire contract (packages/core/src/memberArea/contract.ts): the gateway answers menus with it.

/** A menu entry for a page outside the area (the assessment forms at /form), after the area's items. */
export interface MenuLink {
  /** The page's path without the /en prefix. */
  path: string;
  icon: string;
  labelKey: string;
}

interface RoleMenu {
  area: Area;
  items: MenuItem[];
  links?: MenuLink[];
}

const menus = (menusFile as { roles: Record<RoleName, RoleMenu> }).roles;

/**
 * The segment of an area's own landing page (/member, /employer, /job-seeker): SPEC 2's 'dashboard' item
 * links there rather than to /member/dashboard, whose sub-paths are a course's pages (dashboard/{mycourse}).
 */
export const DASHBOARD_SEGMENT = 'dashboard';

/** A role's own pages whatever its menu: its landing page and its profile (the account menu links there). */
export const PAGES_FOR_EVERY_ROLE: readonly string[] = [DASHBOARD_SEGMENT, 'profile'];

/** SPEC 2's member header links every role to /member/notification, whatever its own area. */
const SHARED_MEMBER_PAGES: readonly string[] = ['notification'];

/**
 * SPEC 2's pages of an area that SPEC 5's menu does not list, for every role of the area: the Job Seeker's CV
 * (/job-seeker/job-profile), reached from the area's own pages.
 */
const AREA_PAGES: Partial<Record<Area, readonly string[]>> = { 'job-seeker': ['job-profile'] };

/**
 * SPEC 5's job application rule lets a Trainee and a Trainee Staff apply too: the job seeker's pages for it (the
 * search, their applications with the screening tests, the CV) are theirs in their own area (/member/job-vacancy,
 * /member/job-applied, /member/job-profile) without a menu item, as SPEC 5's menus have none; the public Apply button
 * and the notifications lead there (another area's page opens the member's own, src/shared/AreaAccessDenied.tsx).
 */
export const APPLYING_PAGES: readonly string[] = ['job-vacancy', 'job-applied', 'job-profile'];

/**
 * SPEC 2's member pages that SPEC 5's menus do not list, reached from a role's own pages: the applying pages above;
 * the trainer's pages behind their dashboard (course-list, enrolled, feedback, scheduling, certification-list) and
 * the learner's results and tasks behind kompetensi (result/test, result/vr, member/quiz, member/ojt).
 */
const UNLISTED_MEMBER_PAGES: readonly { roles: readonly RoleName[]; segments: readonly string[] }[] = [
  { roles: ['Trainee', 'Trainee Staff'], segments: APPLYING_PAGES },
  { roles: ['Trainer', 'Trainer Staff'], segments: ['course-list', 'enrolled', 'feedback', 'scheduling', 'certification-list'] },
  { roles: ['Trainee', 'Trainee Staff'], segments: ['result', 'member'] },
];

const isUnlistedPageOf = (role: RoleName, segment: string) =>
  UNLISTED_MEMBER_PAGES.some((pages) => pages.roles.includes(role) && pages.segments.includes(segment));

/** The role's entries for pages outside its area, e.g. /form for the roles that fill assessment forms. */
export function menuLinksFor(role: RoleName): MenuLink[] {
  return menus[role].links ?? [];
}

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

export function areaOf(role: RoleName): Area {
  return menus[role].area;
}

/** The role's menu in SPEC 2's order; an account type listed in an item's hiddenForAccountTypes loses that item. */
export function menuFor(role: RoleName, accountType: number = ROLE_ACCOUNT_TYPE[role]): MenuItem[] {
  return menus[role].items.filter((item) => !item.hiddenForAccountTypes?.includes(accountType));
}

/** May this role open /{area}/{segment}? Only in its own area, and only its menu's items and own pages. */
export function canReach(role: string | null | undefined, area: Area, segment: string, accountType?: number): boolean {
  if (!isRoleName(role)) return false;
  if (area === 'member' && SHARED_MEMBER_PAGES.includes(segment)) return true;
  if (areaOf(role) !== area) return false;
  if (area === 'member' && isUnlistedPageOf(role, segment)) return true;
  return (
    PAGES_FOR_EVERY_ROLE.includes(segment) ||
    (AREA_PAGES[area]?.includes(segment) ?? false) ||
    menuFor(role, accountType).some((item) => item.segment === segment)
  );
}

/** The roles that may open /{area}/{segment}, or the area at all when no segment is given (the gateway's policies). */
export function rolesReaching(area: Area, segment: string = DASHBOARD_SEGMENT): RoleName[] {
  return ROLES.filter((role) => canReach(role, area, segment));
}

/** Every page an area routes: its roles' menu items, their own pages and the shared ones, each once. */
export function segmentsOf(area: Area): string[] {
  const segments = ROLES.filter((role) => areaOf(role) === area).flatMap((role) => menus[role].items.map((item) => item.segment));
  const shared = area === 'member' ? [...SHARED_MEMBER_PAGES, ...UNLISTED_MEMBER_PAGES.flatMap((pages) => pages.segments)] : [];
  return [...new Set([...segments, ...PAGES_FOR_EVERY_ROLE, ...shared, ...(AREA_PAGES[area] ?? [])])].filter(
    (segment) => segment !== DASHBOARD_SEGMENT,
  );
}

/** The resource name a member page asks canAccess about: 'member/jadwal', 'employer/dashboard'. */
export function areaResource(area: Area, segment: string): string {
  return `${area}/${segment}`;
}

/** The account may use the item now: SPEC 5's employer items need an active account (statusUser 1). */
export function isItemOpen(item: Pick<MenuItem, 'requiresActiveStatus'>, statusUser: number | undefined): boolean {
  return !item.requiresActiveStatus || statusUser === 1;
}

/**
 * The item an area's menus show for a segment. A segment means the same page to every role of an area (a unit
 * test checks that label, icon and status rule agree), so any role's item describes it.
 */
export function areaItem(area: Area, segment: string): MenuItem | undefined {
  return ROLES.filter((role) => areaOf(role) === area)
    .flatMap((role) => menus[role].items)
    .find((item) => item.segment === segment);
}
