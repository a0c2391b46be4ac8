import { expect, test } from '@playwright/test';
import { logInThroughForm } from './support/accounts';

const OPERATOR = { email: 'admin@demo.local', password: 'Demo@12345' };

test('the operator edits a news title in the console and the public article shows it, without a restart', async ({ page }) => {
  await page.goto('/en/login');
  await logInThroughForm(page, 'en', OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/member/);
  await page.getByRole('menuitem', { name: 'News (content)' }).click();
  await expect(page).toHaveURL(/\/member\/content-news$/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('forklift');
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('Forklift');
  await row.getByText(/Forklift/).click();
  const title = page.getByLabel('Title (English)');
  await expect(title).toHaveValue(/Forklift/);
  await title.fill('Forklift Operators Certified in Record Numbers');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/member\/content-news$/);

  await page.goto('/en/news?q=forklift');
  await page.locator('.card-grid .news-card').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forklift Operators Certified in Record Numbers');
});

test('the operator reads a message sent through the contact form', async ({ page, request }) => {
  const html = await (await request.get('/login')).text();
  const apiKey = html.match(/<meta name="bisa-api-key" content="([^"]+)"/)![1]!;
  const sent = await request.post('/api/v2/api/contact-us', {
    headers: { 'x-api-key': apiKey },
    data: { name: 'Sekar Ayu', email: 'sekar@example.id', affiliation: 'SMK Negeri 2 Depok', messages: 'Mohon info kelas K3.' },
  });
  expect(sent.status()).toBe(201);
  await page.goto('/en/login');
  await logInThroughForm(page, 'en', OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/member/);
  await page.getByRole('menuitem', { name: 'Contact messages' }).click();
  // The name cell: the e-mail cell is a mailto link of its own.
  await page.locator('tbody tr').getByText('Sekar Ayu').click();
  await expect(page.getByText('Mohon info kelas K3.')).toBeVisible();
});
