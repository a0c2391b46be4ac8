import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { accessibilityProblems, pageProblems, settle } from './support/pageSweep';

/** The pages' sweep in both languages is member-sweep.spec.ts's; the journeys through them are learning-journey.spec.ts's. */
async function expectFinishedPage(page: Page, locale: 'id' | 'en') {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settle(page);
  expect([...(await pageProblems(page, locale)), ...(await accessibilityProblems(page))]).toEqual([]);
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
    await expectFinishedPage(page, locale);
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
    await expectFinishedPage(page, locale);
  });
}
