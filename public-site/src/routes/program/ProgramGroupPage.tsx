import { Link, useLoaderData } from 'react-router';
import { KIND_LABEL_KEY, type GroupSlug } from '@core/rules/programLinks';
import { ProgramList } from '../../components/ProgramCard';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocalizedPath, useT } from '../../i18n/locale';
import type { GroupLanding } from './programLoaders';

const TITLE = { 'bisa-academy': 'catalogue.academyTitle', 'bisa-for-business': 'catalogue.businessTitle' } as const;
const DESCRIPTION = { 'bisa-academy': 'catalogue.academyDescription', 'bisa-for-business': 'catalogue.businessDescription' } as const;

/** /program/bisa-academy and /program/bisa-for-business: the first 4 of each kind, with a link to each whole list. */
export function ProgramGroupPage({ group }: { group: GroupSlug }) {
  const t = useT();
  const to = useLocalizedPath();
  const { lists } = useLoaderData<GroupLanding>();
  usePageHead(t(TITLE[group]), t(DESCRIPTION[group]));
  return (
    <div className="catalogue-page">
      <h1 id="page-title">{t(TITLE[group])}</h1>
      <p className="lead">{t(DESCRIPTION[group])}</p>
      {group === 'bisa-for-business' && (
        <p>
          <Link to={to('/program/bisa-for-business/all')}>{t('catalogue.allBusiness')}</Link>
        </p>
      )}
      {lists.map(({ kind, items }) => (
        <section key={kind} aria-labelledby={`${kind}-title`}>
          <h2 id={`${kind}-title`}>{t(KIND_LABEL_KEY[kind])}</h2>
          <ProgramList programs={items} label={t(KIND_LABEL_KEY[kind])} />
          <p>
            <Link to={to(`/program/${group}/${kind}`)}>{t('catalogue.seeAll', { kind: t(KIND_LABEL_KEY[kind]) })}</Link>
          </p>
        </section>
      ))}
    </div>
  );
}
