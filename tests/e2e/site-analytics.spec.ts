import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { logIn } from './support/accounts';

const OPERATOR = 'admin@demo.local';
// Playwright's browser says "HeadlessChrome", which the gateway does not count (bots and tools): a person's browser here.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });

test("the operator sees the public site's page views as charts with their figures, in both languages", async ({ page }) => {
  for (const path of ['/', '/en']) {
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/analytics/page-view');
    await page.goto(path);
    await beacon;
  }

  await logIn(page, OPERATOR);
  await page.goto('/member/admin-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Kunjungan situs' })).toBeVisible();
  // The day series is a chart with a text alternative, and its figures are a table too.
  await expect(page.getByRole('img', { name: /Grafik garis tayangan per hari/ })).toBeVisible();
  const pages = page.getByRole('table', { name: 'Halaman paling banyak dilihat' });
  await expect(pages.getByRole('row', { name: /^\/ / })).toBeVisible();
  await expect(pages.getByRole('row', { name: /^\/en / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Dari halaman program sampai pembayaran' })).toContainText('Tayangan halaman program');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: '7 hari terakhir' }).click();
  await expect(page.getByRole('button', { name: '7 hari terakhir' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Tayangan dalam periode ini: [1-9]/)).toBeVisible();

  await page.goto('/en/member/admin-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Site visits' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By device' }).getByRole('row', { name: /^Computer / })).toBeVisible();
  await page.screenshot({ path: '/tmp/captcha2-analytics-en.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/captcha2-analytics-en-phone.png', fullPage: true });
  await expectNoSeriousViolations(page);
});
