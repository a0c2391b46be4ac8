import { expect, test, type Page } from '@playwright/test';
import { apiKeyOf, logInThroughForm } from './support/accounts';
import { captchaHeader } from './support/captcha';
import { accessibilityProblems } from './support/accessibility';

const OPERATOR = { email: 'admin@demo.local', password: 'Demo@12345' };

/** A 2×2 PNG, as a file the operator picks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

async function openConsole(page: Page, menuItem: string) {
  await page.goto('/en/login');
  await logInThroughForm(page, 'en', OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/member/);
  await page.getByRole('menuitem', { name: menuItem, exact: true }).click();
}

test('the operator edits a news title in the console and the public article shows it, without a restart', async ({ page }) => {
  await page.goto('/en/login');
  await logInThroughForm(page, 'en', OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/member/);
  await page.getByRole('menuitem', { name: 'News (content)' }).click();
  // The news list (react-admin may keep its search in the address).
  await expect(page).toHaveURL(/\/member\/content-news(\?|$)/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('forklift');
  await expect(page).toHaveURL(/forklift/);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('Forklift');
  await row.getByText(/Forklift/).click();
  const title = page.getByLabel('Title (English)');
  await expect(title).toHaveValue(/Forklift/);
  await title.fill('Forklift Operators Certified in Record Numbers');
  // Typed key by key, as a person does: the trailing line breaks must survive until the heading's text follows.
  const text = page.getByLabel('Text (English)');
  await text.press('Control+End');
  await text.pressSequentially('\n\n## A record year');
  await page.getByRole('button', { name: 'Save' }).click();
  // The news list (react-admin may keep its search in the address).
  await expect(page).toHaveURL(/\/member\/content-news(\?|$)/);

  await page.goto('/en/news?q=forklift');
  await page.locator('.card-grid .news-card').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forklift Operators Certified in Record Numbers');
  await expect(page.getByRole('heading', { level: 2, name: 'A record year' })).toBeVisible();
});

test('the operator reads a message sent through the contact form', async ({ page, request }) => {
  const apiKey = await apiKeyOf(request);
  const sent = await request.post('/api/v2/api/contact-us', {
    headers: { 'x-api-key': apiKey, ...(await captchaHeader(request, apiKey, 'contact')) },
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

test('the operator renames a partner (an accessible form) and the public partner page shows it, without a restart', async ({ page }) => {
  await openConsole(page, 'Partners');
  await expect(page).toHaveURL(/\/member\/content-partners$/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Astra');
  // The search applies after a pause; opening a row before would be undone by it.
  await expect(page).toHaveURL(/Astra/);
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('PT Astra Otoparts');
  // The list screen too: its buttons and links are drawn in the theme's primary colour.
  expect(await accessibilityProblems(page)).toEqual([]);
  const id = (await row.locator('td').nth(0).textContent())!.trim();
  await row.getByText('PT Astra Otoparts').click();
  const name = page.getByLabel('Partner name');
  await expect(name).toHaveValue('PT Astra Otoparts');
  expect(await accessibilityProblems(page)).toEqual([]);
  await name.fill('PT Astra Otoparts Tbk');
  await page.getByRole('button', { name: 'Save' }).click();
  // Back on the list, which puts its remembered search and sort into the address once it has loaded.
  await expect(page).toHaveURL(/\/member\/content-partners(\?|$)/);

  await page.goto(`/en/partner/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PT Astra Otoparts Tbk');
});

test('the operator uploads a news picture and the public article shows the stored file', async ({ page }) => {
  await openConsole(page, 'News (content)');
  await page.locator('tbody tr').first().locator('td').nth(1).click();
  const address = page.getByLabel('Picture address');
  await expect(address).toHaveValue(/\/media\//);
  const heading = await page.getByLabel('Title (English)').inputValue();
  await page.locator('input[type=file]').setInputFiles({ name: 'forklift.png', mimeType: 'image/png', buffer: PNG });
  await expect(address).toHaveValue(/^\/uploads\/[\w-]{32}\.png$/);
  const url = await address.inputValue();
  await expect(page.getByRole('img', { name: 'Current picture' })).toHaveAttribute('src', url);
  await page.getByRole('button', { name: 'Save' }).click();
  // The news list (react-admin may keep its search in the address).
  await expect(page).toHaveURL(/\/member\/content-news(\?|$)/);

  await page.goto('/en/news');
  await page.locator('.card-grid .news-card').filter({ hasText: heading }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const picture = page.locator('img.article-image');
  await expect(picture).toHaveAttribute('src', url);
  // The browser really got the picture from the gateway.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
});

test('the operator edits a FAQ of the home page (broken JSON in another section refused inline) and the contact info', async ({ page }) => {
  await openConsole(page, 'Page content');
  await page.getByRole('cell', { name: 'Home', exact: true }).click();
  const question = page.getByLabel('Question (English)').first();
  await expect(question).toHaveValue('What is BISA?');
  await question.fill('What is BISA, in one sentence?');

  const coverages = page.getByLabel('Section “coverages” (JSON)');
  const original = await coverages.inputValue();
  await coverages.fill(`${original.slice(0, -1)},`);
  await expect(page.getByText(/This is not valid JSON/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/member\/content-globals\/home$/);
  await coverages.fill(original);
  await expect(page.getByText(/This is not valid JSON/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/member\/content-globals$/);

  await page.getByRole('menuitem', { name: 'Contact info', exact: true }).click();
  const address = page.getByLabel('Company address');
  await expect(address).toHaveValue(/\S/);
  await address.fill('Jl. Jend. Sudirman Kav. 52, Jakarta Selatan 12190');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact info saved')).toBeVisible();

  await page.goto('/en');
  await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByText('What is BISA, in one sentence?')).toBeVisible();
  await expect(page.locator('footer address')).toHaveText('Jl. Jend. Sudirman Kav. 52, Jakarta Selatan 12190');
});
