import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** The certificate verification pages show the demo trainee's certificates (server/src/db/seedCertification.ts). */
const PAGES = ['/login', '/register', '/en/login', '/forgot-password', '/sertifikat?number=JWD-LSPTD-2025-000001', '/en/qr-access'];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  });
}
