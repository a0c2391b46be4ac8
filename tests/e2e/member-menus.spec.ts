import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ROLE_ACCOUNT_TYPE, ROLE_SLUG, type RoleName } from '@core/rules/roles';
import { logInThroughForm, registerThroughApi, uniqueEmail } from './support/accounts';
import { texts, type TestLocale } from './support/texts';

const DEMO_PASSWORD = 'Demo@12345';

interface RoleMenu {
  area: 'member' | 'employer' | 'job-seeker';
  items: { segment: string; labelKey: string; hiddenForAccountTypes?: number[] }[];
  links?: { path: string; labelKey: string }[];
}
/** SPEC 2's menus: each role's area, and which items in which order (@core/rules/menus imports the JSON, which Playwright's loader refuses). */
const MENUS = (JSON.parse(readFileSync('schemas/menus.json', 'utf8')) as { roles: Record<RoleName, RoleMenu> }).roles;

/**
 * SPEC 2's menu labels as the member sees them, per language, by catalog key, written out here rather than read from
 * the catalogs: the translation contract. Which of them a role's menu shows, in which order, is schemas/menus.json's
 * (menuLabels), so a wrong order, a missing item or a missing translation still fails the suite. The roles that fill
 * assessment forms end with the link to /form.
 */
const MENU_LABELS: Record<TestLocale, Record<string, string>> = {
  id: {
    'menu.dashboard': 'Dasbor',
    'menu.jadwal': 'Jadwal',
    'menu.kompetensi': 'Program saya',
    'menu.sertifikasi': 'Sertifikasi',
    'menu.sertifikat': 'Sertifikat',
    'menu.forum': 'Forum',
    'menu.profile': 'Profil',
    'menu.transaksi': 'Transaksi',
    'menu.trainerTransaction': 'Transaksi pelatih',
    'menu.jadwalAssessor': 'Jadwal asesmen',
    'menu.listSertifikasi': 'Daftar sertifikasi',
    'menu.content': 'Konten',
    'menu.companyProfile': 'Profil perusahaan',
    'menu.jobVacancy': 'Lowongan kerja',
    'menu.talentSource': 'Sumber talenta',
    'menu.candidate': 'Kandidat',
    'menu.jobApplied': 'Lamaran saya',
    'menu.jadwalLsp': 'Jadwal sertifikasi',
    'menu.forms': 'Formulir asesmen',
  },
  en: {
    'menu.dashboard': 'Dashboard',
    'menu.jadwal': 'Schedule',
    'menu.kompetensi': 'My programs',
    'menu.sertifikasi': 'Certification',
    'menu.sertifikat': 'Certificates',
    'menu.forum': 'Forum',
    'menu.profile': 'Profile',
    'menu.transaksi': 'Transactions',
    'menu.trainerTransaction': 'Trainer transactions',
    'menu.jadwalAssessor': 'Assessment schedule',
    'menu.listSertifikasi': 'Certification list',
    'menu.content': 'Content',
    'menu.companyProfile': 'Company profile',
    'menu.jobVacancy': 'Job vacancies',
    'menu.talentSource': 'Talent source',
    'menu.candidate': 'Candidates',
    'menu.jobApplied': 'Applied jobs',
    'menu.jadwalLsp': 'Certification schedule',
    'menu.forms': 'Assessment forms',
  },
};

/** The member shell's own texts, per language, written out for the same reason. */
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

/** The label written out above for a catalog key of the menus; a key without one fails the test that needs it. */
function labelOf(locale: TestLocale, labelKey: string): string {
  const label = MENU_LABELS[locale][labelKey];
  if (label === undefined) throw new Error(`no ${locale} label written out for ${labelKey}`);
  return label;
}

/**
 * The labels of the role's menu in schemas/menus.json's order: its items (but those its account type does not get,
 * the demo accounts having their role's type), then its links.
 */
function menuLabels(role: RoleName, locale: TestLocale): string[] {
  const { items, links = [] } = MENUS[role];
  const shown = items.filter((item) => !item.hiddenForAccountTypes?.includes(ROLE_ACCOUNT_TYPE[role]));
  return [...shown, ...links].map((entry) => labelOf(locale, entry.labelKey));
}

interface RoleCase {
  role: RoleName;
  /** The demo person's name the landing page greets. */
  name: string;
  /** A page of another role's area. */
  foreignPage: string;
}

