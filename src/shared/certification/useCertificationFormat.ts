import { useMemo } from 'react';
import type { LocalText } from '@core/forms';
import { useMember } from '../memberContext';
import { dateTimeFormat } from '@core/format/locale';

/**
 * Dates, times and the schemes' two-language titles in the page's language. A date-only value (a certificate's
 * "valid until", YYYY-MM-DD) is read in UTC, so it shows the same day wherever the browser is.
 */
export function useCertificationFormat() {
  const { locale } = useMember();
  return useMemo(() => {
    const date = dateTimeFormat(locale, { dateStyle: 'medium' });
    const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      locale,
      date: (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? day : date).format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      text: (text: LocalText) => text[locale] || text.id,
    };
  }, [locale]);
}
