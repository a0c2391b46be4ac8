import { Link } from 'react-router';
import { PARTNER_DOCUMENTS, PARTNER_KINDS } from '@core/organisations/partnerRegistration';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { PARTNER_PATH } from './partnerLoaders';

/** SPEC 1's /requirements: what each kind of partner needs, how verification goes, and its children (terms, privacy). */
export function RequirementsPage() {
  const t = useT();
  const to = useLocalizedPath();
  usePageHead(t('partnerRegistration.requirements.title'), t('partnerRegistration.requirements.description'));
  return (
    <div className="content-page partner-page">
      <h1 id="page-title">{t('partnerRegistration.requirements.title')}</h1>
      <p className="lead">{t('partnerRegistration.requirements.lead')}</p>
      <section aria-labelledby="requirements-steps">
        <h2 id="requirements-steps">{t('partnerRegistration.requirements.steps')}</h2>
        <ol>
          {(['step1', 'step2', 'step3', 'step4'] as const).map((step) => (
            <li key={step}>{t(`partnerRegistration.requirements.${step}`)}</li>
          ))}
        </ol>
      </section>
      <div className="job-audiences">
        {PARTNER_KINDS.map((kind) => {
          const name = t(`partnerRegistration.kinds.${kind}`);
          return (
            <section key={kind} className="job-audience" aria-labelledby={`requirements-${kind}`}>
              <h2 id={`requirements-${kind}`}>{t('partnerRegistration.requirements.documentsOf', { kind: name })}</h2>
              <ul>
                {PARTNER_DOCUMENTS[kind].map((document) => (
                  <li key={document}>{t(`partnerRegistration.documents.${document}`)}</li>
                ))}
              </ul>
              <Link className="button button-primary" to={to(`${PARTNER_PATH}/${kind}`)}>
                {t('partnerRegistration.requirements.register', { kind: name })}
              </Link>
            </section>
          );
        })}
      </div>
      <section aria-labelledby="requirements-policies">
        <h2 id="requirements-policies">{t('partnerRegistration.requirements.policies')}</h2>
        <ul>
          <li>
            <Link to={to('/requirements/terms-conditions')}>{t('partnerRegistration.requirements.termsLink')}</Link>
          </li>
          <li>
            <Link to={to('/requirements/privacy-policy')}>{t('partnerRegistration.requirements.privacyLink')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
