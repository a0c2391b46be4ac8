import { Link, useLoaderData } from 'react-router';
import { courseJsonLd } from '@core/catalogue/programDetail';
import { formatLongDate } from '@core/format/dates';
import { KIND_LABEL_KEY } from '@core/rules/programLinks';
import { Picture } from '../../components/Picture';
import { ProgramList } from '../../components/ProgramCard';
import { usePageHead } from '../../hooks/usePageHead';
import { island } from '../../islands/Island';
import { useLocale, useLocalizedPath, useT } from '../../i18n/locale';
import { ProgramDetailReviews } from './ProgramDetailReviews';
import { ProgramDetailSyllabus } from './ProgramDetailSyllabus';
import type { ProgramDetailData } from './programLoaders';
import { ProgramPriceBox } from './ProgramPriceBox';
import { useSiteData } from '../../siteData';

// The price box's Add to cart is the page's one interactive part: for a visitor hydrated on first use (a pointer over
// it, focus or touch), so a first visit loads no React; a press that comes before is repeated once it is hydrated
// (islands/main.ts). A member's box is hydrated when seen: a program they hold already, or a role without a cart, must
// show before a click (the page is cached per login flag, so that is known in the browser only).
const ProgramPriceBoxOnUse = island('programPriceBox', ProgramPriceBox, 'interaction');
const ProgramPriceBoxWhenSeen = island('programPriceBox', ProgramPriceBox, 'visible');

/**
 * A program's detail, enough for a learner to decide (SPEC 2): cover, summary, what they will learn, who
 * runs it and when, the price (said once), reviews and related programs, with the program's Course JSON-LD.
 */
export function ProgramDetailPage() {
  const t = useT();
  const PriceBoxIsland = useSiteData().loggedIn ? ProgramPriceBoxWhenSeen : ProgramPriceBoxOnUse;
  const to = useLocalizedPath();
  const locale = useLocale();
  const { program, url } = useLoaderData<ProgramDetailData>();
  usePageHead(program.title, program.description, courseJsonLd(program, url, t('common.appName')));
  const { id, title, subProgramId, enrollmentType, description, cover, price, discount, total } = program;

  return (
    <article className="catalogue-page program-detail" aria-labelledby="page-title">
      <nav className="breadcrumb" aria-label={t('siteFind.detail.breadcrumb')}>
        <ol>
          <li>
            <Link to={to('/')}>{t('siteLook.breadcrumbHome')}</Link>
          </li>
          <li>
            <Link to={to('/program')}>{t('siteFind.detail.programs')}</Link>
          </li>
          <li aria-current="page">{program.title}</li>
        </ol>
      </nav>
      <p className="program-card-kind">
        {t(KIND_LABEL_KEY[program.kind])} · {program.category}
      </p>
      <h1 id="page-title">{program.title}</h1>
      <div className="program-detail-layout">
        <div>
          {program.cover && (
            <Picture
              className="program-detail-cover"
              src={program.cover}
              alt={t('siteFind.detail.coverAlt', { title: program.title })}
              width={1280}
              height={720}
              sizes="(min-width: 1024px) 48rem, 100vw"
              priority
            />
          )}
          <section aria-labelledby="program-summary">
            <h2 id="program-summary">{t('siteFind.detail.summary')}</h2>
            <p className="lead">{program.description}</p>
            <h3>{t('catalogue.competency')}</h3>
            <p>{program.competency}</p>
          </section>
          <ProgramDetailSyllabus syllabus={program.syllabus} competency={program.competency} />
          <section aria-labelledby="program-schedule">
            <h2 id="program-schedule">{t('siteFind.detail.schedule')}</h2>
            {program.provider && (
              <p>
                {t('siteFind.detail.runBy')}: <strong>{program.provider}</strong>
              </p>
            )}
            {program.trainers.length > 0 && (
              <p>
                {t('siteFind.detail.trainers')}: {program.trainers.join(', ')}
              </p>
            )}
            {program.schedule.length > 0 ? (
              <ul>
                {program.schedule.map((item) => (
                  <li key={`${item.name}-${item.startsOn}`}>
                    <strong>{item.name}</strong>:{' '}
                    {t('siteFind.detail.classDates', { start: formatLongDate(item.startsOn, locale), end: formatLongDate(item.endsOn, locale) })}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('siteFind.detail.noSchedule')}</p>
            )}
            {program.availableFrom && <p>{t('catalogue.availableFrom', { date: formatLongDate(program.availableFrom, locale) })}</p>}
          </section>
          <ProgramDetailReviews reviews={program.reviews} />
        </div>
        <PriceBoxIsland program={{ id, title, subProgramId, type: enrollmentType, desc: description, picture: cover, price, discount, total }} />
      </div>
      {program.related.length > 0 && (
        <section aria-labelledby="program-related">
          <h2 id="program-related">{t('siteFind.detail.related')}</h2>
          <ProgramList programs={program.related} label={t('siteFind.detail.related')} />
        </section>
      )}
    </article>
  );
}
