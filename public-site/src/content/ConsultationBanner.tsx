import { Link } from 'react-router';
import type { ConsultationBanner as Banner } from '@core/content/types';
import { useLocalizedPath, useT } from '../i18n/locale';

/** SPEC 3's default ("Konsultasi Sekarang" in the page's language): shown while the banner has not loaded, or when it failed to. */
export const DEFAULT_CONSULTATION: Banner = { heading: '', subheading: '', url: '' };

/** SPEC 2's consultation banner: heading, subheading, picture and the way to the contact page. */
export function ConsultationBanner({ banner }: { banner: Banner }) {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <section className="consultation-banner" aria-labelledby="consultation-heading">
      <div>
        <h2 id="consultation-heading">{banner.heading || t('content.contact.consultationHeading')}</h2>
        {banner.subheading && <p>{banner.subheading}</p>}
        <Link className="button button-primary" to={to('/contact-us')}>
          {t('content.contact.cta')}
        </Link>
      </div>
      {banner.url && <img src={banner.url} alt="" width={400} height={200} loading="lazy" decoding="async" />}
    </section>
  );
}
