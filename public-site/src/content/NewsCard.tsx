import { Link } from 'react-router';
import { byLocale, formatNewsDate } from '@core/content/localized';
import { shortText } from '@core/content/richText';
import type { NewsItem } from '@core/content/types';
import { newsAge, newsDate } from '@core/rules/relativeAge';
import { useLocale, useLocalizedPath } from '../i18n/locale';

/** A news item in a list: picture, category, title linking to the article, date and relative age, short text. */
export function NewsCard({ item, now, headingLevel = 3 }: { item: NewsItem; now: number; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="news-card">
      <img src={item.image_news.url} alt="" width={400} height={225} loading="lazy" decoding="async" />
      <div className="news-card-body">
        <p className="news-category">{byLocale(locale, item.type_news.titleId, item.type_news.titleEn)}</p>
        <Heading className="news-card-title">
          <Link to={to(`/news/${item.slug}`)}>{byLocale(locale, item.titleId, item.titleEn)}</Link>
        </Heading>
        <p className="news-meta">
          <time dateTime={newsDate(item, now)}>{formatNewsDate(newsDate(item, now), locale)}</time> · <span>{newsAge(item, now, locale)}</span>
        </p>
        <p className="news-excerpt">{shortText(byLocale(locale, item.contentId, item.contentEn))}</p>
      </div>
    </article>
  );
}
