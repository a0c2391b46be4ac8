import { locationText, salaryText } from '@core/jobs/vacancyText';
import { Link } from 'react-router';
import { formatLongDate } from '@core/format/dates';
import type { VacancyView } from '@core/jobs/contract';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';
import { VACANCIES_PATH } from './jobLoaders';

export const vacancyPath = (id: string) => `${VACANCIES_PATH}/${encodeURIComponent(id)}`;

/** One vacancy in a list (search results, the portal's and the home page's latest): its title links to its page. */
export function VacancyCard({ vacancy, headingLevel = 3 }: { vacancy: VacancyView; headingLevel?: 2 | 3 }) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalizedPath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const posted = vacancy.publishedAt ?? vacancy.createdAt;
  return (
    <article className="vacancy-card">
      <Heading className="vacancy-card-title">
        <Link to={to(vacancyPath(vacancy.id))}>{vacancy.title}</Link>
      </Heading>
      <p className="vacancy-card-company">{vacancy.company.name}</p>
      <ul className="vacancy-facts">
        <li>{locationText(vacancy, t)}</li>
        <li>{t(`jobPages.employmentTypes.${vacancy.employmentType}`)}</li>
        <li>{t(`jobPages.workModes.${vacancy.workMode}`)}</li>
      </ul>
      <p className="vacancy-card-salary">{salaryText(vacancy.salary, t)}</p>
      <p className="vacancy-card-date">
        <time dateTime={posted}>{t('jobPages.postedOn', { date: formatLongDate(posted, locale) })}</time>
      </p>
    </article>
  );
}

/** A list of vacancies, each a list item. */
export function VacancyList({ vacancies, label, headingLevel }: { vacancies: VacancyView[]; label: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className="vacancy-list" aria-label={label}>
      {vacancies.map((vacancy) => (
        <li key={vacancy.id}>
          <VacancyCard vacancy={vacancy} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
