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

/**
 * The learner's attendance page (dashboard/{course}/{activity}/attendance/{id}), reached from the course page: the
 * K3 class's sessions with their status and seats; a seat is reserved and given back. Both languages and widths.
 */
const ATTENDANCE_WORDS = {
  id: { open: 'Buka', link: 'Presensi dan kursi saya', reserve: 'Pesan kursi', cancel: 'Lepas kursi saya', yourSeat: 'Kursi dipesan' },
  en: { open: 'Open', link: 'My attendance and seats', reserve: 'Reserve a seat', cancel: 'Give back my seat', yourSeat: 'Seat reserved' },
} as const;

for (const [locale, width] of [
  ['id', 1280],
  ['en', 390],
] as const) {
  test(`the learner's attendance page in ${locale} at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = ATTENDANCE_WORDS[locale];
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'trainee-staff@demo.local', { locale });
    await page.goto(locale === 'en' ? '/en/member/kompetensi' : '/member/kompetensi');
    await page
      .getByRole('link', { name: new RegExp(`^${words.open}: Pengenalan K3`) })
      .first()
      .click();
    await page.getByRole('link', { name: words.link }).click();
    await expect(page).toHaveURL(/\/member\/dashboard\/[0-9a-f-]{36}\/sesi\/attendance$/);
    await expectFinishedPage(page);
    const practice = page.getByRole('listitem').filter({ hasText: 'Praktik pemakaian APD' });
    await expect(practice).toBeVisible();
    await practice.getByRole('button', { name: words.reserve }).click();
    await expect(practice.getByText(words.yourSeat, { exact: true })).toBeVisible();
    await practice.getByRole('button', { name: words.cancel }).click();
    await expect(practice.getByRole('button', { name: words.reserve })).toBeVisible();
    // The session's own address marks it.
    const sessionUrl = `${page.url()}/${(await practice.getAttribute('id'))!.replace('session-', '')}`;
    await page.goto(sessionUrl);
    await expect(page.locator('li[aria-current="true"]')).toContainText('Praktik pemakaian APD');
    await expectFinishedPage(page);
  });
}
