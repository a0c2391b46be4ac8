import { Link, useLoaderData } from 'react-router';
import { JOB_SEEKER_ACCOUNT } from '@core/jobs/portalLogin';
import { Notice } from '../../components/Notice';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocalizedPath, useT } from '../../i18n/locale';
import { VACANCIES_PATH, type PortalData } from './jobLoaders';
import { VacancyList } from './VacancyCard';

/** /program/bisa-talent: what the portal offers job seekers and employers, the latest vacancies, and where to start. */
export function PortalPage() {
  const t = useT();
  const to = useLocalizedPath();
  const { latest, failed } = useLoaderData<PortalData>();
  usePageHead(t('jobPages.portalTitle'), t('jobPages.portalDescription'));
  return (
    <div className="content-page job-portal">
      <h1 id="page-title">{t('jobPages.portalTitle')}</h1>
      <p className="lead">{t('jobPages.portalIntro')}</p>
      <div className="job-audiences">
        <section className="job-audience" aria-labelledby="portal-seekers">
          <h2 id="portal-seekers">{t('jobPages.seekersTitle')}</h2>
          <ul>
            <li>{t('jobPages.seekersPoints.search')}</li>
            <li>{t('jobPages.seekersPoints.cv')}</li>
            <li>{t('jobPages.seekersPoints.track')}</li>
          </ul>
          <div className="actions">
            <Link className="button button-primary" to={to(`/registrasi/${JOB_SEEKER_ACCOUNT}`)}>
              {t('jobPages.seekersRegister')}
            </Link>
            <Link className="button button-secondary" to={to(`/login/${JOB_SEEKER_ACCOUNT}`)}>
              {t('jobPages.seekersLogin')}
            </Link>
          </div>
        </section>
        <section className="job-audience" aria-labelledby="portal-employers">
          <h2 id="portal-employers">{t('jobPages.employersTitle')}</h2>
          <ul>
            <li>{t('jobPages.employersPoints.post')}</li>
            <li>{t('jobPages.employersPoints.candidates')}</li>
            <li>{t('jobPages.employersPoints.talent')}</li>
          </ul>
          <div className="actions">
            <Link className="button button-primary" to={to('/registrasi-partner/employer')}>
              {t('jobPages.employersRegister')}
            </Link>
            <Link className="button button-secondary" to={to('/contact-us')}>
              {t('jobPages.employersPartner')}
            </Link>
          </div>
        </section>
      </div>
      <section aria-labelledby="portal-latest">
        <h2 id="portal-latest">{t('jobPages.latestTitle')}</h2>
        {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
        {latest.length > 0 ? <VacancyList vacancies={latest} label={t('jobPages.latestTitle')} /> : !failed && <p>{t('jobPages.latestEmpty')}</p>}
        <p>
          <Link className="button button-primary" to={to(VACANCIES_PATH)}>
            {t('jobPages.allVacancies')}
          </Link>
        </p>
      </section>
    </div>
  );
}
