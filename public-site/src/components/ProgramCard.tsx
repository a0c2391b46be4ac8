import { Link } from 'react-router';
import type { ProgramListItem } from '@core/catalogue/model';
import { formatIdr } from '@core/format/currency';
import { KIND_LABEL_KEY } from '@core/rules/programLinks';
import { useLocalizedPath, useT } from '../i18n/locale';

/** One program in a list: kind, title (the link to its detail, SPEC 2's built route), activities and price. */
export function ProgramCard({ program }: { program: ProgramListItem }) {
  const t = useT();
  const to = useLocalizedPath();
  return (
    <li className="program-card">
      <p className="program-card-kind">{t(KIND_LABEL_KEY[program.kind])}</p>
      <h3 className="program-card-title">{program.route ? <Link to={to(program.route)}>{program.title}</Link> : program.title}</h3>
      <ul className="program-card-activities" aria-label={t('catalogue.activities')}>
        {program.activity.map((activity) => (
          <li key={activity}>{activity}</li>
        ))}
      </ul>
      <p className="program-card-price">
        {program.discount > 0 && <s>{formatIdr(program.price)}</s>} <strong>{formatIdr(program.total)}</strong>
      </p>
    </li>
  );
}

export function ProgramList({ programs, label }: { programs: ProgramListItem[]; label: string }) {
  const t = useT();
  if (programs.length === 0) return <p>{t('catalogue.empty')}</p>;
  return (
    <ul className="program-list" aria-label={label}>
      {programs.map((program) => (
        <ProgramCard key={program.id} program={program} />
      ))}
    </ul>
  );
}
