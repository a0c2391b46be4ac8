/**
 * SPEC 2's legacy pages under /old-page: each answers 301 with the page that replaced it, in the same language
 * and with the same query string, so old links and bookmarks keep working and search engines move on.
 */
export const LEGACY_REDIRECTS: { from: string; to: (params: Record<string, string | undefined>) => string }[] = [
  { from: '/old-page/about-us', to: () => '/about-us' },
  { from: '/old-page/contact-us', to: () => '/contact-us' },
  { from: '/old-page/forget-password', to: () => '/forget-password' },
  { from: '/old-page/login', to: () => '/login' },
  { from: '/old-page/login/:account', to: () => '/login' },
  { from: '/old-page/news', to: () => '/news' },
  { from: '/old-page/news/:id', to: ({ id }) => (id ? `/news/${encodeURIComponent(id)}` : '/news') },
  { from: '/old-page/old-index', to: () => '/' },
];
