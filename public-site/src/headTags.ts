import { LOCALES, localizePath, stripLocale, type Locale } from '@core/i18n/locales';
import { jsonForScript } from '@core/site/rendering';
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
  // JSON-LD (a vacancy's JobPosting): '<' escaped, so no text in it can close the element.
  if (head.structuredData) tags.push(`<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${jsonForScript(head.structuredData)}</script>`);
  return tags.join('');
}
