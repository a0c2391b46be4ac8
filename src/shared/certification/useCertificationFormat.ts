import { useMemo } from 'react';
import type { LocalText } from '@core/forms';
import type { TimeZone } from '@core/time/zones';
import { useDates } from '../format/useDates';

/** Dates and times (useDates: the LSP's time zone) and the schemes' two-language titles in the page's language. */
export function useCertificationFormat(zone?: TimeZone) {
  const dates = useDates(zone);
  return useMemo(() => ({ ...dates, text: (text: LocalText) => text[dates.locale] || text.id }), [dates]);
}
