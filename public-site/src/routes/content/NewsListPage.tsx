import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { byLocale } from '@core/content/localized';
import { ALL_NEWS_CATEGORY_ID, type Category, type NewsItem } from '@core/content/types';
import type { Docs, PagedList } from '@core/content/contract';
import { localeOfPath } from '@core/i18n/locales';
import { Notice } from '../../components/Notice';
import { Pagination } from '../../components/Pagination';
import { loadOr, pageParam } from '../../content/contentLoad';
import { NewsCard } from '../../content/NewsCard';
import { usePageHead } from '../../hooks/usePageHead';
import { useBreadcrumbData } from '../../hooks/useBreadcrumbData';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';

/** SPEC 9: a headline list of 5 and a paged list of 10. */
const HEADLINES = 5;
const PAGE_SIZE = 10;
const ALL: Category = { id: ALL_NEWS_CATEGORY_ID, titleId: 'Semua', titleEn: 'All' };

/** The category's news path: the plain form for 'All' (id 1), as SPEC 7 says. */
const newsPath = (category: number) => (category === ALL_NEWS_CATEGORY_ID ? '/news' : `/news/type-news/${category}`);

export async function newsListLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = Number(url.searchParams.get('category')) || ALL_NEWS_CATEGORY_ID;
  const page = pageParam(url);
  const filter = (url.searchParams.get('q') ?? '').slice(0, 100);
  const localization = localeOfPath(url.pathname);
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), filter, localization });
  const emptyPage: PagedList<NewsItem> = { data: [], page: 1, totalPages: 1 };
  const [categories, headlines, list] = await Promise.all([
    loadOr<Category[]>(context, 'v2', '/api/type-news', [ALL], (body) => (body as Docs<Category>).docs),
    loadOr(context, 'v2', `${newsPath(category)}?limit=${HEADLINES}&page=1`, emptyPage),
    loadOr(context, 'v2', `${newsPath(category)}?${query}`, emptyPage),
  ]);
  // 'All' first, whatever the categories' order (SPEC 3).
  const tabs = [ALL, ...categories.value.filter((c) => c.id !== ALL_NEWS_CATEGORY_ID)];
  return {
    category,
    filter,
    tabs,
    headlines: headlines.value.data,
    list: list.value,
    now: Date.now(),
    failed: categories.failed || headlines.failed || list.failed,
  };
}

/** SPEC 2's news list: category tabs ('All' first), the latest five, the paged list with its search. */
export function NewsListPage() {
  const { category, filter, tabs, headlines, list, now, failed } = useLoaderData<typeof newsListLoader>();
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageHead(t('content.news.title'), t('content.news.description'), useBreadcrumbData([{ name: t('content.news.title') }]));
  const href = (next: { category?: number; page?: number }) => {
    const params = new URLSearchParams();
    const cat = next.category ?? category;
    if (cat !== ALL_NEWS_CATEGORY_ID) params.set('category', String(cat));
    if (filter && next.category === undefined) params.set('q', filter);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    const search = params.toString();
    return to(`/news${search ? `?${search}` : ''}`);
  };
  return (
    <div className="content-page news-page">
      <h1 id="page-title">{t('content.news.title')}</h1>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      <nav aria-label={t('content.news.categories')} className="tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Link to={href({ category: tab.id })} className="tab" aria-current={tab.id === category ? 'page' : undefined}>
                {byLocale(locale, tab.titleId, tab.titleEn)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {headlines.length > 0 && (
        <section aria-labelledby="news-latest" className="news-headlines">
          <h2 id="news-latest">{t('content.news.latest')}</h2>
          <ul className="headline-list">
            {headlines.map((item) => (
              <li key={item.id}>
                <Link to={to(`/news/${item.slug}`)}>{byLocale(locale, item.titleId, item.titleEn)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="news-all">
        <h2 id="news-all">{t('content.news.all')}</h2>
        <Form method="get" role="search" className="search-form">
          {category !== ALL_NEWS_CATEGORY_ID && <input type="hidden" name="category" value={category} />}
          <label htmlFor="news-search">{t('content.news.search')}</label>
          <input id="news-search" className="input" type="search" name="q" defaultValue={filter} maxLength={100} />
          <button type="submit" className="button button-secondary">
            {t('content.search')}
          </button>
        </Form>
        {list.data.length === 0 ? (
          <p className="empty">{t('content.dataNotFound')}</p>
        ) : (
          <div className="card-grid">
            {list.data.map((item) => (
              <NewsCard key={item.id} item={item} now={now} />
            ))}
          </div>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(page) => href({ page })} />
      </section>
    </div>
  );
}
