/** SPEC 9: Indonesian is the default locale (no URL prefix), English lives under /en. */
export const LOCALES = ['id', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';

export function isLocale(value: unknown): value is Locale {
  return value === 'id' || value === 'en';
}

/** The locale a path is in: /en and /en/... are English, everything else Indonesian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'id';
}

/** The same path without its locale prefix ('/en/login' -> '/login', '/en' -> '/'). */
export function stripLocale(pathname: string): string {
  if (pathname === '/en') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/** A path in the given locale: SPEC 2, links get /en when the locale is English. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname.startsWith('/') ? pathname : `/${pathname}`);
  if (locale === 'id') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** Picks id or en from an Accept-Language header; Indonesian when nothing matches. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: (tag ?? '').toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110), so such a language is never picked; NaN fails this test too.
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
    if (base === 'in') return 'id';
  }
  return DEFAULT_LOCALE;
}