const ROLE_CASES: RoleCase[] = [
  { role: 'Trainee', name: 'Budi Santoso', foreignPage: '/employer/job-vacancy' },
  // Not job-applied: a Trainee Staff's own applications are /member/job-applied, where that address leads (SPEC 5).
  { role: 'Trainee Staff', name: 'Siti Rahmawati', foreignPage: '/job-seeker/profile' },
  { role: 'Trainee SPV', name: 'Agus Wijaya', foreignPage: '/employer' },
  { role: 'Trainee Manager', name: 'Dewi Lestari', foreignPage: '/employer/candidate' },
  { role: 'Content Creator', name: 'Fajar Nugroho', foreignPage: '/job-seeker' },
  { role: 'Assessor', name: 'Hendra Gunawan', foreignPage: '/employer/talent-source' },
  { role: 'Assessor SPV', name: 'Maya Sari', foreignPage: '/job-seeker/job-vacancy' },
  { role: 'Employer', name: 'PT Maju Bersama', foreignPage: '/member/jadwal' },
  { role: 'Job Seeker', name: 'Rina Kusuma', foreignPage: '/employer/job-vacancy' },
  { role: 'LSP', name: 'LSP Teknologi Digital', foreignPage: '/employer' },
  { role: 'Trainer', name: 'Rudi Hartono', foreignPage: '/job-seeker/profile' },
  { role: 'Trainer Staff', name: 'Nur Aini', foreignPage: '/employer/profile' },
];

const roleCase = (role: RoleName) => ROLE_CASES.find((entry) => entry.role === role)!;

async function logInAs(page: Page, locale: TestLocale, { role, name }: RoleCase): Promise<void> {
  const prefix = texts[locale].prefix;
  await page.goto(`${prefix}/login`);
  await logInThroughForm(page, locale, `${ROLE_SLUG[role]}@demo.local`, DEMO_PASSWORD);
  // Every login opens /member; a role working elsewhere is sent on to its own area.
  await expect(page).toHaveURL(new RegExp(`${prefix}/${MENUS[role].area}/?$`));
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

/** The item of the role menu with the label written out for the catalog key. */
function roleMenuItem(page: Page, locale: TestLocale, labelKey: string) {
  return page.getByRole('menu', { name: MENU_TEXTS[locale].menu }).getByRole('menuitem', { name: labelOf(locale, labelKey), exact: true });
}

for (const role of ROLE_CASES) {
  test(`${ROLE_SLUG[role.role]}: lands in /${MENUS[role.role].area} with SPEC 2's menu, is refused ${role.foreignPage}, logs out`, async ({
    page,
  }) => {
    await logInAs(page, 'id', role);
    await expect(roleMenu(page, 'id')).toHaveText(menuLabels(role.role, 'id'));

    await page.goto(role.foreignPage);
    await expect(page.getByRole('heading', { level: 1, name: MENU_TEXTS.id.accessDenied })).toBeVisible();
    await expect(roleMenu(page, 'id')).toHaveText(menuLabels(role.role, 'id'));

    await logOutThroughUserMenu(page, 'id');
  });
}

// The trainee in English: every page of the menu exists now (learning built the last); the schedule opens in English.
test('trainee in English: the menu, its schedule page, and another area refused', async ({ page }) => {
  const role = roleCase('Trainee');
  await logInAs(page, 'en', role);
  await expect(roleMenu(page, 'en')).toHaveText(menuLabels('Trainee', 'en'));

  await roleMenuItem(page, 'en', 'menu.jadwal').click();
  await expect(page).toHaveURL('/en/member/jadwal');
  await expect(page.getByRole('heading', { level: 1, name: 'My learning schedule' })).toBeVisible();
  await expect(page.getByText(MENU_TEXTS.en.comingLater)).toHaveCount(0);

  await page.goto(`/en${role.foreignPage}`);
  await expect(page.getByRole('heading', { level: 1, name: MENU_TEXTS.en.accessDenied })).toBeVisible();
  await logOutThroughUserMenu(page, 'en');
});

test('a role outside /member opening /member is sent to its own area, whose profile page opens', async ({ page }) => {
  const employer = roleCase('Employer');
  await logInAs(page, 'id', employer);
  await page.goto('/member');
  await expect(page).toHaveURL(/\/employer\/?$/);
  await roleMenuItem(page, 'id', 'menu.companyProfile').click();
  await expect(page).toHaveURL('/employer/profile');
  await page.goto('/member/profile');
  await expect(page.getByRole('heading', { level: 1, name: MENU_TEXTS.id.accessDenied })).toBeVisible();
});

test("the header search opens the public site's search on Enter", async ({ page }) => {
  await logInAs(page, 'id', roleCase('Trainee SPV'));
  await page.getByRole('searchbox', { name: MENU_TEXTS.id.searchSite }).fill('las listrik');
  await page.getByRole('searchbox', { name: MENU_TEXTS.id.searchSite }).press('Enter');
  await expect(page).toHaveURL('/search?key=las+listrik');
});

test("a Job Seeker's header search button opens the job vacancies", async ({ page }) => {
  await logInAs(page, 'en', roleCase('Job Seeker'));
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

  await roleMenuItem(page, 'id', 'menu.jadwal').click();
  await expect(page).toHaveURL('/member/jadwal');
  await expect(page.getByText(MENU_TEXTS.id.unverified)).toBeVisible();
  await page.getByRole('button', { name: MENU_TEXTS.id.resend }).click();
  await expect(page.getByText(MENU_TEXTS.id.resent(user.email))).toBeVisible();
});
