import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VacancyPage, VacancyView } from '@core/jobs/contract';
import type { ApiGet, SiteData } from '@core/site/rendering';
import { render } from '../../public-site/src/entry-server';

const ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const OPEN: VacancyView = {
  id: ID,
  title: 'Staf Gudang </script><script>alert(1)</script>',
  description: 'Mengelola stok barang.\n\nShift pagi dan malam.',
  requirements: 'SMK semua jurusan',
  company: { id: 'c0c0c0c0-0000-4000-8000-000000000001', name: 'PT Maju Bersama', logoUrl: `/uploads/${'L'.repeat(32)}.png` },
  province: { code: '31', name: 'DKI Jakarta' },
  regency: { code: '31.71', name: 'Kota Jakarta Selatan' },
  employmentType: 'contract',
  workMode: 'onsite',
  field: 'logistics',
  salary: { min: 5_000_000, max: 7_500_000 },
  quota: 3,
  closesAt: '2099-12-31T16:59:59.000Z',
  status: 'published',
  publishedAt: '2025-11-20T02:00:00.000Z',
  createdAt: '2025-11-19T02:00:00.000Z',
  open: true,
  expired: false,
};
const HIDDEN_SALARY: VacancyView = {
  ...OPEN,
  id: '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5c',
  title: 'Kasir',
  salary: null,
  workMode: 'remote',
  company: { ...OPEN.company, logoUrl: null },
};
const CLOSED: VacancyView = { ...OPEN, status: 'closed', open: false };
const EXPIRED: VacancyView = { ...OPEN, closesAt: '2025-11-30T16:59:59.000Z', open: false, expired: true };

const siteData: SiteData = { contactInfo: null, loggedIn: false };

/** The gateway's jp and md answers as the renderer's loaders see them; anything else 404. */
function gateway(options: { vacancy?: VacancyView; page?: VacancyPage } = {}) {
  const calls: string[] = [];
  const page: VacancyPage = options.page ?? { items: [OPEN, HIDDEN_SALARY], total: 23, pageIndex: 2, pageSize: 10 };
  const apiGet: ApiGet = async (family, path) => {
    calls.push(`${family} ${path}`);
    const ok = (data: unknown) => ({ statusCode: 200, message: 'OK', data });
    if (family === 'jp' && path.startsWith('/job-vacancy?')) return ok(page);
    if (family === 'jp' && path === '/job-vacancy') return ok(page);
    if (family === 'jp' && options.vacancy && path === `/job-vacancy/${options.vacancy.id}`) return ok(options.vacancy);
    if (family === 'md' && path === '/location-area/province-lookup/')
      return ok({
        items: [
          { value: '31', text: 'DKI Jakarta' },
          { value: '32', text: 'Jawa Barat' },
        ],
      });
    if (family === 'md' && path === '/location-area/district-lookup/31') return ok({ items: [{ value: '31.71', text: 'Kota Jakarta Selatan' }] });
    if (family === 'jp' && path.startsWith('/job-vacancy/') && !/^\/job-vacancy\/[0-9a-f-]{36}$/.test(path))
      throw Object.assign(new Error(`GET ${path}: 400`), { status: 400 });
    throw Object.assign(new Error(`GET ${path}: 404`), { status: 404 });
  };
  return { apiGet, calls };
}

async function page(path: string, options: Parameters<typeof gateway>[0] & { loggedIn?: boolean } = {}) {
  const { apiGet, calls } = gateway(options);
  const result = await render({
    url: `https://bisa.example${path}`,
    locale: path.startsWith('/en') ? 'en' : 'id',
    siteData: { ...siteData, loggedIn: options.loggedIn ?? false },
    apiGet,
  });
  return { ...result, calls };
}

