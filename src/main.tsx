import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { localeOfPath, localizePath } from '@core/i18n/locales';
import { browserCookieJar } from '@client/session/browserCookies';
import { SESSION_COOKIES } from '@core/session/names';
import { loginPathFor } from '@core/rules/redirect';
import { createBrowserClient } from '@client/browser';
import { App } from './app/App';
import { loadMemberMessages } from './app/i18n';
import { SESSION_EXPIRED_EVENT } from './shared/memberContext';

const locale = localeOfPath(window.location.pathname);

// SPEC 4's 'auth' guard: without a token cookie the member app is never rendered. The login brings the person back
// to the page they asked for (the login page accepts only a path of this site).
if (!browserCookieJar(document).get(SESSION_COOKIES.token)) {
  const { pathname, search, hash } = window.location;
  window.location.replace(loginPathFor(localizePath('/login', locale), `${pathname}${search}${hash}`));
} else {
  const sessionEvents = new EventTarget();
  const { session, gateway, account } = createBrowserClient({
    onSessionExpired: () => sessionEvents.dispatchEvent(new Event(SESSION_EXPIRED_EVENT)),
  });
  // The gateway sets lang when it serves the page; the dev server does not.
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Only the URL's language is downloaded, while the app's own chunks are parsed.
  void loadMemberMessages(locale).then((messages) =>
    createRoot(root).render(
      <StrictMode>
        <App member={{ session, gateway, account, locale, sessionEvents }} messages={messages} />
      </StrictMode>,
    ),
  );
}
