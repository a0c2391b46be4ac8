import { describe, expect, it } from 'vitest';
import type { ApiGet, SiteData } from '@core/site/rendering';
import { render } from '../../public-site/src/entry-server';

const siteData: SiteData = { contactInfo: null, loggedIn: false };

/** The md province lookup, as the partner form's loader asks for it; anything else 404. */
function gateway() {
  const calls: string[] = [];
  const apiGet: ApiGet = async (family, path) => {
    calls.push(`${family} ${path}`);
    if (family === 'md' && path === '/location-area/province-lookup/')
      return { statusCode: 200, message: 'OK', data: { items: [{ value: '31', text: 'DKI Jakarta' }] } };
    throw Object.assign(new Error(`GET ${path}: 404`), { status: 404 });
  };
  return { apiGet, calls };
}

async function page(path: string) {
  const { apiGet, calls } = gateway();
  const result = await render({ url: `https://bisa.example${path}`, locale: path.startsWith('/en') ? 'en' : 'id', siteData, apiGet });
  return { ...result, calls };
}

/** SPEC 1's /registrasi-partner and /requirements, rendered on the server in both languages. */
describe('partner registration pages', () => {
  it('shows the chooser with the three kinds, also for an unknown kind', async () => {
    for (const path of ['/registrasi-partner', '/registrasi-partner/unknown']) {
      const { status, html, calls } = await page(path);
      expect(status).toBe(200);
      expect(calls).toEqual([]);
      for (const text of [
        'Daftar sebagai mitra',
        'href="/registrasi-partner/employer"',
        'href="/registrasi-partner/lsp"',
        'href="/registrasi-partner/training-provider"',
      ])
        expect(html, text).toContain(text);
    }
    const { html } = await page('/en/registrasi-partner');
    expect(html).toContain('Register as a partner');
    expect(html).toContain('href="/en/registrasi-partner/employer"');
  });

  it("renders an employer's form with the provinces, the areas as labelled selects and the policies linked", async () => {
    const { status, html, head, calls } = await page('/registrasi-partner/employer');
    expect(status).toBe(200);
    expect(calls).toEqual(['md /location-area/province-lookup/']);
    expect(head).toContain('<title>Pendaftaran: Perusahaan pemberi kerja | BISA</title>');
    for (const text of [
      '<label class="field-label" for="partner-npwp">NPWP</label>',
      '<option value="31">DKI Jakarta</option>',
      'for="partner-villageCode"',
      'href="/requirements/terms-conditions"',
      'href="/requirements/privacy-policy"',
      'Daftarkan organisasi',
    ])
      expect(html, text).toContain(text);
    const english = await page('/en/registrasi-partner/lsp');
    expect(english.head).toContain('<title>Register: Certification body (LSP) | BISA</title>');
    expect(english.html).toContain('href="/en/requirements/terms-conditions"');
  });

  it('lists each kind’s documents on /requirements and links its children', async () => {
    const { status, html } = await page('/requirements');
    expect(status).toBe(200);
    for (const text of [
      'Persyaratan mitra',
      'SK lisensi LSP dari BNSP',
      'href="/requirements/privacy-policy"',
      'href="/registrasi-partner/training-provider"',
    ])
      expect(html, text).toContain(text);
    const english = await page('/en/requirements');
    expect(english.html).toContain('Partner requirements');
    expect(english.html).toContain('href="/en/requirements/terms-conditions"');
  });

  it('links the partner registration from the person registration', async () => {
    expect((await page('/registrasi')).html).toContain('href="/registrasi-partner"');
  });
});
