import { expect, test } from '@playwright/test';
import { DEMO_TRAINEE, logInThroughForm } from './support/accounts';
import { accessibilityProblems } from './support/accessibility';

test('a visitor browses the academy, adds a course after logging in, and selects it in the cart', async ({ page }) => {
  await page.goto('/program/bisa-academy');
  await expect(page.getByRole('heading', { level: 1, name: 'BISA Academy' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByRole('link', { name: 'Lihat semua: Kursus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kursus' })).toBeVisible();
  await page.getByRole('link', { name: 'Dasar Pemrograman Web' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dasar Pemrograman Web' })).toBeVisible();
  // The price box says what is paid once; the syllabus lists the linked course's modules.
  await expect(page.getByRole('complementary', { name: 'Harga' }).locator('.price-pay')).toHaveText('Anda bayar Rp 4.500.000');
  await expect(page.getByRole('heading', { level: 2, name: 'Yang akan Anda pelajari' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  const detailPath = new URL(page.url()).pathname;

  // Not logged in: to /login and back to the same program.
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logInThroughForm(page, 'id', DEMO_TRAINEE.email, DEMO_TRAINEE.password);
  await expect(page).toHaveURL(detailPath);
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Ditambahkan ke keranjang')).toBeVisible();
  // The same program twice: the server's message in the info popup.
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Program ini sudah ada di keranjang Anda')).toBeVisible();

  // A certification too, then the cart groups both types, unselected.
  await page.goto('/program/bisa-academy/certification');
  await page.getByRole('link', { name: 'Sertifikasi Junior Web Developer' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByText('Ditambahkan ke keranjang')).toBeVisible();
  await page.getByRole('link', { name: 'Buka keranjang' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Keranjang' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Kursus' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sertifikasi' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Ringkasan' });
  await expect(summary.getByText('Rp 0').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Dasar Pemrograman Web' }).check();
  // With the taxes the checkout charges: 4,500,000 + PPN 11 % 495,000 + PPH 2 % 90,000.
  await expect(summary.locator('.cart-total')).toHaveText('Rp 5.085.000');
  await page.getByRole('checkbox', { name: 'Pilih semua Sertifikasi' }).check();
  // 13,000,000 + PPN 1,430,000 + PPH 260,000.
  await expect(summary.locator('.cart-total')).toHaveText('Rp 14.690.000');
  expect(await accessibilityProblems(page)).toEqual([]);

  // Delete all checked: both go, locally at once and on the server (a reload shows an empty cart).
  await page.getByRole('button', { name: 'Hapus semua yang dicentang' }).click();
  await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();
});

test('a visitor opening the cart goes to the login page and comes back', async ({ page }) => {
  await page.goto('/en/cart');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fcart/);
  await logInThroughForm(page, 'en', DEMO_TRAINEE.email, DEMO_TRAINEE.password);
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
});

test('search finds programs in both languages and an unknown program is a 404', async ({ page }) => {
  await page.goto('/search?key=pajak');
  await expect(page.getByRole('link', { name: 'Paket Mandiri Belajar Perpajakan' })).toBeVisible();
  await page.goto('/en/search');
  await page.getByLabel('Keyword').fill('certification');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('3 programs found for "certification"')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  const response = await page.goto('/program/bisa-academy/course/999999');
  expect(response?.status()).toBe(404);
});

test.describe('at a phone viewport', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the program browser drills down four levels and a higher choice resets the lower ones', async ({ page }) => {
    await page.goto('/en/program');
    const browser = page.getByRole('region', { name: 'Browse programs' });
    await browser.getByLabel('Program group').selectOption({ label: 'BISA Academy' });
    await browser.getByLabel('Competency category').selectOption({ label: 'Information Technology' });
    await browser.getByLabel('Program type').selectOption({ label: 'Course' });
    await expect(browser.getByRole('link', { name: 'Web Programming Basics' })).toBeVisible();
    await expect(browser.getByRole('link', { name: 'Data Analysis with Python' })).toBeVisible();
    // The cards' call to action in the page's language: the island loads the cards' catalog part, too.
    await expect(browser.getByText('See details').first()).toBeVisible();
    await expect(browser.getByText('siteLook.seeDetails')).toHaveCount(0);
    await browser.getByLabel('Competency category').selectOption({ label: 'Finance and Accounting' });
    await expect(browser.getByLabel('Program type')).toHaveValue('');
    await expect(browser.getByRole('link', { name: 'Web Programming Basics' })).toHaveCount(0);
    await browser.getByLabel('Program group').selectOption({ label: 'BISA for Business' });
    await expect(browser.getByLabel('Competency category')).toHaveValue('');
    await expect(browser.getByLabel('Program type')).toHaveCount(0);
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

test('a company sends a link-and-match request; a wrong period is refused in the form', async ({ page }) => {
  await page.goto('/en/program/temp/request-curriculum-link-and-match');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a link-and-match curriculum' })).toBeVisible();
  await page.getByLabel('Company name').fill('PT Sinar Logistik');
  await page.getByLabel('Contact person').fill('Wahyu Pratama');
  await page.getByLabel('E-mail', { exact: true }).fill('wahyu@sinarlogistik.co.id');
  await page.getByLabel('Phone').fill('+62 812 3456 7890');
  await page.getByLabel('Curriculum wanted').fill('Warehousing and inventory');
  await page.getByLabel('Number of participants').fill('25');
  await page.getByLabel('Period start').fill('2027-04-30');
  await page.getByLabel('Period end').fill('2027-02-01');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('the period must end on or after its start')).toBeVisible();
  await page.getByLabel('Period end').fill('2027-06-30');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Thank you. Our team will contact you about your request')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.goto('/program/temp/learning-industrial');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Industrial' })).toBeVisible();
});

test('checkout of the selected cart items through the sandbox provider ends on /success and among my programs', async ({ page }) => {
  await page.goto('/login?redirect=%2Fprogram%2Fbisa-academy%2Fprofession');
  await logInThroughForm(page, 'id', DEMO_TRAINEE.email, DEMO_TRAINEE.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Profesi' })).toBeVisible();
  await page.getByRole('link', { name: 'Profesi Analis Data' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.getByRole('link', { name: 'Buka keranjang' }).click();
  await page.getByRole('checkbox', { name: 'Pilih semua Profesi' }).check();
  await page.getByRole('link', { name: 'Bayar yang dipilih' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Ringkasan' });
  // 20,000,000 - 2,500,000 = 17,500,000; PPN 11 % 1,925,000; PPH 2 % 350,000.
  await expect(summary.getByText('Rp 1.925.000')).toBeVisible();
  await expect(summary.getByText('Rp 350.000')).toBeVisible();
  await expect(summary.locator('.cart-total')).toHaveText('Rp 19.775.000');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Sandbox (pembayaran uji)' }).check();
  await page.getByRole('button', { name: 'Bayar sekarang' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Bayar (berhasil)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran berhasil' })).toBeVisible();
  await expect(page).toHaveURL(/\/success\?order=/);

  // The member area's transactions show the order as paid, with its tax lines.
  await page.getByRole('link', { name: 'Ke area belajar saya' }).click();
  await page.goto('/member/transaksi');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi' })).toBeVisible();
  // The demo trainee has other paid orders (the learning seed's enrolments): this one is the newest row of its program.
  const order = page.getByRole('table', { name: 'Transaksi' }).getByRole('row').filter({ hasText: 'Profesi Analis Data' }).first();
  await expect(order.getByRole('cell', { name: 'Lunas' })).toBeVisible();
  await order.getByRole('link', { name: 'Profesi Analis Data' }).click();
  await expect(page.getByText('Rp 19.775.000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cetak faktur (PDF)' })).toBeVisible();

  // The program is now among the learner's programs (the Trainee menu's kompetensi page).
  await page.getByRole('menuitem', { name: 'Program saya' }).click();
  await expect(page).toHaveURL(/\/member\/kompetensi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Program saya' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Profesi Analis Data' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
});
