import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from '@core/cart/contract';
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

  it("renders a member's cart with their items when their session answers, the island waiting for first use", async () => {
    const row: ServerCartItem = {
      id: 'cart-1',
      enrollmentType: 1,
      subProgramId: 5,
      packageDescDetail: '',
      courseFileCover: null,
      courseName: 'Junior Web Developer',
      courseId: 7,
      coursePrice: 2_500_000,
      courseDiscount: 500_000,
      courseTotalAfterDiscount: 2_000_000,
    };
    const asMember: ApiGet = async (family, path) => {
      if (family === 'main' && path === '/order-cart') return { statusCode: 200, message: 'OK', data: [row] };
      throw Object.assign(new Error(`GET ${path}: 404`), { status: 404 });
    };
    const { status, redirect, html } = await render({
      url: 'https://bisa.example/en/cart',
      locale: 'en',
      siteData: { contactInfo: null, loggedIn: true, member: { firstName: 'Budi', cartCount: 1 } },
      apiGet: asMember,
    });
    expect(status).toBe(200);
    expect(redirect).toBeUndefined();
    expect(html).toContain('Junior Web Developer');
    expect(html).toContain('Rp');
    expect(html).toMatch(/data-island="cart" data-when="interaction"/);
    // The header shows the member's name and count from SiteData.member, and also waits for first use.
    expect(html).toContain('Budi');
    expect(html).toMatch(/data-island="header" data-when="interaction"/);
  });

  it('loads the cart in the browser when the session does not answer on the server (the island hydrates at once)', async () => {
    const { status, html } = await page('/en/cart', true);
    expect(status).toBe(200);
    expect(html).toContain('id="page-title"');
    expect(html).toMatch(/data-island="cart" data-when="load"/);
    expect(html).toMatch(/data-island="header" data-when="load"/);
  });
});
