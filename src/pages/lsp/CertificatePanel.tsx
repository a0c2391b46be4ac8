import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateSummary } from '@core/certification/contract';
import { localizePath } from '@core/i18n/locales';
import { CertificateStatusChip } from '../../shared/certification/StatusChips';
import { Facts } from './Facts';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';

/** The certificate the decision issued: number, validity, status, and its public verification page (its QR code's target). */
export function CertificatePanel({ certificate }: { certificate: CertificateSummary }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  return (
    <section aria-labelledby="certificate-heading">
      <Typography component="h2" variant="h6" id="certificate-heading" sx={{ mt: 3 }}>
        {translate('lspPages.registration.certificate')}
      </Typography>
      <Facts
        items={[
          [translate('lspPages.certificate.number'), certificate.number],
          [translate('lspPages.certificate.issuedAt'), format.date(certificate.issuedOn)],
          [translate('lspPages.certificate.validUntil'), format.date(certificate.validUntil)],
          [
            translate('lspPages.certificate.status'),
            <CertificateStatusChip key="status" certificate={certificate} revokedOnKey="lspPages.certificate.revokedOn" />,
          ],
        ]}
      />
      {/* The public site is another app: a full page load, in the page's language. */}
      <MuiLink href={localizePath(`/qr-access/${certificate.id}`, format.locale)}>
        {translate('lspPages.certificate.publicPage', { number: certificate.number })}
      </MuiLink>
    </section>
  );
}
