import { Link, useLoaderData } from 'react-router';
import type { DefaultProgramResponse } from '@core/catalogue/model';
import { ProgramBrowser } from '../../components/ProgramBrowser';
import { ProgramList } from '../../components/ProgramCard';
import { usePageHead } from '../../hooks/usePageHead';
import { island } from '../../islands/Island';
import { useLocalizedPath, useT } from '../../i18n/locale';

/** The drill-down, the page's first tool, hydrates at once (a choice made before it listens would be lost); the lists below are links. */
const ProgramBrowserIsland = island('programBrowser', ProgramBrowser, 'load');

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
