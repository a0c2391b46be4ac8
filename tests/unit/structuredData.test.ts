import { describe, expect, it } from 'vitest';
import { absoluteUrls, breadcrumbData, faqPageData, newsArticleData, organizationData } from '@core/site/structuredData';
import { SHARE_PATH_PATTERN, sharePicturePath, sharePictureSvg, wrapTitle } from '@core/site/sharePicture';
import { headTags } from '../../public-site/src/headTags';

describe('JSON-LD builders', () => {
  it('describes the organisation with its logo', () => {
    expect(organizationData({ name: 'BISA', description: 'Vocational training' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'BISA',
      description: 'Vocational training',
      url: '/',
      logo: '/favicon.svg',
    });
  });

  it('numbers breadcrumbs from 1 and leaves the current page without an item', () => {
    const data = breadcrumbData([{ name: 'Home', path: '/en' }, { name: 'News', path: '/en/news' }, { name: 'An article' }]) as {
      itemListElement: { position: number; name: string; item?: string }[];
    };
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/en' },
      { '@type': 'ListItem', position: 2, name: 'News', item: '/en/news' },
      { '@type': 'ListItem', position: 3, name: 'An article' },
    ]);
  });

  it('makes each FAQ a question with its accepted answer', () => {
    expect(faqPageData([{ question: 'What is BISA?', answer: 'A platform.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'What is BISA?', acceptedAnswer: { '@type': 'Answer', text: 'A platform.' } }],
    });
  });

  it('cuts a news headline to the 110 characters search engines show and defaults the modified date', () => {
    const article = newsArticleData({
      headline: 'x'.repeat(150),
      description: 'd',
      image: '/media/news-1.svg',
      datePublished: '2026-01-02T00:00:00.000Z',
      publisher: 'BISA',
      path: '/news/a',
    }) as Record<string, unknown>;
    expect((article.headline as string).length).toBe(110);
    expect(article.dateModified).toBe('2026-01-02T00:00:00.000Z');
    expect(article['@type']).toBe('NewsArticle');
  });

  it('makes site paths absolute under URL keys only', () => {
    const data = absoluteUrls(
      [{ url: '/', name: '/not-a-url', image: ['/a.svg', 'https://x.test/b.png'], nested: { item: '/en/news' } }],
      'https://bisa.test',
    );
    expect(data).toEqual([
      {
        url: 'https://bisa.test/',
        name: '/not-a-url',
        image: ['https://bisa.test/a.svg', 'https://x.test/b.png'],
        nested: { item: 'https://bisa.test/en/news' },
      },
    ]);
  });
});

describe('Open Graph and the share picture', () => {
  const url = new URL('https://bisa.test/en/news/an-article');

  it('writes Open Graph and Twitter card tags pointing at the page’s share picture', () => {
    const head = headTags({ title: 'An article | BISA', description: 'About <things>' }, url, 200);
    expect(head).toContain('<meta property="og:title" content="An article | BISA" />');
    expect(head).toContain('<meta property="og:description" content="About &lt;things&gt;" />');
    expect(head).toContain('<meta property="og:url" content="https://bisa.test/en/news/an-article" />');
    expect(head).toContain('<meta property="og:locale" content="en_GB" />');
    expect(head).toContain('<meta property="og:image" content="https://bisa.test/share-picture.png?path=%2Fen%2Fnews%2Fan-article" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('gives the Indonesian page its own locale, preloads the LCP picture and writes absolute JSON-LD', () => {
    const head = headTags(
      {
        title: 'BISA',
        description: 'd',
        preloadImage: '/media/home-banner.svg',
        structuredData: organizationData({ name: 'BISA', description: 'd' }),
      },
      new URL('https://bisa.test/'),
      200,
    );
    expect(head).toContain('<meta property="og:locale" content="id_ID" />');
    expect(head).toContain('<link rel="preload" as="image" href="/media/home-banner.svg" fetchpriority="high" />');
    expect(head).toContain('"logo":"https://bisa.test/favicon.svg"');
  });

  it('shares nothing for a page that does not exist', () => {
    expect(headTags({ title: 'Not found', description: 'd' }, url, 404)).not.toContain('og:');
  });

  it('accepts site paths and refuses anything else', () => {
    const pattern = new RegExp(SHARE_PATH_PATTERN);
    for (const path of ['/', '/en', '/en/news/an-article', '/program/bisa-academy/course/3']) expect(pattern.test(path), path).toBe(true);
    for (const path of ['', 'en', '//evil.test', '/a/../b', '/a?b=1', '/a b']) expect(pattern.test(path), path).toBe(false);
    expect(sharePicturePath('/en')).toBe('/share-picture.png?path=%2Fen');
  });

  it('wraps a long title into at most three lines, cutting the last', () => {
    expect(wrapTitle('Build Your Skills, Reach Your Dream Career')).toEqual(['Build Your Skills, Reach', 'Your Dream Career']);
    const lines = wrapTitle('word '.repeat(40));
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });

  it('draws the title escaped into the card', () => {
    const svg = sharePictureSvg({ title: 'Tom & <Jerry>', site: 'BISA', host: 'bisa.test' });
    expect(svg).toContain('Tom &#38; &#60;Jerry&#62;');
    expect(svg).toContain('width="1200" height="630"');
  });
});
