import { Button } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { localizePath, type Locale } from '@core/i18n/locales';
import { browserCookieJar } from '@client/session/browserCookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@core/session/names';
import { useMember } from '../shared/memberContext';

const DAY_MS = 86_400_000;

/**
 * The IND/ENG toggle: the locale lives in the URL, so switching loads the same page under the other
 * prefix, and remembers the choice in the locale cookie (SPEC 3) as the public site does.
 */
export function LanguageToggle() {
  const translate = useTranslate();
  const { locale } = useMember();
  // The app's router has no basename (see App.tsx), so this is the whole path, '/en/member/profile'.
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'id' : 'en';
  return (
    <Button
      color="inherit"
      href={`${localizePath(pathname, other)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      onClick={() => {
        browserCookieJar(document).set(LOCALE_COOKIE, other, { expires: new Date(Date.now() + LOCALE_COOKIE_DAYS * DAY_MS) });
      }}
    >
      {translate(other === 'en' ? 'common.switchToEnglish' : 'common.switchToIndonesian')}
    </Button>
  );
}