// The loaders report a failed content load on the console; these tests make some fail on purpose.
afterEach(() => {
  vi.restoreAllMocks();
});
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const jsonLdOf = (head: string) => {
  const match = /<script type="application\/ld\+json" id="page-structured-data">([\s\S]*?)<\/script>/.exec(head);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

describe('the job portal landing (/program/bisa-talent)', () => {
  it('offers both audiences their way in and shows the 4 latest vacancies, in Indonesian', async () => {
    const { status, html, head, calls } = await page('/program/bisa-talent');
    expect(status).toBe(200);
    expect(calls).toEqual(['jp /job-vacancy?pageIndex=1&pageSize=4']);
    expect(head).toContain('<title>BISA Talent: lowongan dan talenta | BISA</title>');
    for (const text of [
      'Untuk pencari kerja',
      'Untuk perusahaan',
      'href="/registrasi/job-seeker"',
      'href="/login/job-seeker"',
      'href="/registrasi-partner/employer"',
      `href="/program/bisa-talent/job-vacancy/${ID}"`,
      'href="/program/bisa-talent/job-vacancy"',
      'PT Maju Bersama',
      'Kontrak',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it('in English under /en, and says so when the vacancies cannot be loaded', async () => {
    quiet();
    const { apiGet } = gateway();
    const failing: ApiGet = (family, path) => (family === 'jp' ? Promise.reject(new Error('down')) : apiGet(family, path));
    const { status, html } = await render({ url: 'https://bisa.example/en/program/bisa-talent', locale: 'en', siteData, apiGet: failing });
    expect(status).toBe(200);
    expect(html).toContain('For job seekers');
    expect(html).toContain('href="/en/registrasi/job-seeker"');
    expect(html).toContain('href="/en/login/job-seeker"');
    expect(html).toContain('role="alert"');
  });

  it('/login/job-seeker is the login page', async () => {
    const { status } = await page('/login/job-seeker');
    expect(status).toBe(200);
  });
});

describe('the vacancy search (/program/bisa-talent/job-vacancy)', () => {
  const query = 'keyword=gudang&province=31&regency=31.71&employmentType=contract&workMode=onsite&salaryMin=5000000&postedWithinDays=7&sort=salary';

  it('passes the filters of the address to the gateway, keeps them in the form and in every page link', async () => {
    const { status, html, head, calls } = await page(`/program/bisa-talent/job-vacancy?${query}&pageIndex=2&bogus=1`);
    expect(status).toBe(200);
    expect(calls).toContain(`jp /job-vacancy?${query}&pageIndex=2`);
    expect(calls).toContain('md /location-area/district-lookup/31');
    expect(head).toContain('<title>Lowongan kerja: gudang | BISA</title>');
    expect(html).toMatch(/<form[^>]*action="\/program\/bisa-talent\/job-vacancy"/);
    expect(html).toContain('method="get"');
    expect(html).toContain('<label class="field-label" for="vacancy-search-keyword">Kata kunci</label>');
    expect(html).toContain('value="gudang"');
    expect(html).toMatch(/<option value="31" selected="">DKI Jakarta<\/option>/);
    expect(html).toMatch(/<option value="31.71" selected="">Kota Jakarta Selatan<\/option>/);
    expect(html).toMatch(/<option value="contract" selected="">Kontrak<\/option>/);
    expect(html).toMatch(/<option value="salary" selected="">Gaji tertinggi<\/option>/);
    expect(html).toContain('23 lowongan ditemukan');
    // 23 results, 10 a page: pages 1..3, each link with every filter.
    const pageLink = (n: number) => `/program/bisa-talent/job-vacancy?${query.replace(/&/g, '&amp;')}${n === 1 ? '' : `&amp;pageIndex=${n}`}`;
    for (const n of [1, 3]) expect(html, `page ${n}`).toContain(`href="${pageLink(n)}"`);
    expect(html).toContain('aria-current="page"');
    // Salary as a range in rupiah, or "not disclosed" when hidden.
    expect(html).toMatch(/Rp\s5\.000\.000 sampai Rp\s7\.500\.000 per bulan/);
    expect(html).toContain('Gaji tidak ditampilkan');
    expect(html).toContain('Diterbitkan 20 November 2025');
    expect(html).toContain('Kota Jakarta Selatan, DKI Jakarta');
  });

  it('in English, with a clear empty state and a way back to all vacancies', async () => {
    const { status, html } = await page('/en/program/bisa-talent/job-vacancy?keyword=astronaut', {
      page: { items: [], total: 0, pageIndex: 1, pageSize: 10 },
    });
    expect(status).toBe(200);
    expect(html).toContain('0 vacancies found');
    expect(html).toContain('No vacancy matches this search.');
    expect(html).toContain('href="/en/program/bisa-talent/job-vacancy"');
    expect(html).not.toContain('class="pagination"');
  });

  it('drops a regency outside the chosen province and malformed filters instead of failing', async () => {
    const { status, calls } = await page('/program/bisa-talent/job-vacancy?province=32&regency=31.71&salaryMin=abc&sort=cheapest');
    expect(status).toBe(200);
    expect(calls).toContain('jp /job-vacancy?province=32');
  });
});

describe('a vacancy page (/program/bisa-talent/job-vacancy/{id})', () => {
  it('shows the vacancy with a login-to-apply link that returns to the job-seeker page, and its JobPosting JSON-LD escaped', async () => {
    const { status, html, head } = await page(`/program/bisa-talent/job-vacancy/${ID}`, { vacancy: OPEN });
    expect(status).toBe(200);
    for (const text of [
      'PT Maju Bersama',
      'Mengelola stok barang.',
      'Shift pagi dan malam.',
      'SMK semua jurusan',
      '31 Desember 2099',
      'Kota Jakarta Selatan, DKI Jakarta',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain(`href="/login?redirect=${encodeURIComponent(`/job-seeker/job-vacancy?vacancy=${ID}`)}"`);
    expect(html).toContain('Masuk untuk melamar');
    // The company's logo beside its name (decorative: the name follows).
    expect(html).toContain(`<img class="vacancy-logo" src="/uploads/${'L'.repeat(32)}.png" alt=""`);
    // No markup from the title reaches the page or the head unescaped.
    expect(html).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toMatch(/<\/script><script>alert/);
    const jsonLd = jsonLdOf(head);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: OPEN.title,
      datePosted: OPEN.publishedAt,
      validThrough: OPEN.closesAt,
      employmentType: 'TEMPORARY',
      hiringOrganization: { '@type': 'Organization', name: 'PT Maju Bersama', logo: `https://bisa.example/uploads/${'L'.repeat(32)}.png` },
      jobLocation: { '@type': 'Place', address: { addressRegion: 'DKI Jakarta', addressLocality: 'Kota Jakarta Selatan', addressCountry: 'ID' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'IDR', value: { minValue: 5_000_000, maxValue: 7_500_000, unitText: 'MONTH' } },
      url: `https://bisa.example/program/bisa-talent/job-vacancy/${ID}`,
    });
  });

  it('in English for a logged-in visitor: the apply button opens the member app; no baseSalary when the salary is hidden', async () => {
    const { html, head } = await page(`/en/program/bisa-talent/job-vacancy/${HIDDEN_SALARY.id}`, { vacancy: HIDDEN_SALARY, loggedIn: true });
    expect(html).toContain(`<a class="button button-primary" href="/en/job-seeker/job-vacancy?vacancy=${HIDDEN_SALARY.id}">Apply now</a>`);
    expect(html).toContain('Salary not disclosed');
    const jsonLd = jsonLdOf(head)!;
    expect(jsonLd.baseSalary).toBeUndefined();
    expect(jsonLd.hiringOrganization).toEqual({ '@type': 'Organization', name: 'PT Maju Bersama' });
    expect(html).not.toContain('vacancy-logo');
    expect(jsonLd.jobLocationType).toBe('TELECOMMUTE');
  });

  it('a closed vacancy says so, has no apply button and no JobPosting', async () => {
    const { status, html, head } = await page(`/program/bisa-talent/job-vacancy/${ID}`, { vacancy: CLOSED, loggedIn: true });
    expect(status).toBe(200);
    expect(html).toContain('Lowongan ini sudah ditutup');
    expect(html).not.toContain('Lamar sekarang');
    expect(html).not.toContain('/job-seeker/job-vacancy');
    expect(jsonLdOf(head)).toBeUndefined();
  });

  it('an expired vacancy says its closing date has passed and cannot be applied to', async () => {
    const { html } = await page(`/en/program/bisa-talent/job-vacancy/${ID}`, { vacancy: EXPIRED });
    expect(html).toContain('The closing date of this vacancy has passed');
    expect(html).not.toContain('Log in to apply');
  });

  it('an unknown or malformed id is the 404 page', async () => {
    const unknown = await page('/program/bisa-talent/job-vacancy/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const malformed = await page('/en/program/bisa-talent/job-vacancy/not-an-id');
    expect(malformed.status).toBe(404);
    expect(malformed.html).toContain('Page not found');
    expect(malformed.head).toContain('noindex');
  });
});

describe('the home page teaser', () => {
  it('shows the 4 latest vacancies from the jp family', async () => {
    quiet();
    const { html, calls } = await page('/en');
    expect(calls).toContain('jp /job-vacancy?pageIndex=1&pageSize=4');
    expect(html).toContain('id="home-vacancies"');
    expect(html).toContain(`href="/en/program/bisa-talent/job-vacancy/${ID}"`);
  });
});
