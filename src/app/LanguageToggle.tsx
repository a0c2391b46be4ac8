import { Button } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { localizePath, type Locale } from '@core/i18n/locales';
import { browserCookieJar } from '@client/session/browserCookies';
import { chooseLocale, rememberLocaleCookie } from '@client/session/chooseLocale';
import { useMember } from '../shared/memberContext';

/**
 * The IND/ENG toggle: the locale lives in the URL, so switching loads the same page under the other prefix, after
 * remembering the choice in the locale cookie (SPEC 3) and the account (for the person's mails and notifications).
 */
export function LanguageToggle() {
  const translate = useTranslate();
  const { locale, session, gateway } = useMember();
  // The app's router has no basename (see App.tsx), so this is the whole path, '/en/member/profile'.
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'id' : 'en';
  const href = `${localizePath(pathname, other)}${search}${hash}`;
  return (
    <Button
      color="inherit"
      href={href}
      hrefLang={other}
      lang={other}
      onClick={(event) => {
        rememberLocaleCookie(browserCookieJar(document), other);
        // A plain click waits for the account to take the choice; a new tab or window opens as any link does.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void chooseLocale({ cookies: browserCookieJar(document), session, gateway }, other).then(() => window.location.assign(href));
      }}
    >
      {translate(other === 'en' ? 'common.switchToEnglish' : 'common.switchToIndonesian')}
    </Button>
  );
}
