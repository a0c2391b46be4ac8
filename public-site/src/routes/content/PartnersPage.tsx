import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { byLocale } from '@core/content/localized';
import type { Category } from '@core/content/types';
import type { Docs, PagedList, PartnerListItem } from '@core/content/contract';
import { Notice } from '../../components/Notice';
import { SUBMIT_ON_CHANGE_ATTRIBUTE } from '../../islands/attributes';
import { Pagination } from '../../components/Pagination';
import { loadOr, pageParam } from '../../content/contentLoad';
import { usePageHead } from '../../hooks/usePageHead';
import { useBreadcrumbData } from '../../hooks/useBreadcrumbData';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';

/** SPEC 9: 10 partners per page; 'all' means no category. */
const PAGE_SIZE = 10;
const ALL = 'all';

export async function partnersLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const wanted = url.searchParams.get('category') ?? ALL;
  const category = /^[1-9][0-9]{0,5}$/.test(wanted) ? wanted : ALL;
  const page = pageParam(url);
  const filter = (url.searchParams.get('q') ?? '').slice(0, 100);
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), filter });
  const path = category === ALL ? `/partners?${query}` : `/partners/type-partners/${category}?${query}`;
  const [categories, list] = await Promise.all([
    loadOr<Category[]>(context, 'v2', '/api/type-partner', [], (body) => (body as Docs<Category>).docs),
    loadOr<PagedList<PartnerListItem>>(context, 'v2', path, { data: [], page: 1, totalPages: 1 }),
  ]);
  return { category, filter, categories: categories.value, list: list.value, failed: categories.failed || list.failed };
}

/** SPEC 2's partner list: a category filter, a name search and 10 per page. */
export function PartnersPage() {
  const { category, filter, categories, list, failed } = useLoaderData<typeof partnersLoader>();
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  usePageHead(t('content.partners.title'), t('content.partners.description'), useBreadcrumbData([{ name: t('content.partners.title') }]));
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (category !== ALL) params.set('category', category);
    if (filter) params.set('q', filter);
    if (page > 1) params.set('page', String(page));
    return to(`/partners${params.size ? `?${params}` : ''}`);
  };
  return (
    <div className="content-page partners-page">
      <h1 id="page-title">{t('content.partners.title')}</h1>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      <Form method="get" role="search" className="search-form">
        <label htmlFor="partner-category">{t('content.partners.category')}</label>
        <select id="partner-category" name="category" className="input" defaultValue={category} {...{ [SUBMIT_ON_CHANGE_ATTRIBUTE]: '' }}>
          <option value={ALL}>{t('content.all')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {byLocale(locale, c.titleId, c.titleEn)}
            </option>
          ))}
        </select>
        <label htmlFor="partner-search">{t('content.partners.search')}</label>
        <input id="partner-search" className="input" type="search" name="q" defaultValue={filter} maxLength={100} />
        <button type="submit" className="button button-secondary">
          {t('content.search')}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <p className="empty">{t('content.dataNotFound')}</p>
      ) : (
        <ul className="card-grid partner-list">
          {list.data.map((partner) => (
            <li key={partner.id} className="partner-card">
              <img src={partner.image_partner.url} alt="" width={300} height={150} loading="lazy" decoding="async" />
              <h2 className="partner-name">
                <Link to={to(`/partner/${partner.id}`)}>{partner.partner_name}</Link>
              </h2>
              <p>{partner.location.address}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} hrefFor={href} />
    </div>
  );
}
