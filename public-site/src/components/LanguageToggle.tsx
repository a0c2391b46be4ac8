import { Link, useLocation } from 'react-router';
import { localizePath, type Locale } from '@core/i18n/locales';
import { serializeCookie } from '@core/session/cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@core/session/store';
import { useLocale, useT } from '../i18n/locale';

const DAY_MS = 86_400_000;

/** Remembers the choice (SPEC 3, 9) so the gateway can send the visitor to their language next time. */
function rememberLocale(locale: Locale): void {
  document.cookie = serializeCookie(LOCALE_COOKIE, locale, { expires: new Date(Date.now() + LOCALE_COOKIE_DAYS * DAY_MS) });
}

/** IND/ENG: the same page, query included, in the other language. */
export function LanguageToggle() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'id' ? 'en' : 'id';
  return (
    <nav className="language-toggle" aria-label={t('common.language')}>
      <Link to={`${localizePath(pathname, other)}${search}${hash}`} lang={other} hrefLang={other} onClick={() => rememberLocale(other)}>
        {other === 'en' ? t('common.switchToEnglish') : t('common.switchToIndonesian')}
      </Link>
    </nav>
  );
}
