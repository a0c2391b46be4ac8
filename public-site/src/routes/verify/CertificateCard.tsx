import type { CertificateSummary } from '@core/certification/contract';
import { formatLongDate } from '@core/format/dates';
import { localizePath } from '@core/i18n/locales';
import { useLocale, useT } from '../../i18n/locale';

/**
 * What anyone may know of a certificate: its status first, then the holder, the scheme, the LSP and the
 * dates, and the links to its permanent verification page and its Open Badges credential. Dates are the UTC days
 * the certificate's documents print (formatLongDate), so the server's page and the hydrated one agree.
 */
export function CertificateCard({ certificate }: { certificate: CertificateSummary }) {
  const t = useT();
  const locale = useLocale();
  const verifyPath = `/qr-access/${certificate.id}`;
  return (
    <div className="certificate-card">
      {/* A live region: a screen reader hears the status of each certificate searched for. */}
      <p className={`certificate-status certificate-status-${certificate.status}`} role="status">
        {t('verify.status')}: <strong>{t(`verify.statuses.${certificate.status}`)}</strong>
        {certificate.revokedAt && <span> · {t('verify.revokedOn', { date: formatLongDate(certificate.revokedAt, locale) })}</span>}
      </p>
      <dl className="certificate-facts">
        <dt>{t('verify.holder')}</dt>
        <dd>{certificate.holderName}</dd>
        <dt>{t('verify.scheme')}</dt>
        <dd>{certificate.scheme.title[locale]}</dd>
        <dt>{t('verify.schemeCode')}</dt>
        <dd>{certificate.scheme.code}</dd>
        <dt>{t('verify.lsp')}</dt>
        <dd>{certificate.lsp.name}</dd>
        <dt>{t('verify.issuedAt')}</dt>
        <dd>
          <time dateTime={certificate.issuedOn}>{formatLongDate(certificate.issuedOn, locale)}</time>
        </dd>
        <dt>{t('verify.validUntil')}</dt>
        <dd>
          <time dateTime={certificate.validUntil}>{formatLongDate(certificate.validUntil, locale)}</time>
        </dd>
      </dl>
      <ul className="certificate-links">
        <li>
          {/* Plain links: the pages are rendered anew by the server, the credential is a JSON document. */}
          <a href={localizePath(verifyPath, locale)}>{t('verify.verifyLink')}</a>
        </li>
        <li>
          <a href={`${verifyPath}/credential.json`} type="application/vc+ld+json">
            {t('verify.credentialLink')}
          </a>
        </li>
      </ul>
    </div>
  );
}
