import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { linkFromMail } from './support/mailbox';

const PASSWORD = 'Lonceng#2026';

/** The bell in the member header: its accessible name carries the unread count (SPEC 4). */
const bell = (page: Page, count: number) => page.getByRole('link', { name: `Notifikasi, ${count} belum dibaca` });

test('the operator sends a notification; the trainee sees the bell rise live, reads it, and the count falls', async ({ browser, request }) => {
  const email = uniqueEmail('bell');
  await registerThroughApi(request, { email, password: PASSWORD, fullname: 'Lestari Bell' });
  const trainee = await browser.newPage();
  await trainee.goto(await linkFromMail(request, email, '/email-confirm'));
  await expect(trainee.getByRole('alert').or(trainee.getByRole('status')).first()).toBeVisible();
  await trainee.goto('/login');
  await logInThroughForm(trainee, 'id', email, PASSWORD);
  await expect(trainee).toHaveURL(/\/member\/?$/);
  // The welcome notification of the confirmation is waiting, and the live connection is up.
  await expect(bell(trainee, 1)).toBeVisible();
  await expect(trainee.getByTestId('unread-badge')).toHaveAttribute('data-connected', 'true');

  const operator = await browser.newPage();
  await operator.goto('/login');
  await logInThroughForm(operator, 'id', 'admin@demo.local', 'Demo@12345');
  await expect(operator).toHaveURL(/\/member\/?$/);
  await operator.goto('/member/notification');
  await operator.getByLabel('E-mail penerima').fill(email);
  await operator.getByLabel('Judul (Bahasa Indonesia)').fill('Jadwal baru tersedia');
  await operator.getByLabel('Judul (Bahasa Inggris)').fill('A new schedule is available');
  await operator.getByLabel('Pesan (Bahasa Indonesia)').fill('Silakan periksa jadwal Anda.');
  await operator.getByLabel('Pesan (Bahasa Inggris)').fill('Please check your schedule.');
  await operator.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(operator.getByText('Notifikasi dikirim ke 1 akun')).toBeVisible();

  // No reload: the count rises through the hub.
  await expect(bell(trainee, 2)).toBeVisible();
  await bell(trainee, 2).click();
  await expect(trainee).toHaveURL(/\/member\/notification$/);
  const list = trainee.getByRole('list', { name: 'Notifikasi' });
  await expect(list.getByText('Jadwal baru tersedia')).toBeVisible();
  await list.getByText('Jadwal baru tersedia').click();
  await expect(bell(trainee, 1)).toBeVisible();
  await trainee.getByRole('button', { name: 'Tandai semua sudah dibaca' }).click();
  await expect(bell(trainee, 0)).toBeVisible();
  await operator.close();
  await trainee.close();
});
