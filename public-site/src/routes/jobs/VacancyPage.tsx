import { Link, useLoaderData } from 'react-router';
import { formatLongDate } from '@core/format/dates';
import { jobPostingJsonLd } from '@core/jobs/jobPosting';
import { Notice } from '../../components/Notice';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';
import { useSiteData } from '../../siteData';
import { PORTAL_PATH, VACANCIES_PATH, type VacancyDetail } from './jobLoaders';
import { JOB_SEEKER_ACCOUNT } from '@core/jobs/portalLogin';
import { locationText, salaryText } from '@core/jobs/vacancyText';

/** The member app's job-seeker page where an application is made (POST /api/jp/applications needs a login). */
export const applyPath = (id: string) => `/job-seeker/job-vacancy?vacancy=${encodeURIComponent(id)}`;

/** Plain text as paragraphs: blank lines part them, single line breaks stay (CSS white-space: pre-line). */
function Paragraphs({ text, empty }: { text: string; empty: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!paragraphs.length) return <p>{empty}</p>;
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="vacancy-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/**
 * /program/bisa-talent/job-vacancy/{id}: one vacancy, its JobPosting JSON-LD in the head, and the way to apply; a
 * closed or expired vacancy says so and has no apply button.
 */
export function VacancyPage() {
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  const { loggedIn } = useSiteData();
  const { vacancy, url } = useLoaderData<VacancyDetail>();
  const location = locationText(vacancy, t);
  const type = t(`jobPages.employmentTypes.${vacancy.employmentType}`);
  const mode = t(`jobPages.workModes.${vacancy.workMode}`);
  usePageHead(
    `${vacancy.title} - ${vacancy.company.name}`,
    t('jobPages.detailDescription', { title: vacancy.title, company: vacancy.company.name, location, type, mode }),
    // Search engines list open vacancies only: a closed one loses its JobPosting (an expired one says so by validThrough).
    vacancy.status === 'published' ? jobPostingJsonLd(vacancy, url) : undefined,
  );
  const posted = vacancy.publishedAt ?? vacancy.createdAt;
  const applyTarget = to(applyPath(vacancy.id));
  return (
    <article className="content-page vacancy-page" aria-labelledby="page-title">
      <p>
        <Link to={to(VACANCIES_PATH)}>{t('jobPages.backToSearch')}</Link>
      </p>
      <h1 id="page-title">{vacancy.title}</h1>
      <p className="vacancy-company">
        {/* The name follows: the logo adds nothing for a screen reader. */}
        {vacancy.company.logoUrl && <img className="vacancy-logo" src={vacancy.company.logoUrl} alt="" width={48} height={48} decoding="async" />}
        {vacancy.company.name}
      </p>
      {!vacancy.open && (
        <Notice tone="info">
          <strong className="vacancy-closed">{vacancy.expired ? t('jobPages.expired') : t('jobPages.closed')}</strong>
        </Notice>
      )}
      <dl className="vacancy-facts-list">
        <div>
          <dt>{t('jobPages.company')}</dt>
          <dd>{vacancy.company.name}</dd>
        </div>
        <div>
          <dt>{t('jobPages.location')}</dt>
          <dd>{location}</dd>
        </div>
        <div>
          <dt>{t('jobPages.field')}</dt>
          <dd>{t(`jobPages.fields.${vacancy.field}`)}</dd>
        </div>
        <div>
          <dt>{t('jobPages.type')}</dt>
          <dd>{type}</dd>
        </div>
        <div>
          <dt>{t('jobPages.mode')}</dt>
          <dd>{mode}</dd>
        </div>
        <div>
          <dt>{t('jobPages.salary')}</dt>
          <dd>{salaryText(vacancy.salary, t)}</dd>
        </div>
        <div>
          <dt>{t('jobPages.quota')}</dt>
          <dd>{vacancy.quota}</dd>
        </div>
        <div>
          <dt>{t('jobPages.postedDate')}</dt>
          <dd>
            <time dateTime={posted}>{formatLongDate(posted, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('jobPages.closingDate')}</dt>
          <dd>
            {vacancy.closesAt ? <time dateTime={vacancy.closesAt}>{formatLongDate(vacancy.closesAt, locale)}</time> : t('jobPages.noClosingDate')}
          </dd>
        </div>
      </dl>
      {vacancy.open && (
        <section className="vacancy-apply" aria-labelledby="vacancy-apply-title">
          <h2 id="vacancy-apply-title" className="visually-hidden">
            {t('jobPages.apply')}
          </h2>
          <p>
            {/* The member app is another app: a full page load for it; the login page is this site's and sends there after. */}
            {loggedIn ? (
              <a className="button button-primary" href={applyTarget}>
                {t('jobPages.apply')}
              </a>
            ) : (
              <Link className="button button-primary" to={to(`/login?redirect=${encodeURIComponent(applyTarget)}`)}>
                {t('jobPages.applyLoggedOut')}
              </Link>
            )}
          </p>
          <p className="field-hint">{t('jobPages.applyHint')}</p>
          {!loggedIn && <Link to={to(`/registrasi/${JOB_SEEKER_ACCOUNT}`)}>{t('jobPages.noAccount')}</Link>}
        </section>
      )}
      <section aria-labelledby="vacancy-description">
        <h2 id="vacancy-description">{t('jobPages.description')}</h2>
        <Paragraphs text={vacancy.description} empty={t('jobPages.noDescription')} />
      </section>
      <section aria-labelledby="vacancy-requirements">
        <h2 id="vacancy-requirements">{t('jobPages.requirements')}</h2>
        <Paragraphs text={vacancy.requirements} empty={t('jobPages.noRequirements')} />
      </section>
      <p>
        <Link to={to(PORTAL_PATH)}>{t('jobPages.portalTitle')}</Link>
      </p>
    </article>
  );
}
