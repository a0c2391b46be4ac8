import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { texts, type TestLocale } from './support/texts';

const DEMO_PASSWORD = 'Demo@12345';

/**
 * SPEC 2's menus as the member sees them, per language, written out here rather than read from the catalogs or
 * schemas/menus.json: a wrong order, a missing item or a missing translation must fail the suite. The roles that fill
 * assessment forms end with the link to /form (issue 7).
 */
const MENU_TEXTS = {
  id: {
    menu: 'Menu anggota',
    userMenu: 'Profil',
    accessDenied: 'Akses ditolak',
    comingLater: 'Bagian platform ini hadir pada rilis berikutnya.',
    search: 'Cari',
    searchSite: 'Cari program dan berita',
    searchJobs: 'Cari lowongan kerja',
    unverified: 'Alamat e-mail Anda belum dikonfirmasi',
    resend: 'Kirim ulang e-mail konfirmasi',
    resent: (email: string) => `E-mail konfirmasi baru sedang dikirim ke ${email}`,
  },
  en: {
    menu: 'Member menu',
    userMenu: 'Profile',
    accessDenied: 'Access denied',
    comingLater: 'This part of the platform arrives in a later release.',
    search: 'Search',
    searchSite: 'Search programs and news',
    searchJobs: 'Search job vacancies',
    unverified: 'Your e-mail address is not confirmed yet',
    resend: 'Send the confirmation e-mail again',
    resent: (email: string) => `A new confirmation e-mail is on its way to ${email}`,
  },
} as const;

interface RoleCase {
  slug: string;
  name: string;
  area: 'member' | 'employer' | 'job-seeker';
  items: Record<TestLocale, string[]>;
  /** A page of another role's area. */
  foreignPage: string;
}

