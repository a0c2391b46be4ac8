import { expect, test, type Locator } from '@playwright/test';
import { logIn } from './support/accounts';

/** Whether two elements' boxes share any area (both must be drawn). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) throw new Error('an element has no box');
  return (
    first.x < second.x + second.width && second.x < first.x + first.width && first.y < second.y + second.height && second.y < first.y + first.height
  );
}

test('SPEC 2 footers: the fuller one on the marketing pages, the corporate one on the corporate pages; terms of service linked', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Ketentuan layanan' })).toHaveAttribute('href', '/terms-of-service');

  await page.goto('/en/ecosystem');
  const fuller = page.getByRole('contentinfo');
  await expect(fuller.getByRole('link', { name: 'BISA for Business' })).toHaveAttribute('href', '/en/program/bisa-for-business');
  await expect(fuller.getByRole('link', { name: 'What we do' })).toHaveAttribute('href', '/en/what-we-do');
  await expect(fuller.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/requirements/terms-conditions');
  await expect(fuller.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/en/terms-of-service');

  await page.goto('/bisa/for-corporate');
  const corporate = page.getByRole('contentinfo');
  await expect(corporate.getByText('PT BISA Vokasi Indonesia')).toBeVisible();
  await expect(corporate.locator('address')).toContainText('Jakarta');
  await expect(corporate.getByText('Faks')).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the floating chat button covers neither the sidebar's login button nor the certificate's Open Badges link", async ({ page }) => {
    await page.goto('/');
    const chat = page.locator('.floating-chat');
    await expect(chat).toBeVisible();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const login = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Masuk', exact: true });
    await expect(login).toBeVisible();
    expect(await overlap(chat, login)).toBe(false);

    await page.goto('/sertifikat');
    await page.getByRole('searchbox', { name: 'Nomor sertifikat' }).fill('JWD-LSPTD-2025-000001');
    await page.getByRole('searchbox', { name: 'Nomor sertifikat' }).press('Enter');
    const badge = page.getByRole('link', { name: /Open Badges/ });
    await expect(badge).toBeVisible();
    // Wherever the page is scrolled to bring the link into view, the button is not over it.
    for (const block of ['end', 'center', 'start'] as const) {
      await badge.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
      expect(await overlap(chat, badge), block).toBe(false);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await overlap(chat, badge), 'page end').toBe(false);
    await badge.click({ trial: true });
  });
});

test("the supervisor's trainer selector shows its label clear of the chosen trainers", async ({ page }) => {
  await logIn(page, 'trainee-spv@demo.local');
  const select = page.getByRole('combobox', { name: 'Pelatih' });
  await expect(select).toHaveText('Semua Pelatih');
  const labelId = await select.getAttribute('aria-labelledby');
  // The drawn boxes of the label's text and of the value's text (the input's own box includes its padding, where a
  // label belongs): they must not cross.
  const crossing = await select.evaluate((combobox, ids) => {
    const label = document.getElementById((ids ?? '').split(' ')[0]!);
    if (!label) throw new Error('the select names no label');
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const [a, b] = [textBox(label), textBox(combobox)];
    return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  }, labelId);
  expect(crossing).toBe(false);
});
