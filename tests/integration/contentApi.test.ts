import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { NewsItem } from '@core/content/types';
import type { PagedList } from '@core/content/contract';
import { seedSiteContent } from './support/content';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

const V2 = '/api/v2';
const keys = (value: unknown) => Object.keys(value as object).sort();
const NEWS_KEYS = ['contentEn', 'contentId', 'createdAt', 'createdDate', 'id', 'image_news', 'slug', 'titleEn', 'titleId', 'type_news', 'writer'];

describeOnDatabase('content API (SPEC 7 shapes)', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedSiteContent(t);
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('serves every global page; home has SPEC 3 sections and more than 7 FAQs', async () => {
    for (const slug of [
      'about-us',
      'home',
      'alumni',
      'privacy-policy',
      'term-service',
      'bisa-corporate',
      'bisa-education',
      'contact-us-content',
      'karyabisa',
      'global-partner',
    ]) {
      const response = await api.get(`${V2}/api/globals/${slug}`);
      expect(response.status, slug).toBe(200);
    }
    const home = (await api.get(`${V2}/api/globals/home`)).body as unknown as { faqs: unknown[]; banner: { video: { url: string } } };
    expect(keys(home)).toEqual([
      'alumni',
      'banner',
      'coverages',
      'faqs',
      'impact',
      'karyaBisa',
      'partners',
      'perempuanBisa',
      'service',
      'testimonial',
      'usp',
    ]);
    expect(home.faqs.length).toBeGreaterThan(7);
    expect(keys(home.faqs[0])).toEqual(['answerEn', 'answerId', 'id', 'questionEn', 'questionId']);
    const contact = (await api.get(`${V2}/api/globals/contact-us-content`)).body as never as Record<string, Record<string, unknown>>;
    expect(keys(contact)).toEqual(['enquires', 'headingEn', 'headingId', 'office', 'phone', 'social_media', 'titleEn', 'titleId']);
    expect(keys(contact.office)).toEqual(['address', 'titleEn', 'titleId']);
    expect(keys(contact.phone)).toEqual(['content_number_phone', 'titleEn', 'titleId']);
    expect(keys(contact.enquires)).toEqual(['content_email', 'titleEn', 'titleId']);
    const karya = (await api.get(`${V2}/api/globals/karyabisa`)).body as never as {
      Banner: object[];
      Product: { Images: { Image: { url: string } }[] }[];
    };
    expect(keys(karya.Banner[0])).toEqual(['Heading', 'Image', 'Subheading', 'headingEnglish', 'subheadingEnglish']);
    expect(keys(karya.Product[0])).toEqual([
      'Category',
      'Description',
      'Images',
      'Name',
      'categoryEnglish',
      'descriptionEnglish',
      'id',
      'nameEnglish',
    ]);
    expect(karya.Product.every((product) => product.Images.length > 1)).toBe(true);
    expect(keys((await api.get(`${V2}/api/globals/global-partner`)).body)).toEqual(['globalPartnerImages', 'titleEn', 'titleId']);
    expect((await api.get(`${V2}/api/globals/nope`)).status).toBe(400);
  });

  it('lists news and partner categories (All, id 1, first) and the team', async () => {
    const types = (await api.get(`${V2}/api/type-news`)).body as never as { docs: { id: number; titleId: string; titleEn: string }[] };
    expect(types.docs[0]).toEqual({ id: 1, titleId: 'Semua', titleEn: 'All' });
    expect(types.docs).toHaveLength(5);
    const partnerTypes = (await api.get(`${V2}/api/type-partner`)).body as never as { docs: object[] };
    expect(keys(partnerTypes.docs[0])).toEqual(['id', 'titleEn', 'titleId']);
    const team = (await api.get(`${V2}/api/our-teams?limit=4`)).body as never as { docs: { social_media: object[] }[]; totalDocs: number };
    expect(team.docs).toHaveLength(4);
    expect(team.totalDocs).toBe(6);
    expect(keys(team.docs[0])).toEqual(['id', 'image', 'name', 'role', 'social_media']);
    expect(keys(team.docs[0]!.social_media[0])).toEqual(['icons', 'id', 'name', 'url']);
  });

  it('pages news newest first, by category (1 = all), with filter and localization', async () => {
    const headline = (await api.get(`${V2}/news?limit=5&page=1`)).body as never as PagedList<NewsItem>;
    expect(keys(headline)).toEqual(['data', 'page', 'totalPages']);
    expect(headline.data).toHaveLength(5);
    expect(headline.totalPages).toBe(6);
    expect(keys(headline.data[0])).toEqual(NEWS_KEYS);
    const times = headline.data.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const all = (await api.get(`${V2}/news/type-news/1?limit=10&page=3`)).body as never as PagedList<NewsItem>;
    expect(all).toMatchObject({ page: 3, totalPages: 3 });
    expect(all.data).toHaveLength(6);
    const certification = (await api.get(`${V2}/news/type-news/3?limit=10&page=1`)).body as never as PagedList<NewsItem>;
    expect(certification.data.length).toBeGreaterThan(3);
    expect(certification.data.every((item) => item.type_news.id === 3)).toBe(true);

    const english = (await api.get(`${V2}/news?limit=10&page=1&filter=welding&localization=en`)).body as never as PagedList<NewsItem>;
    expect(english.data.map((item) => item.titleEn)).toEqual([
      'BISA Opens BNSP-Certified Welding Classes in Cikarang',
      'Underwater Welding Class Reopens',
    ]);
    const wrongLanguage = (await api.get(`${V2}/news?limit=10&page=1&filter=welding&localization=id`)).body as never as PagedList<NewsItem>;
    expect(wrongLanguage.data).toEqual([]);

    for (const bad of ['limit=0', 'limit=abc', 'page=-1', 'localization=fr', 'other=1'])
      expect((await api.get(`${V2}/news?${bad}`)).status, bad).toBe(400);
  });

  it('answers a news article by slug, 404 for an unknown one', async () => {
    const first = ((await api.get(`${V2}/news?limit=1&page=1`)).body as never as PagedList<NewsItem>).data[0]!;
    const response = await api.get(`${V2}/news/${first.slug}`);
    expect(response.status).toBe(200);
    expect(keys(response.body)).toEqual(['data']);
    expect(response.body.data).toEqual(first);
    expect((await api.get(`${V2}/news/no-such-article`)).status).toBe(404);
  });

  it('pages partners, by category (all = none), and answers a partner by id', async () => {
    const pool = (await api.get(`${V2}/partners?limit=20&page=1`)).body as never as PagedList<{ id: number }>;
    expect(pool.data).toHaveLength(20);
    expect(keys(pool.data[0])).toEqual(['id', 'image_partner', 'location', 'partner_name']);
    const last = (await api.get(`${V2}/partners/type-partners/all?limit=10&page=3&filter=`)).body as never as PagedList<object>;
    expect(last).toMatchObject({ page: 3, totalPages: 3 });
    expect(last.data).toHaveLength(4);
    const education = (await api.get(`${V2}/partners/type-partners/2?limit=10&page=1`)).body as never as PagedList<{ id: number }>;
    expect(education.data).toHaveLength(6);
    const search = (await api.get(`${V2}/partners?limit=10&page=1&filter=politeknik`)).body as never as PagedList<{ partner_name: string }>;
    expect(search.data.map((partner) => partner.partner_name).sort()).toEqual(['Politeknik Negeri Bandung', 'Politeknik Negeri Medan']);
    const partner = (await api.get(`${V2}/api/Partners/${pool.data[0]!.id}`)).body as never as Record<string, Record<string, unknown>>;
    expect(keys(partner)).toEqual([
      'collaboration',
      'descriptionEn',
      'descriptionId',
      'id',
      'image_partner',
      'location',
      'partner_name',
      'section',
      'type_partner',
    ]);
    expect(keys(partner.location)).toEqual(['address', 'icon']);
    expect(keys(partner.collaboration)).toEqual(['PartnerImage', 'descriptionEn', 'descriptionId', 'titleEn', 'titleId']);
    expect((await api.get(`${V2}/api/Partners/999`)).status).toBe(404);
    expect((await api.get(`${V2}/partners/type-partners/x?limit=10`)).status).toBe(400);
  });

  it('serves the main and cm content calls in the envelope, in the caller language', async () => {
    const banners = await api.get<object[]>('/api/main/banner/get-banner');
    expect(banners.body.statusCode).toBe(200);
    expect(keys(banners.body.data[0])).toEqual(['fileBanner', 'id', 'redirectLink', 'title']);
    expect((await api.get('/api/main/contact/get-contact')).body.data).toMatchObject({ heading: 'Konsultasi Sekarang' });
    const consultationEn = await api.get('/api/main/contact/get-contact', { lang: 'en' });
    expect(consultationEn.body.data).toMatchObject({ heading: 'Consult Us Now', subheading: expect.stringContaining('training your team needs') });
    const news = await api.get<{ items: object[]; pageIndex: number; totalPages: number }>('/api/main/news/get-news?pageSize=6&pageIndex=2');
    expect(news.body.data).toMatchObject({ pageIndex: 2, pageSize: 6, totalItems: 26, totalPages: 5 });
    expect(news.body.data.items).toHaveLength(6);
    expect((await api.get('/api/main/karya-bisa/banner/get-banner')).body.data).toMatchObject({
      heading: 'For Corporate',
      subheading: 'Tingkatkan Kualitas dan Keterampilan Tenaga Kerja',
    });
    expect((await api.get('/api/main/karya-bisa/banner/get-banner', { lang: 'en' })).body.data).toMatchObject({
      subheading: 'Raise the Quality and Skills of Your Workforce',
    });
    const products = await api.get<{ images: object[] }[]>('/api/main/karya-bisa/product/get-product', { lang: 'en' });
    expect(keys(products.body.data[0])).toEqual(['category', 'description', 'id', 'images', 'name']);
    expect(products.body.data[0]).toMatchObject({ name: 'Leadership Training', category: 'Soft skills' });
    const productsId = await api.get<{ name: string }[]>('/api/main/karya-bisa/product/get-product');
    expect(productsId.body.data[0]).toMatchObject({ name: 'Pelatihan Kepemimpinan', category: 'Soft skill' });
    expect(keys(products.body.data[0]!.images[0])).toEqual(['id', 'imageUrl']);
    const logos = await api.get<object[]>('/api/cm/corporate/get-images/1');
    expect(keys(logos.body.data[0])).toEqual(['fileLogo', 'id']);
  });

  it('marks content answers with an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const first = await api.get(`${V2}/api/globals/about-us`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    const again = await api.get(`${V2}/api/globals/about-us`);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toEqual(first.body);
    const raw = await t.app.inject({ url: `${V2}/api/globals/about-us`, headers: { 'x-api-key': DEV_API_KEY, 'if-none-match': etag } });
    expect(raw.statusCode).toBe(304);
  });

  it('serves the pictures as real SVG files with caching headers', async () => {
    const home = (await api.get(`${V2}/api/globals/home`)).body as never as { banner: { poster: { url: string } } };
    const response = await t.app.inject({ url: home.banner.poster.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.body).toMatch(/^<svg /);
    expect((await t.app.inject({ url: home.banner.poster.url, headers: { 'if-none-match': String(response.headers.etag) } })).statusCode).toBe(304);
    expect((await t.app.inject({ url: '/media/..%2Fpglite.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/missing.svg' })).statusCode).toBe(404);
  });
});
