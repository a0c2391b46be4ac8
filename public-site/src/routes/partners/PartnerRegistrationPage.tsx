import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { PARTNER_KINDS, type PartnerKind } from '@core/organisations/partnerRegistration';
import { Notice } from '../../components/Notice';
import { RegistrationSent } from '../../components/RegistrationSent';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { PartnerForm } from './PartnerForm';
import { PARTNER_PATH, REQUIREMENTS_PATH, type PartnerPageData } from './partnerLoaders';

/**
 * SPEC 1's /registrasi-partner (the chooser: employer company, LSP, training provider) and
 * /registrasi-partner/{account} (the organisation's form); an unknown account shows the chooser.
 */
export function PartnerRegistrationPage() {
  const data = useLoaderData<PartnerPageData>();
  // Another kind in the path is another form: start it afresh.
  return data.kind ? <PartnerRegistration key={data.kind} kind={data.kind} data={data} /> : <PartnerChooser />;
}

function PartnerChooser() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('partnerRegistration.chooserTitle'), t('partnerRegistration.chooserDescription'));
  return (
    <div className="content-page partner-page">
      <h1 id="page-title">{t('partnerRegistration.chooserTitle')}</h1>
      <p className="lead">{t('partnerRegistration.chooserLead')}</p>
      <ul className="job-audiences partner-kinds">
        {PARTNER_KINDS.map((kind) => (
          <li key={kind} className="job-audience">
            <h2 id={`partner-kind-${kind}`}>{t(`partnerRegistration.kinds.${kind}`)}</h2>
            <p>{t(`partnerRegistration.kindText.${kind}`)}</p>
            <Link className="button button-primary" to={to(`${PARTNER_PATH}/${kind}`)} aria-describedby={`partner-kind-${kind}`}>
              {t('partnerRegistration.choose', { kind: t(`partnerRegistration.kinds.${kind}`) })}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={to(REQUIREMENTS_PATH)}>{t('partnerRegistration.requirementsLink')}</Link>
      </p>
      <p>
        <Link to={to('/registrasi')}>{t('partnerRegistration.personLink')}</Link>
      </p>
    </div>
  );
}

function PartnerRegistration({ kind, data }: { kind: PartnerKind; data: PartnerPageData }) {
  const t = useT();
  const to = useLocalizedPath();
  const [sent, setSent] = useState<{ email: string; name: string } | null>(null);
  const kindName = t(`partnerRegistration.kinds.${kind}`);
  const title = sent ? t('partnerRegistration.sentTitle') : t('partnerRegistration.formTitle', { kind: kindName });
  usePageHead(title, t('partnerRegistration.chooserDescription'));
  return (
    <div className="content-page partner-page">
      <h1 id="page-title">{title}</h1>
      {sent ? (
        <>
          <RegistrationSent email={sent.email} />
          <Notice tone="info">{t('partnerRegistration.sentText', { name: sent.name })}</Notice>
        </>
      ) : (
        <>
          <p className="lead">{t('partnerRegistration.formLead')}</p>
          <p>
            <Link to={to(REQUIREMENTS_PATH)}>{t('partnerRegistration.requirementsLink')}</Link>
            {' · '}
            <Link to={to(PARTNER_PATH)}>{t('partnerRegistration.otherKind')}</Link>
          </p>
          <PartnerForm kind={kind} provinces={data.provinces} provincesFailed={data.provincesFailed} onRegistered={setSent} />
        </>
      )}
      <p className="switch-form">
        {t('auth.haveAccount')} <Link to={to('/login')}>{t('auth.loginLink')}</Link>
      </p>
    </div>
  );
}
