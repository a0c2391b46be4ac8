import { useMemo } from 'react';
import { useMember } from '../../shared/memberContext';
import { numberFormat } from '@core/format/locale';
import { useDates } from '../../shared/format/useDates';

/** Dates (useDates) and durations of the learner's pages in the member's language. */
export function useLearnerFormat() {
  const { locale } = useMember();
  const dates = useDates();
  return useMemo(() => {
    const hours = numberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' });
    const minutes = numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' });
    return {
      ...dates,
      /** Time spent, as "1 jam 5 mnt" or "12 mnt" (whole minutes; under a minute reads 0). */
      duration: (seconds: number) => {
        const total = Math.floor(seconds / 60);
        const whole = Math.floor(total / 60);
        return whole ? `${hours.format(whole)} ${minutes.format(total % 60)}` : minutes.format(total);
      },
      /** A video position as m:ss. */
      clock: (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`,
    };
  }, [locale, dates]);
}
