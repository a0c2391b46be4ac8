import { createBrowserClient, type BrowserClient } from '@client/browser';

let client: BrowserClient | undefined;

/**
 * The one session + gateway + account API of the page. Created on first use rather than at import, so that
 * route modules can later be imported by the server-side renderer, where there is no document.
 */
export function browserClient(): BrowserClient {
  client ??= createBrowserClient();
  return client;
}
