import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { byLocale, formatNewsDate } from '@core/content/localized';
import { shortText } from '@core/content/richText';
import type { NewsItem } from '@core/content/types';
import { newsAge, newsDate } from '@core/rules/relativeAge';
import { loadRequired } from '../../content/contentLoad';
import { RichTextView } from '../../content/RichTextView';
import { usePageHead } from '../../hooks/usePageHead';
import { useBreadcrumbData } from '../../hooks/useBreadcrumbData';
import { newsArticleData } from '@core/site/structuredData';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';

export async function newsArticleLoader({ params, context }: LoaderFunctionArgs) {
  const slug = encodeURIComponent(params.id ?? '');
  const { data: item } = await loadRequired<{ data: NewsItem }>(context, 'v2', `/news/${slug}`);
  return { item, now: Date.now() };
}

/** SPEC 2's news article by slug (an unknown slug is the page-not-found screen). */
export function NewsArticlePage() {
  const { item, now } = useLoaderData<typeof newsArticleLoader>();
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  const title = byLocale(locale, item.titleId, item.titleEn);
  const blocks = byLocale(locale, item.contentId, item.contentEn);
  const description = shortText(blocks).slice(0, 160);
  const date = newsDate(item, now);
  const breadcrumbs = useBreadcrumbData([{ name: t('content.news.title'), path: to('/news') }, { name: title }]);
  const article = newsArticleData({
    headline: title,
    description,
    image: item.image_news.url,
    datePublished: date,
    publisher: t('common.appName'),
    path: to(`/news/${item.slug}`),
  });
  usePageHead(title, description, [article, breadcrumbs]);
  return (
    <article className="content-page news-article">
      <p>
        <Link to={to('/news')}>{t('content.news.back')}</Link>
      </p>
      <p className="news-category">{byLocale(locale, item.type_news.titleId, item.type_news.titleEn)}</p>
      <h1 id="page-title">{title}</h1>
      <p className="news-meta">
        {t('content.news.by', { writer: item.writer })} · <time dateTime={date}>{formatNewsDate(date, locale)}</time> ·{' '}
        <span>{newsAge(item, now, locale)}</span>
      </p>
      <img className="article-image" src={item.image_news.url} alt="" width={800} height={450} />
      <RichTextView blocks={blocks} />
    </article>
  );
}
