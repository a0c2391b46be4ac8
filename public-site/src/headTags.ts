import { LOCALES, localizePath, stripLocale, type Locale } from '@core/i18n/locales';
import { jsonForScript } from '@core/site/rendering';
import { absoluteUrls } from '@core/site/structuredData';
import { SHARE_PICTURE_HEIGHT, SHARE_PICTURE_WIDTH, sharePicturePath } from '@core/site/sharePicture';
import { STRUCTURED_DATA_ID, type PageHead } from './hooks/usePageHead';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** The page's path without a trailing slash ('/login/' and '/login' are one page to a search engine). */
function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * The <head> tags of a server-rendered page: its title and description, and for a page that exists (200)
 * the canonical URL and its twin in the other language (SPEC 2: every page exists in id and en, Indonesian
 * being the default for everyone else). A page that does not exist asks not to be indexed instead.
 */
export function headTags(head: PageHead, url: URL, status: number): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (status !== 200) return [...tags, '<meta name="robots" content="noindex" />'].join('');
  const path = canonicalPath(url.pathname);
  const absolute = (locale: Locale) => escapeHtml(`${url.origin}${localizePath(stripLocale(path), locale)}`);
  tags.push(`<link rel="canonical" href="${escapeHtml(url.origin + path)}" />`);
  for (const locale of LOCALES) tags.push(`<link rel="alternate" hreflang="${locale}" href="${absolute(locale)}" />`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${absolute('id')}" />`);
  tags.push(...shareTags(head, url.origin, path));
  if (head.preloadImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`);
  // JSON-LD (a vacancy's JobPosting): '<' escaped, so no text in it can close the element.
  if (head.structuredData)
    tags.push(
      `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${jsonForScript(absoluteUrls(head.structuredData, url.origin))}</script>`,
    );
  return tags.join('');
}

const OG_LOCALE: Record<Locale, string> = { id: 'id_ID', en: 'en_GB' };

/**
 * Open Graph and Twitter card tags: the title and description a shared link shows, and the page's share picture,
 * drawn by the gateway from the page's own title (server/src/features/share-picture).
 */
function shareTags(head: PageHead, origin: string, path: string): string[] {
  const image = escapeHtml(origin + sharePicturePath(path));
  const locale = LOCALES.find((candidate) => localizePath(stripLocale(path), candidate) === path) ?? 'id';
  const meta = (attribute: 'property' | 'name', key: string, value: string) => `<meta ${attribute}="${key}" content="${value}" />`;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'BISA'),
    meta('property', 'og:title', escapeHtml(head.title)),
    meta('property', 'og:description', escapeHtml(head.description)),
    meta('property', 'og:url', escapeHtml(origin + path)),
    meta('property', 'og:locale', OG_LOCALE[locale]),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_PICTURE_WIDTH)),
    meta('property', 'og:image:height', String(SHARE_PICTURE_HEIGHT)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', escapeHtml(head.title)),
    meta('name', 'twitter:description', escapeHtml(head.description)),
    meta('name', 'twitter:image', image),
  ];
}
