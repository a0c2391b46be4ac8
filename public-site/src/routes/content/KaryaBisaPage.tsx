import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ConsultationBanner as Banner } from '@core/content/types';
import type { KaryaBisaBanner, KaryaBisaProduct } from '@core/content/contract';
import { Notice } from '../../components/Notice';
import { ConsultationBanner, DEFAULT_CONSULTATION } from '../../content/ConsultationBanner';
import { loadOr } from '../../content/contentLoad';
import { usePageHead } from '../../hooks/usePageHead';
import { useT } from '../../i18n/locale';
import { island } from '../../islands/Island';
import { ProductPictures } from './ProductPictures';

/** SPEC 2's defaults for the corporate training banner. */
const DEFAULT_BANNER: KaryaBisaBanner = { heading: 'For Corporate', subheading: 'Tingkatkan Kualitas dan Keterampilan Tenaga Kerja', imageUrl: '' };
const dataOf = (body: unknown) => (body as { data: unknown }).data;

export async function karyaBisaLoader({ context }: LoaderFunctionArgs) {
  const [banner, products, consultation] = await Promise.all([
    loadOr(context, 'main', '/karya-bisa/banner/get-banner', DEFAULT_BANNER, (body) => dataOf(body) as KaryaBisaBanner),
    loadOr(context, 'main', '/karya-bisa/product/get-product', [] as KaryaBisaProduct[], (body) => dataOf(body) as KaryaBisaProduct[]),
    loadOr(context, 'main', '/contact/get-contact', DEFAULT_CONSULTATION, (body) => dataOf(body) as Banner),
  ]);
  return {
    banner: banner.value,
    products: products.value,
    consultation: consultation.value,
    failed: banner.failed || products.failed || consultation.failed,
  };
}

// The thumbnails are the page's one interactive part: hydrated on first use (a press before that is repeated).
const ProductPicturesIsland = island('productPictures', ProductPictures, 'interaction');

/** SPEC 2's corporate training ('karya bisa') page (an island page): banner, product cards, consultation banner. */
export function KaryaBisaPage() {
  const { banner, products, consultation, failed } = useLoaderData<typeof karyaBisaLoader>();
  const t = useT();
  usePageHead(banner.heading, banner.subheading);
  return (
    <div className="content-page karya-bisa-page">
      <header className="page-banner">
        <h1 id="page-title">{banner.heading}</h1>
        <p className="lead">{banner.subheading}</p>
        {banner.imageUrl && <img src={banner.imageUrl} alt="" width={1200} height={500} />}
      </header>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      <section aria-labelledby="karya-products">
        <h2 id="karya-products">{t('content.karyaBisa.products')}</h2>
        {products.length === 0 ? (
          <p className="empty">{t('content.dataNotFound')}</p>
        ) : (
          <ul className="card-grid">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        )}
      </section>
      <ConsultationBanner banner={consultation} />
    </div>
  );
}

/** A product: its pictures (an island), category, name and description. */
function ProductCard({ product }: { product: KaryaBisaProduct }) {
  return (
    <li className="product-card">
      {product.images.length > 0 && <ProductPicturesIsland name={product.name} images={product.images} />}
      <p className="news-category">{product.category}</p>
      <h3>{product.name}</h3>
      <p>{product.description}</p>
    </li>
  );
}
