import type { CookieJar } from '@core/session/cookies';
import type { Locale } from '@core/i18n/locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@core/session/names';
import { profileApi } from '../account/profileApi';
import type { Gateway } from '../gateway/client';
import type { SessionStore } from './store';

const DAY_MS = 86_400_000;
/** How long a toggle waits for the account to take the choice before it loads the page anyway. */
const ACCOUNT_WAIT_MS = 1_500;

/** The locale cookie (SPEC 3, 9): the gateway sends the person's next unprefixed visit to this language. */
export function rememberLocaleCookie(cookies: CookieJar, locale: Locale): void {
  cookies.set(LOCALE_COOKIE, locale, { expires: new Date(Date.now() + LOCALE_COOKIE_DAYS * DAY_MS) });
}

/**
 * A language chosen (a toggle, the profile's setting): the cookie at once, and for someone logged in their account's
 * language too, which their mails and notifications follow. Resolves when the account has it, or after a short wait
 * (the page in the other language loads next, and a failed save must not hold it up: the next choice saves again).
 */
export async function chooseLocale(deps: { cookies: CookieJar; session: SessionStore; gateway: Gateway }, locale: Locale): Promise<void> {
  rememberLocaleCookie(deps.cookies, locale);
  if (!deps.session.isLoggedIn()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ACCOUNT_WAIT_MS)));
  const saved = profileApi(deps.gateway)
    .setLocale(locale)
    .then(
      () => undefined,
      () => undefined,
    );
  await Promise.race([saved, waited]);
  clearTimeout(timer);
}
