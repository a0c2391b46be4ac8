import { accountApi } from './account/api';
import { readApiKey } from './config/clientConfig';
import { createGateway, type GatewayOptions } from './gateway/client';
import { localeOfPath } from '@core/i18n/locales';
import { browserCookieJar } from './session/browserCookies';
import { createSessionStore, memoryStorage, type KeyValueStorage } from './session/store';

function safeLocalStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

/** The session, gateway and account API wired to the browser (document.cookie, localStorage, the page's API key). */
export function createBrowserClient(options: Pick<GatewayOptions, 'onSessionExpired'> = {}) {
  const session = createSessionStore(browserCookieJar(document), safeLocalStorage());
  const gateway = createGateway({
    apiKey: readApiKey(document),
    session,
    language: () => localeOfPath(window.location.pathname),
    onSessionExpired: options.onSessionExpired,
  });
  return { session, gateway, account: accountApi(gateway) };
}

export type BrowserClient = ReturnType<typeof createBrowserClient>;
