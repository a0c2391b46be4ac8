import { expect, test } from '@playwright/test';
import { logIn } from './support/accounts';

/**
 * What the cart and a program's price box show a member: the taxes where the total is, a pay button that is inactive
 * with nothing selected, a program the member holds already, and no cart for a role without one (a trainer).
 * The demo trainee staff holds the K3 course (the learning seed) and has a cart of its own in no other spec.
 */

test('the cart shows PPN and PPH where its total is, and pays nothing while nothing is selected', async ({ page }) => {
  await logIn(page, 'trainee-staff@demo.local');
  await page.goto('/program/bisa-academy/profession');
  await page.getByRole('link', { name: 'Profesi Analis Data' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.getByRole('link', { name: 'Buka keranjang' }).click();

  const summary = page.getByRole('complementary', { name: 'Ringkasan' });
  await expect(summary.getByRole('button', { name: 'Bayar yang dipilih' })).toBeDisabled();
  await expect(summary.getByRole('link', { name: 'Bayar yang dipilih' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Pilih semua Profesi' }).check();
  // 20,000,000 - 2,500,000 = 17,500,000; PPN 11 % 1,925,000; PPH 2 % 350,000: what the checkout charges.
  await expect(summary.getByText('PPN 11%')).toBeVisible();
  await expect(summary.getByText('Rp 1.925.000')).toBeVisible();
  await expect(summary.getByText('PPH 2%')).toBeVisible();
  await expect(summary.getByText('Rp 350.000')).toBeVisible();
  await expect(summary.locator('.cart-total')).toHaveText('Rp 19.775.000');
  await expect(summary.getByRole('link', { name: 'Bayar yang dipilih' })).toBeVisible();

  // Leaves the cart as it found it.
  await page.getByRole('button', { name: 'Hapus semua yang dicentang' }).click();
  await expect(page.getByText('Keranjang Anda kosong.')).toBeVisible();
});

test('a program the member holds already links to their page of it instead of going in the cart', async ({ page }) => {
  await logIn(page, 'trainee-staff@demo.local', { locale: 'en' });
  await page.goto('/en/program/bisa-academy/course');
  await page.getByRole('link', { name: 'Introduction to Workplace Safety' }).click();
  const box = page.getByRole('complementary', { name: 'Price' });
  await expect(box.getByText('You already own this program')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await box.getByRole('link', { name: 'Open my program' }).click();
  await expect(page).toHaveURL(/\/en\/member\/kompetensi\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Introduction to Workplace Safety' }).first()).toBeVisible();
});

test('a trainer, who has no cart, is offered no Add to cart', async ({ page }) => {
  await logIn(page, 'trainer@demo.local');
  await page.goto('/program/bisa-academy/course');
  await page.getByRole('link', { name: 'Dasar Pemrograman Web' }).click();
  const box = page.getByRole('complementary', { name: 'Harga' });
  await expect(box.getByRole('link', { name: 'Beli sekarang' })).toBeVisible();
  // Hydrated when seen: the button goes once the box knows the member's role.
  await expect(box.getByRole('button', { name: 'Tambah ke keranjang' })).toHaveCount(0);
});
