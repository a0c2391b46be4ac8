import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ROLE_ACCOUNT_TYPE, ROLES, ROLE_SLUG, type RoleName } from '@core/rules/roles';
import { logIn } from './support/accounts';
import { accessibilityProblems, consoleErrors, headingProblems, pageProblems, settle } from './support/pageSweep';
import type { TestLocale } from './support/texts';

/**
 * The member page sweep: every page of every demo role's menu (and its links, the pages its dashboard leads to and
 * the area's 404 page), in Indonesian and English, each visited once and checked for everything a page owes its
 * reader in that visit: a level-1 heading, only its own language's texts (our catalogs and react-admin's), no catalog
 * key instead of a text, nothing wider than a 390 px phone, no console error, and no serious axe finding (in
 * Indonesian at a laptop's 1280 px; the learner's attendance pages are also checked in English at 390 px by
 * learning-attendance.spec.ts).
 */

const PHONE = 390;
const LAPTOP = 1280;
const PREFIX: Record<TestLocale, string> = { id: '', en: '/en' };

interface RoleMenu {
  area: string;
  items: { segment: string; hiddenForAccountTypes?: number[] }[];
  links?: { path: string }[];
}
/** SPEC 2's menus as the member app reads them (@core/rules/menus imports the JSON, which Playwright's loader refuses). */
const MENUS = (JSON.parse(readFileSync('schemas/menus.json', 'utf8')) as { roles: Record<RoleName, RoleMenu> }).roles;

/** Pages reached from a dashboard or a result tab rather than from the menu. */
const REACHED_FROM_PAGES: Partial<Record<RoleName, string[]>> = {
  Trainee: ['/member/result/test', '/member/result/vr', '/member/member/quiz', '/member/member/ojt'],
  Trainer: [
    '/member/scheduling',
    '/member/course-list',
    '/member/enrolled',
    '/member/feedback',
    '/member/certification-list',
    '/member/dashboard/jadwal',
  ],
};

function pathsOf(role: RoleName): string[] {
  const { area, items, links = [] } = MENUS[role];
  const segments = items
    .filter((item) => !item.hiddenForAccountTypes?.includes(ROLE_ACCOUNT_TYPE[role]))
    .map((item) => (item.segment === 'dashboard' ? '' : `/${item.segment}`));
  return [
    ...new Set([
      ...segments.map((segment) => `/${area}${segment}`),
      ...links.map((link) => link.path),
      ...(REACHED_FROM_PAGES[role] ?? []),
      // react-admin's own texts show on the area's 404 page.
      `/${area}/no-such-page`,
    ]),
  ];
}

/** The widths a visit checks at: the texts and overflow at a phone's, axe (Indonesian only) at a laptop's. */
type Width = typeof PHONE | typeof LAPTOP;

/**
 * One visit of a member page: what is wrong with it, each prefixed with its address. An Indonesian visit checks at
 * both widths starting from the one the last visit left (one resize a page instead of two: a resize and the
 * relayout after it took 0.3 to 0.6 s on the operator's pages); `viewport` tracks it.
 */
async function visit(page: Page, locale: TestLocale, url: string, viewport: { width: Width }): Promise<string[]> {
  const errors = consoleErrors(page);
  await page.goto(url);
  const problems = await headingProblems(page);
  await settle(page);
  // axe once a page, in Indonesian at a laptop's width: in both languages it cost 150 s more a run, for findings
  // that do not depend on the language (contrast, names, roles).
  const order: Width[] = locale === 'id' ? (viewport.width === LAPTOP ? [LAPTOP, PHONE] : [PHONE, LAPTOP]) : [PHONE];
  for (const width of order) {
    if (width !== viewport.width) {
      await page.setViewportSize({ width, height: width === PHONE ? 844 : 900 });
      viewport.width = width;
      await settle(page);
    }
    problems.push(...(width === PHONE ? await pageProblems(page, locale) : await accessibilityProblems(page)));
  }
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');
  return [...problems, ...errors].map((problem) => `${url}: ${problem}`);
}

for (const role of ROLES) {
  for (const locale of ['id', 'en'] as const satisfies TestLocale[]) {
    test(`${role}'s member pages in ${locale}: a heading, own language, 390 px, no console error, accessible`, async ({ page }) => {
      test.setTimeout(240_000);
      const viewport: { width: Width } = { width: PHONE };
      await page.setViewportSize({ width: PHONE, height: 844 });
      await logIn(page, `${ROLE_SLUG[role]}@demo.local`, { locale });
      const found: string[] = [];
      for (const path of pathsOf(role)) found.push(...(await visit(page, locale, `${PREFIX[locale]}${path}`, viewport)));
      expect(found).toEqual([]);
    });
  }
}
