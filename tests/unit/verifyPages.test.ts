import { describe, expect, it } from 'vitest';
import type { CertificateSummary } from '@core/certification/contract';
import type { ApiGet, SiteData } from '@core/site/rendering';
import { render } from '../../public-site/src/entry-server';
import { isLivePage, pageCacheKey } from '../../server/src/features/public-site/pageCache';

const ID = '5f0c2a8e-1b7d-4c3e-9a6f-2d8e4b1c7a90';
const VALID: CertificateSummary = {
  id: ID,
  number: 'JWD-LSPTD-2025-000042',
  scheme: { code: 'JWD', title: { id: 'Pengembang Web Pratama', en: 'Junior Web Developer' } },
  lsp: { name: 'LSP Teknologi Digital' },
  holderName: 'Siti Nurhaliza Rahmawati',
  issuedAt: '2025-08-17T03:15:00.000Z',
  issuedOn: '2025-08-17',
  validUntil: '2028-08-16',
  status: 'valid',
  revokedAt: null,
};
const REVOKED: CertificateSummary = { ...VALID, status: 'revoked', revokedAt: '2026-01-05T08:00:00.000Z' };
const siteData: SiteData = { contactInfo: null, loggedIn: false };

/** The gateway's verification API as the renderer's loaders see it: the envelope of a known certificate, else 404. */
function gateway(certificate: CertificateSummary) {
  const calls: string[] = [];
  const apiGet: ApiGet = async (family, path) => {
    calls.push(`${family} ${path}`);
    if (path === `/verify/certificates?number=${certificate.number}` || path === `/verify/certificates/${certificate.id}`)
      return { statusCode: 200, message: 'OK', data: certificate };
    throw Object.assign(new Error(`GET ${path}: 404`), { status: 404 });
  };
  return { apiGet, calls };
}

async function page(path: string, certificate = VALID) {
  const { apiGet, calls } = gateway(certificate);
  const result = await render({ url: `https://bisa.example${path}`, locale: path.startsWith('/en') ? 'en' : 'id', siteData, apiGet });
  return { ...result, calls };
}

describe('the certificate verification pages', () => {
  it('/sertifikat shows a labelled search form and no certificate before a search', async () => {
    const { status, html, head, calls } = await page('/sertifikat');
    expect(status).toBe(200);
    expect(html).toContain('<label for="verify-number">Nomor sertifikat</label>');
    expect(html).toMatch(/<form[^>]*action="\/sertifikat"[^>]*role="search"|<form[^>]*role="search"[^>]*action="\/sertifikat"/);
    expect(html).toContain('name="number"');
    expect(html).not.toContain('certificate-card');
    expect(head).toContain('<title>Verifikasi sertifikat | BISA</title>');
    expect(calls).toEqual([]);
  });

  it('/en/sertifikat?number= shows the certificate of that number in English, and nothing else about the holder', async () => {
    const { status, html, calls } = await page(`/en/sertifikat?number=%20${VALID.number}%20`);
    expect(status).toBe(200);
    expect(calls).toEqual([`certification /verify/certificates?number=${VALID.number}`]);
    for (const text of [
      'Certificate JWD-LSPTD-2025-000042',
      'Siti Nurhaliza Rahmawati',
      'Junior Web Developer',
      'LSP Teknologi Digital',
      '17 August 2025',
      '16 August 2028',
      'certificate-status-valid',
      `href="/en/qr-access/${ID}"`,
      `href="/qr-access/${ID}/credential.json"`,
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toMatch(/certificate-status-valid" role="status">Status(<!-- -->)?: <strong>Valid<\/strong>/);
    expect(html).not.toContain('Pengembang Web Pratama');
  });

  it('says so for an unknown number, with the page answering 200', async () => {
    const { status, html } = await page('/sertifikat?number=JWD-LSPTD-1999-000001');
    expect(status).toBe(200);
    expect(html).toContain('Tidak ada sertifikat dengan nomor JWD-LSPTD-1999-000001');
    expect(html).not.toContain('certificate-card');
  });

  it('/qr-access/{id} shows one certificate; a revoked one says since when', async () => {
    const { status, html, head } = await page(`/qr-access/${ID}`, REVOKED);
    expect(status).toBe(200);
    expect(head).toContain('<title>Sertifikat JWD-LSPTD-2025-000042 | BISA</title>');
    expect(html).toContain('certificate-status-revoked');
    expect(html).toMatch(/certificate-status-revoked" role="status">Status(<!-- -->)?: <strong>Dicabut<\/strong>/);
    expect(html).toContain('Dicabut pada 5 Januari 2026');
    expect(html).toContain('17 Agustus 2025');
    expect(html).toContain('Pengembang Web Pratama');
  });

  it('/qr-access/{id} of an unknown certificate is the 404 page; /qr-access alone is the search form', async () => {
    const unknown = await page('/en/qr-access/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Page not found');
    const bare = await page('/qr-access');
    expect(bare.status).toBe(200);
    expect(bare.html).toContain('<label for="verify-number">Nomor sertifikat</label>');
  });

  it("are kept apart from the site's pages in the page cache (briefly, and dropped on a revocation)", () => {
    for (const url of ['/sertifikat', '/en/sertifikat', `/qr-access/${ID}`, `/en/qr-access/${ID}`, '/qr-access']) {
      expect(isLivePage(url), url).toBe(true);
    }
    for (const url of ['/news', '/sertifikat-lain', '/en/program/sertifikat']) expect(isLivePage(url), url).toBe(false);
    expect(pageCacheKey(`/qr-access/${ID}`, false)).toBe(`out /qr-access/${ID}`);
    // A search is the visitor's to choose: rendered every time.
    expect(pageCacheKey('/sertifikat?number=JWD-LSPTD-2025-000042', false)).toBeUndefined();
    expect(pageCacheKey('/sertifikat-lain', true)).toBe('in /sertifikat-lain');
  });
});
