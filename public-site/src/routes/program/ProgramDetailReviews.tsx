import type { ProgramReviews } from '@core/catalogue/contract';
import { formatLongDate } from '@core/format/dates';
import { formatOneDecimal } from '@core/format/numbers';
import { useLocale, useT } from '../../i18n/locale';

function Stars({ rating }: { rating: number }) {
  const t = useT();
  const locale = useLocale();
  const whole = Math.round(rating);
  return (
    <span className="program-stars" role="img" aria-label={t('siteFind.detail.stars', { rating: formatOneDecimal(rating, locale) })}>
      {'★'.repeat(whole)}
      {'☆'.repeat(5 - whole)}
    </span>
  );
}

/** Learners' ratings and latest comments on the linked courses; a reviewer appears by first name only. */
export function ProgramDetailReviews({ reviews }: { reviews: ProgramReviews }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="program-reviews">
      <h2 id="program-reviews">{t('siteFind.detail.reviews')}</h2>
      {reviews.average === null ? (
        <p>{t('siteFind.detail.noReviews')}</p>
      ) : (
        <>
          <p>
            <Stars rating={reviews.average} />{' '}
            {t(reviews.count === 1 ? 'siteFind.detail.ratingOne' : 'siteFind.detail.rating', {
              rating: formatOneDecimal(reviews.average, locale),
              count: reviews.count,
            })}
          </p>
          <ul className="program-reviews">
            {reviews.items.map((review, index) => (
              <li key={`${index}-${review.firstName}`}>
                <p className="program-review-meta">
                  <Stars rating={review.rating} /> {review.firstName} · {formatLongDate(review.date, locale)}
                </p>
                <p>{review.comment}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
