import { describe, expect, it } from 'vitest';
import type { KaryaBisaProduct } from '@core/content/contract';
import { GatewayError } from '@core/errors/parseError';
import type { ApiGet, ApiPost, SiteData } from '@core/site/rendering';
import { render } from '../../public-site/src/entry-server';

const siteData: SiteData = { contactInfo: null, loggedIn: false };
const PRODUCTS: KaryaBisaProduct[] = [
  {
    id: 1,
    name: 'Helm Las',
    category: 'Keselamatan',
    description: 'Buatan siswa SMK',
    images: [
      { id: 11, imageUrl: '/uploads/helm-1.webp' },
      { id: 12, imageUrl: '/uploads/helm-2.webp' },
    ],
  },
  { id: 2, name: 'Meja Kayu', category: 'Mebel', description: 'Tanpa gambar', images: [] },
];
const USED_TOKEN = 'Kode sudah dipakai atau kedaluwarsa';

/** The API as the pages' loaders see it: Karya BISA's products, a search finding nothing; the rest falls back to the defaults. */
const apiGet: ApiGet = async (family, path) => {
  if (family === 'main' && path === '/karya-bisa/product/get-product') return { data: PRODUCTS };
  if (family === 'main' && path.startsWith('/public-site/search-program?key=las&'))
    return { statusCode: 200, message: 'OK', data: { items: [], pageIndex: 1, pageSize: 10, totalCount: 0 } };
  throw Object.assign(new Error(`GET ${path}: 404`), { status: 404 });
};

/** The confirmation call: 'good' confirms, any other token is refused with the gateway's message. */
function confirmations() {
  const posts: string[] = [];
  const apiPost: ApiPost = async (family, path, body) => {
    posts.push(`${family} ${path} ${JSON.stringify(body)}`);
    if ((body as { token: string }).token === 'good') return { statusCode: 200, message: 'OK', data: null };
    throw new GatewayError(400, 'Bad Request', { statusCode: 400, message: USED_TOKEN });
  };
  return { apiPost, posts };
}

async function page(path: string) {
  const { apiPost, posts } = confirmations();
  const result = await render({ url: `https://bisa.example${path}`, locale: path.startsWith('/en') ? 'en' : 'id', siteData, apiGet, apiPost });
  return { ...result, posts };
}

/** The islands a page's markup carries, by name (the header's is on every page). */
const islandsOf = (html: string) => [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]).filter((name) => name !== 'header');

// These pages hydrate only their islands; an island page keeps its loaders' data out of the page.
describe('the last content pages as island pages', () => {
  it('/contact-us: the message form is an island hydrated on first use, its fields not React-controlled', async () => {
    for (const [path, title] of [
      ['/contact-us', 'Hubungi Kami'],
      ['/en/contact-us', 'Contact Us'],
    ] as const) {
      const { status, html, head, routeData } = await page(path);
      expect(status).toBe(200);
      expect(routeData).toBeUndefined();
      expect(html).toContain(`>${title}</h1>`);
      expect(islandsOf(html)).toEqual(['contactMessageForm']);
      expect(html).toMatch(/data-island="contactMessageForm" data-when="interaction"/);
      expect(html).toMatch(/<input[^>]*id="contact-name"/);
      expect(html).not.toMatch(/<input[^>]*id="contact-name"[^>]*value=/);
      expect(head).toMatch(/<meta name="bisa-catalog" content="[^"]*\bcontent\b/);
    }
  });

  it("/karya-bisa: each product's pictures are an island with the product's images as props", async () => {
    for (const path of ['/karya-bisa', '/en/karya-bisa']) {
      const { status, html, routeData } = await page(path);
      expect(status).toBe(200);
      expect(routeData).toBeUndefined();
      // The product without pictures has none, and no island.
      expect(islandsOf(html)).toEqual(['productPictures']);
      const props = /data-island="productPictures" data-when="interaction" data-props="([^"]+)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
      expect(JSON.parse(props ?? 'null')).toEqual({ name: 'Helm Las', images: PRODUCTS[0]!.images });
      expect(html).toContain('aria-pressed="true"');
      expect(html).toContain('Meja Kayu');
    }
    expect((await page('/en/karya-bisa')).html).toContain('aria-label="Helm Las, picture 2"');
  });

  it('/email-confirm confirms on the server, once per visit, and says so in the page’s language', async () => {
    const confirmed = await page('/email-confirm?token=good');
    expect(confirmed.status).toBe(200);
    expect(confirmed.posts).toEqual(['cm /account-user/confirm-email {"token":"good"}']);
    expect(confirmed.html).toContain('Alamat e-mail Anda sudah dikonfirmasi. Sekarang Anda dapat masuk.');
    expect(confirmed.routeData).toBeUndefined();
    expect(islandsOf(confirmed.html)).toEqual([]);
    expect((await page('/en/email-confirm?token=good')).html).toContain('Your e-mail address is confirmed. You can log in now.');

    const refused = await page('/en/email-confirm?token=used');
    expect(refused.status).toBe(200);
    // React separates the texts of one element with comments.
    expect(refused.html.replace(/<!-- -->/g, '')).toContain(`We could not confirm your e-mail address. ${USED_TOKEN}`);
    expect(refused.html).not.toContain('is confirmed');

    const missing = await page('/email-confirm');
    expect(missing.posts).toEqual([]);
    expect(missing.html).toContain('Tautan tidak lengkap. Buka kembali tautan dari e-mail Anda.');
    expect(missing.html).toContain('href="/login"');
  });

  it('/search and /requirements need no island: a GET form and links', async () => {
    for (const path of ['/search', '/en/search?key=las', '/requirements', '/en/requirements']) {
      const { status, html, routeData } = await page(path);
      expect(status, path).toBe(200);
      expect(routeData, path).toBeUndefined();
      expect(islandsOf(html), path).toEqual([]);
    }
    expect((await page('/en/search')).html).toMatch(/<form role="search" class="search-form"[^>]* action="\/en\/search" method="get">/);
  });
});