const ROLE_CASES: RoleCase[] = [
  {
    slug: 'trainee',
    name: 'Budi Santoso',
    area: 'member',
    items: {
      id: ['Dasbor', 'Jadwal', 'Program saya', 'Sertifikasi', 'Sertifikat', 'Forum', 'Profil', 'Transaksi', 'Formulir asesmen'],
      en: ['Dashboard', 'Schedule', 'My programs', 'Certification', 'Certificates', 'Forum', 'Profile', 'Transactions', 'Assessment forms'],
    },
    foreignPage: '/employer/job-vacancy',
  },
  {
    slug: 'trainee-staff',
    name: 'Siti Rahmawati',
    area: 'member',
    items: {
      id: ['Dasbor', 'Jadwal', 'Program saya', 'Sertifikasi', 'Sertifikat', 'Forum', 'Profil', 'Formulir asesmen'],
      en: ['Dashboard', 'Schedule', 'My programs', 'Certification', 'Certificates', 'Forum', 'Profile', 'Assessment forms'],
    },
    // Not job-applied: a Trainee Staff's own applications are /member/job-applied, where that address leads (SPEC 5).
    foreignPage: '/job-seeker/profile',
  },
  {
    slug: 'trainee-spv',
    name: 'Agus Wijaya',
    area: 'member',
    items: { id: ['Dasbor', 'Jadwal', 'Profil', 'Formulir asesmen'], en: ['Dashboard', 'Schedule', 'Profile', 'Assessment forms'] },
    foreignPage: '/employer',
  },
  {
    slug: 'trainee-manager',
    name: 'Dewi Lestari',
    area: 'member',
    items: {
      id: ['Dasbor', 'Jadwal', 'Profil', 'Transaksi', 'Formulir asesmen'],
      en: ['Dashboard', 'Schedule', 'Profile', 'Transactions', 'Assessment forms'],
    },
    foreignPage: '/employer/candidate',
  },
  {
    slug: 'content-creator',
    name: 'Fajar Nugroho',
    area: 'member',
    items: { id: ['Dasbor', 'Konten'], en: ['Dashboard', 'Content'] },
    foreignPage: '/job-seeker',
  },
  {
    slug: 'assessor',
    name: 'Hendra Gunawan',
    area: 'member',
    items: {
      id: ['Dasbor', 'Jadwal asesmen', 'Daftar sertifikasi', 'Profil', 'Formulir asesmen'],
      en: ['Dashboard', 'Assessment schedule', 'Certification list', 'Profile', 'Assessment forms'],
    },
    foreignPage: '/employer/talent-source',
  },
  {
    slug: 'assessor-spv',
    name: 'Maya Sari',
    area: 'member',
    items: {
      id: ['Jadwal', 'Daftar sertifikasi', 'Transaksi', 'Profil', 'Formulir asesmen'],
      en: ['Schedule', 'Certification list', 'Transactions', 'Profile', 'Assessment forms'],
    },
    foreignPage: '/job-seeker/job-vacancy',
  },
  {
    slug: 'employer',
    name: 'PT Maju Bersama',
    area: 'employer',
    items: {
      id: ['Profil perusahaan', 'Lowongan kerja', 'Sumber talenta', 'Kandidat'],
      en: ['Company profile', 'Job vacancies', 'Talent source', 'Candidates'],
    },
    foreignPage: '/member/jadwal',
  },
  {
    slug: 'job-seeker',
    name: 'Rina Kusuma',
    area: 'job-seeker',
    items: {
      id: ['Lowongan kerja', 'Profil', 'Lamaran saya', 'Formulir asesmen'],
      en: ['Job vacancies', 'Profile', 'Applied jobs', 'Assessment forms'],
    },
    foreignPage: '/employer/job-vacancy',
  },
  {
    slug: 'lsp',
    name: 'LSP Teknologi Digital',
    area: 'member',
    items: {
      id: ['Jadwal sertifikasi', 'Transaksi', 'Profil', 'Formulir asesmen'],
      en: ['Certification schedule', 'Transactions', 'Profile', 'Assessment forms'],
    },
    foreignPage: '/employer',
  },
  {
    slug: 'trainer',
    name: 'Rudi Hartono',
    area: 'member',
    items: { id: ['Dasbor', 'Profil', 'Forum', 'Transaksi trainer'], en: ['Dashboard', 'Profile', 'Forum', 'Trainer transactions'] },
    foreignPage: '/job-seeker/profile',
  },
  {
    slug: 'trainer-staff',
    name: 'Nur Aini',
    area: 'member',
    items: { id: ['Dasbor', 'Profil', 'Forum'], en: ['Dashboard', 'Profile', 'Forum'] },
    foreignPage: '/employer/profile',
  },
];

const roleCase = (slug: string) => ROLE_CASES.find((entry) => entry.slug === slug)!;

async function logInAs(page: Page, locale: TestLocale, { slug, area, name }: RoleCase): Promise<void> {
  const prefix = texts[locale].prefix;
  await page.goto(`${prefix}/login`);
  await logInThroughForm(page, locale, `${slug}@demo.local`, DEMO_PASSWORD);
  // Every login opens /member; a role working elsewhere is sent on to its own area.
  await expect(page).toHaveURL(new RegExp(`${prefix}/${area}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: texts[locale].welcome(name) })).toBeVisible();
}

async function logOutThroughUserMenu(page: Page, locale: TestLocale): Promise<void> {
  await page.getByRole('button', { name: MENU_TEXTS[locale].userMenu, exact: true }).click();
  await page.getByRole('menuitem', { name: texts[locale].logout }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(texts[locale].logoutConfirmation);
  await dialog.getByRole('button', { name: texts[locale].confirmYes }).click();
  await expect(page).toHaveURL(`${texts[locale].prefix}/login`);
}

function roleMenu(page: Page, locale: TestLocale) {
  return page.getByRole('menu', { name: MENU_TEXTS[locale].menu }).getByRole('menuitem');
}

for (const role of ROLE_CASES) {
  test(`${role.slug}: lands in /${role.area} with SPEC 2's menu, is refused ${role.foreignPage}, logs out`, async ({ page }) => {
    await logInAs(page, 'id', role);
    await expect(roleMenu(page, 'id')).toHaveText(role.items.id);

    await page.goto(role.foreignPage);
    await expect(page.getByRole('heading', { level: 1, name: MENU_TEXTS.id.accessDenied })).toBeVisible();
    await expect(roleMenu(page, 'id')).toHaveText(role.items.id);

    await logOutThroughUserMenu(page, 'id');
  });
}

