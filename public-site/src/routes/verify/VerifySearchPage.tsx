import { Form, useLoaderData } from 'react-router';
import { Notice } from '../../components/Notice';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { CertificateCard } from './CertificateCard';
import type { VerifySearch } from './verifyLoaders';

/** /sertifikat (and /qr-access without an id): anyone checks a certificate by the number printed on it. */
export function VerifySearchPage() {
  const t = useT();
  const to = useLocalizedPath();
  const { number, certificate } = useLoaderData<VerifySearch>();
  usePageHead(certificate ? t('verify.certificateTitle', { number: certificate.number }) : t('verify.title'), t('verify.description'));
  return (
    <div className="content-page verify-page">
      <h1 id="page-title">{t('verify.title')}</h1>
      <p>{t('verify.intro')}</p>
      <Form method="get" action={to('/sertifikat')} role="search" className="search-form">
        <label htmlFor="verify-number">{t('verify.numberLabel')}</label>
        <input
          id="verify-number"
          name="number"
          type="search"
          defaultValue={number}
          maxLength={60}
          required
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="verify-number-hint"
        />
        <button type="submit" className="button button-primary">
          {t('verify.submit')}
        </button>
        <small id="verify-number-hint" className="field-hint">
          {t('verify.numberHint')}
        </small>
      </Form>
      {certificate && (
        <section aria-labelledby="verify-result">
          <h2 id="verify-result">{t('verify.certificateTitle', { number: certificate.number })}</h2>
          <CertificateCard certificate={certificate} />
        </section>
      )}
      {number && !certificate && <Notice tone="info">{t('verify.notFound', { number })}</Notice>}
    </div>
  );
}
