import { Link, useLocation } from 'react-router';
import { localizePath, type Locale } from '@core/i18n/locales';
import { useLocale, useT } from '../i18n/locale';
import { browserCookieJar } from '@client/session/browserCookies';
import { chooseLocale } from '@client/session/chooseLocale';
import { browserClient } from '../client';
import { rememberLocale } from '../i18n/rememberLocale';

/** IND/ENG: the same page, query included, in the other language. */
export function LanguageToggle() {
  const t = useT();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'id' ? 'en' : 'id';
  return (
    <nav className="language-toggle" aria-label={t('common.language')}>
      {/* A full page load (reloadDocument): the browser holds only this locale's catalog (public-site/src/i18n/catalogRuntime.ts). */}
      <Link
        to={`${localizePath(pathname, other)}${search}${hash}`}
        reloadDocument
        lang={other}
        hrefLang={other}
        onClick={(event) => {
          rememberLocale(other);
          // Logged in: the account takes the choice too (its mails and notifications) before the page loads.
          const { session, gateway } = browserClient();
          if (!session.isLoggedIn() || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          const href = event.currentTarget.href;
          void chooseLocale({ cookies: browserCookieJar(document), session, gateway }, other).then(() => window.location.assign(href));
        }}
      >
        {other === 'en' ? t('common.switchToEnglish') : t('common.switchToIndonesian')}
      </Link>
    </nav>
  );
}
