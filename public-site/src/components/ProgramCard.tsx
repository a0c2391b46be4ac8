import { Link } from 'react-router';
import type { ProgramListItem } from '@core/catalogue/contract';
import { formatIdr } from '@core/format/currency';
import { KIND_LABEL_KEY } from '@core/rules/programLinks';
import { useLocalizedPath, useT } from '../i18n/locale';
import { Picture } from './Picture';

/** The share of the price a discount takes off, in whole percent (at least 1 for any discount). */
export function discountPercent(price: number, discount: number): number {
  return price > 0 && discount > 0 ? Math.max(1, Math.round((discount / price) * 100)) : 0;
}

/**
 * One program in a list: its cover, kind, title (the link to its detail, SPEC 2's built route, stretched over the
 * whole card), activities, price with the discount shown once, and a "see details" action.
 */
export function ProgramCard({ program }: { program: ProgramListItem }) {
  const t = useT();
  const to = useLocalizedPath();
  const percent = discountPercent(program.price, program.discount);
  return (
    <li className="program-card">
      {program.cover ? (
        <Picture
          className="program-card-cover"
          src={program.cover}
          width={800}
          height={450}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
        />
      ) : (
        <div className="program-card-cover program-card-cover-empty" aria-hidden="true" />
      )}
      <div className="program-card-body">
        <p className="program-card-kind">{t(KIND_LABEL_KEY[program.kind])}</p>
        <h3 className="program-card-title">{program.route ? <Link to={to(program.route)}>{program.title}</Link> : program.title}</h3>
        <ul className="program-card-activities" aria-label={t('catalogue.activities')}>
          {program.activity.map((activity) => (
            <li key={activity}>{activity}</li>
          ))}
        </ul>
        <div className="program-card-footer">
          <p className="program-card-price">
            {percent > 0 && (
              <>
                <span className="discount-badge">{t('siteLook.save', { percent })}</span>
                <s>
                  <span className="visually-hidden">{t('siteLook.normalPrice')} </span>
                  {formatIdr(program.price)}
                </s>
              </>
            )}
            <strong>{formatIdr(program.total)}</strong>
          </p>
          {/* The title's link covers the card; this is its visible call to action, not a second link. */}
          {program.route && (
            <span className="program-card-action" aria-hidden="true">
              {t('siteLook.seeDetails')}
            </span>
          )}
        </div>
      </div>
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
