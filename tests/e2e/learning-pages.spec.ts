import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/**
 * Every learning page of issue 16, as the role that uses it, in Indonesian at a laptop's width and in English at a
 * phone's: it shows its page heading, no catalog key in place of a text, nothing wider than the screen, and axe finds
 * no serious issue. The journeys through them are learning-journey.spec.ts's.
 */
const PAGES: [email: string, paths: string[]][] = [
  [
    'trainee@demo.local',
    [
      '/member/kompetensi',
      '/member/jadwal',
      '/member/forum',
      '/member/result/test',
      '/member/result/vr',
      '/member/member/quiz',
      '/member/member/ojt',
    ],
  ],
  [
    'trainer@demo.local',
    [
      '/member',
      '/member/scheduling',
      '/member/course-list',
      '/member/enrolled',
      '/member/feedback',
      '/member/certification-list',
      '/member/trainer-transaction',
      '/member/dashboard/jadwal',
    ],
  ],
  ['trainee-spv@demo.local', ['/member', '/member/jadwal']],
  ['content-creator@demo.local', ['/member/content']],
];

/** A text that looks like a dotted catalog key (learner.course.title) shown instead of its translation. */
const CATALOG_KEY = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\.[a-zA-Z.]+\b/;

/** The main region's text without its links (an online session's address is no catalog key), once loaded. */
const mainTextWithoutLinks = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('a').forEach((link) => link.remove());
    return copy.textContent ?? '';
  });

async function expectFinishedPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Pending reads show a spinner; the page is finished when none is left.
  await expect(page.locator('main .MuiCircularProgress-root')).toHaveCount(0);
  expect((await mainTextWithoutLinks(page)).match(CATALOG_KEY)).toBeNull();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
}

for (const [email, paths] of PAGES) {
  for (const [locale, width] of [
    ['id', 1280],
    ['en', 390],
  ] as const) {
    test(`${email}'s learning pages in ${locale} at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, email, { locale });
      for (const path of paths) {
        await page.goto(locale === 'en' ? `/en${path}` : path);

        await test.step(path, async () => expectFinishedPage(page));
      }
      expect(page.url()).toContain(paths.at(-1));
    });
  }
}
