import { describe, expect, it } from 'vitest';
import type { ApiGet } from '@core/site/rendering';
import { render } from '../../public-site/src/entry-server';

const apiGet: ApiGet = async (_family, path) => {
  throw Object.assign(new Error(`GET ${path}: 404`), { status: 404 });
};

const page = (path: string, loggedIn: boolean) =>
  render({ url: `https://bisa.example${path}`, locale: path.startsWith('/en') ? 'en' : 'id', siteData: { contactInfo: null, loggedIn }, apiGet });

/** SPEC 2: the cart is a member's; a visitor is sent to the login in the page's language and comes back after. */
describe('the cart page on the server', () => {
  it("answers a visitor with a redirect to the login of the cart's language", async () => {
    const id = await page('/cart', false);
    expect(id.status).toBe(302);
    expect(id.redirect).toBe('/login?redirect=%2Fcart');
    const en = await page('/en/cart', false);
    expect(en.status).toBe(302);
    expect(en.redirect).toBe('/en/login?redirect=%2Fen%2Fcart');
  });

  it('renders the cart for a logged-in member', async () => {
    const { status, redirect, html } = await page('/en/cart', true);
    expect(status).toBe(200);
    expect(redirect).toBeUndefined();
    expect(html).toContain('id="page-title"');
  });
});