// The trainee in English: every page of the menu exists now (issue 16 built the last); the schedule opens in English.
test('trainee in English: the menu, its schedule page, and another area refused', async ({ page }) => {
  const role = roleCase('trainee');
  await logInAs(page, 'en', role);
  const items = roleMenu(page, 'en');
  await expect(items).toHaveText(role.items.en);

  await items.nth(1).click();
  await expect(page).toHaveURL('/en/member/jadwal');
  await expect(page.getByRole('heading', { level: 1, name: 'My learning schedule' })).toBeVisible();
  await expect(page.getByText(MENU_TEXTS.en.comingLater)).toHaveCount(0);

  await page.goto(`/en${role.foreignPage}`);
  await expect(page.getByRole('heading', { level: 1, name: MENU_TEXTS.en.accessDenied })).toBeVisible();
  await logOutThroughUserMenu(page, 'en');
});

test('a role outside /member opening /member is sent to its own area, whose profile page opens', async ({ page }) => {
  const employer = roleCase('employer');
  await logInAs(page, 'id', employer);
  await page.goto('/member');
  await expect(page).toHaveURL(/\/employer\/?$/);
  await roleMenu(page, 'id').first().click();
  await expect(page).toHaveURL('/employer/profile');
  await page.goto('/member/profile');
  await expect(page.getByRole('heading', { level: 1, name: MENU_TEXTS.id.accessDenied })).toBeVisible();
});

test("the header search opens the public site's search on Enter", async ({ page }) => {
  await logInAs(page, 'id', roleCase('trainee-spv'));
  await page.getByRole('searchbox', { name: MENU_TEXTS.id.searchSite }).fill('las listrik');
  await page.getByRole('searchbox', { name: MENU_TEXTS.id.searchSite }).press('Enter');
  await expect(page).toHaveURL('/search?key=las+listrik');
});

test("a Job Seeker's header search button opens the job vacancies", async ({ page }) => {
  await logInAs(page, 'en', roleCase('job-seeker'));
  await page.getByRole('searchbox', { name: MENU_TEXTS.en.searchJobs }).fill('operator');
  await page.getByRole('button', { name: MENU_TEXTS.en.search, exact: true }).click();
  await expect(page).toHaveURL('/en/program/bisa-talent/job-vacancy?keyword=operator');
});

test('an unconfirmed e-mail shows the banner on every page, whose link mails the confirmation again', async ({ page, request }) => {
  const user = { email: uniqueEmail('unverified'), password: 'Rahasia#2026', fullname: 'Ani Wulandari' };
  await registerThroughApi(request, user);
  await page.goto('/login');
  await logInThroughForm(page, 'id', user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: texts.id.welcome(user.fullname) })).toBeVisible();
  await expect(page.getByText(MENU_TEXTS.id.unverified)).toBeVisible();

  await roleMenu(page, 'id').nth(1).click();
  await expect(page).toHaveURL('/member/jadwal');
  await expect(page.getByText(MENU_TEXTS.id.unverified)).toBeVisible();
  await page.getByRole('button', { name: MENU_TEXTS.id.resend }).click();
  await expect(page.getByText(MENU_TEXTS.id.resent(user.email))).toBeVisible();
});

test('a member dashboard has no serious or critical accessibility violations', async ({ page }) => {
  await logInAs(page, 'id', roleCase('trainee-manager'));
  await expect(roleMenu(page, 'id')).toHaveCount(5);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
});
