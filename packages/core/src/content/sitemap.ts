import { LOCALES, type Locale } from '../i18n/locales';

/** The public site's pages without parameters (SPEC 2), as the sitemap lists them: Indonesian path, then English. */
export const SITEMAP_PATHS = [
  '/',
  '/about-us',
  '/alumni',
  '/our-team',
  '/news',
  '/partners',
  '/karya-bisa',
  // The catalogue, its groups, the search and the cart.
  '/program',
  '/program/bisa-academy',
  '/program/bisa-for-business',
  '/search',
  '/cart',
  '/bisa/for-corporate',
  '/bisa/for-education',
  '/ecosystem',
  '/what-we-do',
  '/scholarship',
  '/investor',
  '/affiliate',
  '/get-app',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-service',
  '/requirements',
  '/requirements/privacy-policy',
  '/requirements/terms-conditions',
  '/sitemap',
  '/sertifikat',
  '/login',
  '/register',
  '/registrasi-partner',
] as const;

/** A path in a language: Indonesian without a prefix, English under /en ('/' becomes '/en'). */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'id') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Every URL of the sitemap in both languages, the pages of news articles and partners included. */
export function sitemapUrls(origin: string, newsSlugs: string[], partnerIds: number[]): string[] {
  const paths = [...SITEMAP_PATHS, ...newsSlugs.map((slug) => `/news/${slug}`), ...partnerIds.map((id) => `/partner/${id}`)];
  return paths.flatMap((path) => LOCALES.map((locale) => `${origin}${localizedPath(path, locale)}`));
}

export function sitemapXml(urls: string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `  <url><loc>${escape(url)}</loc></url>`).join('\n')}\n</urlset>\n`;
}
