import { Link, useLoaderData } from 'react-router';
import type { DefaultProgramResponse } from '@core/catalogue/contract';
import { ProgramBrowser } from '../../components/ProgramBrowser';
import { ProgramList } from '../../components/ProgramCard';
import { usePageHead } from '../../hooks/usePageHead';
import { island } from '../../islands/Island';
import { useLocalizedPath, useT } from '../../i18n/locale';

/**
 * The drill-down hydrates on first use (a pointer over it, focus or touch): a first visit loads no React (Lighthouse's
 * blocking time on a phone), and a group chosen before it listens is taken over on hydration (ProgramBrowser's first
 * effect). The lists below are links.
 */
const ProgramBrowserIsland = island('programBrowser', ProgramBrowser, 'interaction');

/** /program: both groups' first programs and the recommended ones (get-default-program). */
export function ProgramIndexPage() {
  const t = useT();
  const to = useLocalizedPath();
  const { bisaForAcademy, bisaForBusiness, recommended } = useLoaderData<DefaultProgramResponse>();
  usePageHead(t('catalogue.programTitle'), t('catalogue.programDescription'));
  return (
    <div className="catalogue-page">
      <h1 id="page-title">{t('catalogue.programTitle')}</h1>
      <p className="lead">{t('catalogue.programDescription')}</p>
      <ProgramBrowserIsland />
      <section aria-labelledby="academy-title">
        <h2 id="academy-title">
          <Link to={to('/program/bisa-academy')}>{t('catalogue.academyTitle')}</Link>
        </h2>
        <ProgramList programs={bisaForAcademy} label={t('catalogue.academyTitle')} />
      </section>
      <section aria-labelledby="business-title">
        <h2 id="business-title">
          <Link to={to('/program/bisa-for-business')}>{t('catalogue.businessTitle')}</Link>
        </h2>
        <ProgramList programs={bisaForBusiness} label={t('catalogue.businessTitle')} />
      </section>
      <section aria-labelledby="recommended-title">
        <h2 id="recommended-title">{t('catalogue.recommended')}</h2>
        <ProgramList programs={recommended} label={t('catalogue.recommended')} />
      </section>
    </div>
  );
}
