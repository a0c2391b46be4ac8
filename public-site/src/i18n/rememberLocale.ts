import type { Locale } from '@core/i18n/locales';
import { serializeCookie } from '@core/session/cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@core/session/names';

const DAY_MS = 86_400_000;

/** Remembers the visitor's language choice (SPEC 3, 9) so the gateway can send them to it next time. */
export function rememberLocale(locale: Locale): void {
  document.cookie = serializeCookie(LOCALE_COOKIE, locale, { expires: new Date(Date.now() + LOCALE_COOKIE_DAYS * DAY_MS) });
}
