import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { byLocale } from '@core/content/localized';
import { recommendPartners, RECOMMENDATION_POOL } from '@core/content/recommendations';
import type { Partner } from '@core/content/types';
import type { PagedList, PartnerListItem } from '@core/content/contract';
import { loadOr, loadRequired } from '../../content/contentLoad';
import { usePageHead } from '../../hooks/usePageHead';
import { useBreadcrumbData } from '../../hooks/useBreadcrumbData';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';

export async function partnerDetailLoader({ params, context }: LoaderFunctionArgs) {
  const id = /^[1-9][0-9]{0,5}$/.test(params.id ?? '') ? params.id! : '0';
  const [partner, pool] = await Promise.all([
    loadRequired<Partner>(context, 'v2', `/api/Partners/${id}`),
    loadOr<PartnerListItem[]>(
      context,
      'v2',
      `/partners?limit=${RECOMMENDATION_POOL}&page=1`,
      [],
      (body) => (body as PagedList<PartnerListItem>).data,
    ),
  ]);
  // Shuffled here, once: the server's page and the hydrated one show the same three.
  return { partner, recommendations: recommendPartners(pool.value, partner.id) };
}

/** SPEC 2's partner detail: banner, description, numbers, location, collaboration, and 3 other partners. */
export function PartnerDetailPage() {
  const { partner, recommendations } = useLoaderData<typeof partnerDetailLoader>();
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  const description = byLocale(locale, partner.descriptionId, partner.descriptionEn);
  const breadcrumbs = useBreadcrumbData([{ name: t('content.partners.title'), path: to('/partners') }, { name: partner.partner_name }]);
  usePageHead(partner.partner_name, description.slice(0, 160), breadcrumbs);
  const collaboration = partner.collaboration;
  return (
    <div className="content-page partner-detail">
      <img className="article-image" src={partner.image_partner.url} alt="" width={600} height={300} />
      <h1 id="page-title">{partner.partner_name}</h1>
      <p className="lead">{description}</p>
      <section aria-labelledby="partner-numbers">
        <h2 id="partner-numbers">{t('content.partners.numbers')}</h2>
        <dl className="stat-list">
          {partner.section.map((stat) => (
            <div key={stat.id}>
              <dt>{byLocale(locale, stat.descriptionId, stat.descriptionEn)}</dt>
              <dd>{stat.number}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="partner-location">
        <h2 id="partner-location">{t('content.partners.location')}</h2>
        <p>{partner.location.address}</p>
      </section>
      <section aria-labelledby="partner-collaboration">
        <h2 id="partner-collaboration">{byLocale(locale, collaboration.titleId, collaboration.titleEn)}</h2>
        <p>{byLocale(locale, collaboration.descriptionId, collaboration.descriptionEn)}</p>
        <div className="image-row">
          {collaboration.PartnerImage.map((image) => (
            <img key={image.id} src={image.Image.url} alt="" width={320} height={180} loading="lazy" decoding="async" />
          ))}
        </div>
      </section>
      <section aria-labelledby="partner-recommendations">
        <h2 id="partner-recommendations">{t('content.partners.recommendations')}</h2>
        <ul className="card-grid recommendation-list">
          {recommendations.map((other) => (
            <li key={other.id} className="partner-card">
              <img src={other.image_partner.url} alt="" width={300} height={150} loading="lazy" decoding="async" />
              <h3 className="partner-name">
                <Link to={to(`/partner/${other.id}`)}>{other.partner_name}</Link>
              </h3>
              <p>{other.location.address}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
