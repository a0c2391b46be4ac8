import { expect, test, type Page } from '@playwright/test';
import { accessibilityProblems } from './support/accessibility';

/** The demo trainee's certificates (server/src/db/seedCertification.ts, README). */
const VALID = 'JWD-LSPTD-2025-000001';
const REVOKED = 'OKM-LSPTD-2025-000001';

async function search(page: Page, path: string, label: string, number: string) {
  await page.goto(path);
  await page.getByRole('searchbox', { name: label }).fill(number);
  await page.getByRole('searchbox', { name: label }).press('Enter');
}

test('anyone verifies a certificate by its number, in both languages, and opens its QR page and credential', async ({ page, request }) => {
  await search(page, '/sertifikat', 'Nomor sertifikat', VALID.toLowerCase());
  await expect(page.getByRole('heading', { level: 2, name: `Sertifikat ${VALID}` })).toBeVisible();
  await expect(page.locator('.certificate-status')).toContainText('Berlaku');

  await search(page, '/en/sertifikat', 'Certificate number', REVOKED);
  await expect(page.locator('.certificate-status')).toContainText(/Revoked · Revoked on \d{1,2} \w+ \d{4}/);

  await page.getByRole('link', { name: 'Verification page of this certificate' }).click();
  await expect(page).toHaveURL(/\/en\/qr-access\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Certificate ${REVOKED}` })).toBeVisible();
  await expect(page.locator('.certificate-status')).toContainText('Revoked');
  expect(await accessibilityProblems(page)).toEqual([]);

  const credentialLink = page.getByRole('link', { name: 'Open Badges 3.0 credential (JSON)' });
  await expect(credentialLink).toHaveAttribute('href', /^\/qr-access\/[0-9a-f-]{36}\/credential\.json$/);
  const credentialHref = await credentialLink.getAttribute('href');
  const credential = await request.get(credentialHref!);
  expect(credential.status()).toBe(200);
  expect(((await credential.json()) as { type: string[] }).type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);

  await search(page, '/sertifikat', 'Nomor sertifikat', 'JWD-LSPTD-1999-000001');
  await expect(page.getByRole('status').filter({ hasText: 'Tidak ada sertifikat dengan nomor JWD-LSPTD-1999-000001' })).toBeVisible();
  // The not-found page's markup is tested in tests/unit/verifyPages.test.ts.
  expect((await page.goto('/qr-access/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
});
