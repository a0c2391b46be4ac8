import { expect, test } from '@playwright/test';
import { logInThroughForm } from './support/accounts';
import { accessibilityProblems } from './support/accessibility';

/** A Trainee Manager buys (the menu shows transactions); the demo trainee's orders belong to catalogue-cart.spec.ts. */
const LEARNER = { email: 'trainee-manager@demo.local', password: 'Demo@12345' };
const OPERATOR = { email: 'admin@demo.local', password: 'Demo@12345' };
/** A 1×1 PNG: the photo of a transfer receipt the learner picks. */
const PROOF = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a learner pays by bank transfer, the operator confirms the proof, and the learner sees the order paid', async ({ browser }) => {
  // The learner buys a course now, choosing the manual bank transfer.
  // Two sessions side by side: each its own context (cookies), as two people on two computers.
  const learner = await (await browser.newContext()).newPage();
  await learner.goto('/login?redirect=%2Fprogram%2Fbisa-academy%2Fcourse');
  await logInThroughForm(learner, 'id', LEARNER.email, LEARNER.password);
  await learner.getByRole('link', { name: 'Analisis Data dengan Python' }).click();
  await learner.getByRole('link', { name: 'Beli sekarang' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await expect(learner.getByRole('radio', { name: 'Transfer bank manual' })).toBeChecked();
  await learner.getByRole('button', { name: 'Bayar sekarang' }).click();

  // The order's page in the member area: the bank account, then the proof.
  await expect(learner).toHaveURL(/\/member\/transaksi\/[0-9a-f-]{36}$/);
  const orderUrl = learner.url();
  await expect(learner.getByRole('heading', { level: 2, name: 'Bayar dengan transfer bank' })).toBeVisible();
  await expect(learner.getByText('Bank Mandiri')).toBeVisible();
  await expect(learner.getByText('Menunggu pembayaran')).toBeVisible();
  expect(await accessibilityProblems(learner)).toEqual([]);
  await learner.locator('input[type="file"]').setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PROOF });
  await expect(learner.getByText('Bukti terkirim. Operator akan segera memeriksanya')).toBeVisible();
  await expect(learner.getByText('Bukti terkirim, menunggu pemeriksaan')).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Unggah bukti' })).toHaveCount(0);

  // The operator finds the order waiting with its proof, and confirms it.
  const operator = await (await browser.newContext()).newPage();
  await operator.goto('/en/login');
  await logInThroughForm(operator, 'en', OPERATOR.email, OPERATOR.password);
  await expect(operator).toHaveURL(/\/member/);
  await operator.getByRole('menuitem', { name: 'Orders', exact: true }).click();
  await expect(operator).toHaveURL(/\/member\/admin-orders/);
  await operator.getByRole('textbox', { name: 'Search', exact: true }).fill('trainee-manager');
  // The list answers the search after its debounce: a row clicked before that is replaced under the pointer.
  await expect(operator).toHaveURL(/filter=[^&]*trainee-manager/);
  const row = operator.locator('tbody tr').filter({ hasText: 'trainee-manager@demo.local' }).first();
  await expect(row).toBeVisible();
  await row.getByText('trainee-manager@demo.local').click();
  await expect(operator).toHaveURL(/\/member\/admin-orders\/[0-9a-f-]{36}/);
  await expect(operator.getByRole('heading', { level: 2, name: 'Proofs of transfer' })).toBeVisible();
  await expect(operator.getByText('Proof sent, awaiting check')).toBeVisible();
  expect(await accessibilityProblems(operator)).toEqual([]);
  await operator.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(operator.getByText('Payment confirmed. The learner is enrolled')).toBeVisible();
  await expect(operator.getByRole('heading', { level: 1 })).toContainText('Paid');
  await expect(operator.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);

  // The learner sees the order paid and the proof accepted.
  await learner.goto(orderUrl);
  await expect(learner.getByText('Lunas')).toBeVisible();
  await expect(learner.getByText('Bukti diterima')).toBeVisible();
});

test('the operator unpublishes a program in the console and the public list drops it at once', async ({ page }) => {
  await page.goto('/en/login');
  await logInThroughForm(page, 'en', OPERATOR.email, OPERATOR.password);
  await expect(page).toHaveURL(/\/member/);
  await page.getByRole('menuitem', { name: 'Programs (catalogue)', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/admin-programs/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Python');
  const row = page.locator('tbody tr').filter({ hasText: 'Data Analysis with Python' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Unpublish' }).click();
  await expect(row.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto('/en/program/bisa-academy/course');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Data Analysis with Python' })).toHaveCount(0);

  // Published again from its edit page: the public list shows it again.
  await row.getByText('Data Analysis with Python').click();
  await expect(page.getByLabel('Title (English)')).toHaveValue('Data Analysis with Python');
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: 'Data Analysis with Python' })).toBeVisible();
});
