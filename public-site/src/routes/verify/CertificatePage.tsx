import { Link, useLoaderData } from 'react-router';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { CertificateCard } from './CertificateCard';
import type { certificateLoader } from './verifyLoaders';

/** /qr-access/{id}, where a certificate's QR code leads: its status and facts (an unknown id is the 404 page). */
export function CertificatePage() {
  const t = useT();
  const to = useLocalizedPath();
  const certificate = useLoaderData<typeof certificateLoader>();
  const title = t('verify.certificateTitle', { number: certificate.number });
  usePageHead(title, t('verify.qrDescription', { number: certificate.number }));
  return (
    <div className="content-page verify-page">
      <h1 id="page-title">{title}</h1>
      <CertificateCard certificate={certificate} />
      <p>
        <Link to={to('/sertifikat')}>{t('verify.another')}</Link>
      </p>
    </div>
  );
}
