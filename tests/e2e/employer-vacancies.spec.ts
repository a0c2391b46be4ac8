import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';
import { expectNoSeriousViolations } from './support/accessibility';

/** The demo employer (server/src/db/seed*.ts), whose company PT Maju Bersama is seeded verified. */
const EMPLOYER = 'employer@demo.local';

/** A local YYYY-MM-DD some days ahead, as a date input takes it. */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('the demo employer creates a vacancy, publishes it for the public search, and closes it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // One word no seeded vacancy has, so the searches find this one only.
  const word = `zq${Date.now().toString(36)}`;
  const title = `Analis ${word}`;

  await logIn(page, EMPLOYER, { locale: 'en' });

  await page.goto('/en/employer/job-vacancy');
  await expect(page.getByRole('heading', { level: 1, name: 'My job vacancies' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'New vacancy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New job vacancy' })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  // Leaving a form with unsaved changes asks first; staying keeps what was typed.
  const leaving = page.waitForEvent('dialog');
  void page.getByRole('link', { name: 'Cancel' }).click();
  const question = await leaving;
  expect(question.message()).toBe("Some of your changes weren't saved. Are you sure you want to ignore them?");
  await question.dismiss();
  await expect(page.getByRole('heading', { level: 1, name: 'New job vacancy' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await page.getByLabel('Description').fill('Analyses the warehouse data.');
  await page.getByLabel('Lowest monthly salary (Rp)').fill('8000000');
  await page.getByLabel('Highest monthly salary (Rp)').fill('6000000');
  await page.getByLabel('Closing date').fill(daysAhead(30));
  // The page's own check, the gateway's rule: the highest salary is not below the lowest.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The highest salary cannot be below the lowest')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Highest monthly salary (Rp)').fill('9000000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/en\/employer\/job-vacancy$/);

  const filters = page.getByRole('search', { name: 'Vacancy filters' });
  await filters.getByLabel('Search by title').fill(word);
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(new RegExp(`searchValue=${word}`));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish this vacancy?' }).getByRole('button', { name: 'Publish' }).click();
  await expect(row).toContainText('Published');
  await expectNoSeriousViolations(page);

  // An anonymous visitor finds it in the public search.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/program/bisa-talent/job-vacancy?keyword=${word}`);
  await expect(visitorPage.getByRole('link', { name: title })).toBeVisible();

  // Its own page: the counters and the way to its candidates.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the candidates' })).toHaveAttribute('href', /\/employer\/candidate\?vacancy=[0-9a-f-]{36}$/);
  await expectNoSeriousViolations(page);
  await page.goBack();

  // Closed through the selection's bulk Close.
  await row.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('button', { name: 'Close selected' }).click();
  await page.getByRole('dialog', { name: 'Close the selected vacancies?' }).getByRole('button', { name: 'Close selected' }).click();
  await expect(row).toContainText('Closed');
  await visitorPage.goto(`/program/bisa-talent/job-vacancy?keyword=${word}`);
  await expect(visitorPage.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.close();

  // On a phone the table scrolls inside its card; the page itself never gets wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/employer/job-vacancy?searchValue=${word}`);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  // A column's header sorts through the gateway, the address keeping the sort in the gateway's names. A draft copy
  // gives the search two rows whose statuses differ: the closed original and the draft.
  const rows = page.getByRole('row').filter({ hasText: title });
  await rows.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByRole('dialog', { name: 'Duplicate this vacancy?' }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Sort by status ascending' }).click();
  await page.waitForURL(new RegExp(`searchValue=${word}&sortBy=status&sortOrder=asc$`));
  await expect(rows).toContainText(['Closed', 'Draft']);
  await page.getByRole('button', { name: 'Sort by status descending' }).click();
  await page.waitForURL(/sortBy=status&sortOrder=desc$/);
  await expect(rows).toContainText(['Draft', 'Closed']);

  // The export: every vacancy the filters match, as CSV under the columns' own headers (Excel's UTF-8 mark first).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Job vacancies.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('Title,Status,Location,Type,Applicants,Posted,Closes');
  expect(lines.filter((line) => line.startsWith(`${title},`))).toHaveLength(2);
});
