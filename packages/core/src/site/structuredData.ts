/**
 * schema.org JSON-LD for the public site's pages: search engines read it for rich results. Builders
 * take plain values (texts in the page's language, paths) and answer plain objects; the page hands them to
 * usePageHead and headTags.ts writes them into the head. URLs are made absolute by the head (absoluteUrls).
 */
const CONTEXT = 'https://schema.org';

export interface OrganizationInput {
  name: string;
  description: string;
  /** The site's logo, a path on the site (e.g. /favicon.svg). */
  logo?: string;
}

export function organizationData({ name, description, logo = '/favicon.svg' }: OrganizationInput): object {
  return { '@context': CONTEXT, '@type': 'EducationalOrganization', name, description, url: '/', logo };
}

export interface Crumb {
  name: string;
  /** The crumb's path on the site; the last crumb (the page itself) may leave it out, as Google allows. */
  path?: string;
}

export function breadcrumbData(crumbs: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: crumb.path } : {}),
    })),
  };
}

export function faqPageData(faqs: { question: string; answer: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

export interface NewsArticleInput {
  headline: string;
  description: string;
  image: string;
  /** ISO 8601 dates. */
  datePublished: string;
  dateModified?: string;
  publisher: string;
  path: string;
}

export function newsArticleData(article: NewsArticleInput): object {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    // Google shows at most 110 characters of a headline.
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
    description: article.description,
    image: [article.image],
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    mainEntityOfPage: article.path,
    author: { '@type': 'Organization', name: article.publisher, url: '/' },
    publisher: { '@type': 'Organization', name: article.publisher, logo: { '@type': 'ImageObject', url: '/favicon.svg' } },
  };
}

const URL_KEYS = new Set(['url', 'logo', 'item', 'image', 'mainEntityOfPage']);

/**
 * The JSON-LD with every site path under a URL key (url, logo, item, image, mainEntityOfPage) made absolute
 * against `origin`; schema.org wants absolute URLs, while the pages know only paths.
 */
export function absoluteUrls<T>(data: T, origin: string): T {
  const absolute = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return key && URL_KEYS.has(key) ? absolute(value) : value;
  };
  return walk(data) as T;
}
