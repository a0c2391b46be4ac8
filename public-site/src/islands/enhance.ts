import { isLocale } from '@core/i18n/locales';
import { rememberLocale } from '../i18n/rememberLocale';
import { SUBMIT_ON_CHANGE_ATTRIBUTE } from './attributes';

/** Pages of the gateway that are not the public site's, never prefetched. */
const NOT_A_PAGE = /^\/(en\/)?(api|member|form|dev)(\/|$)/;

/**
 * What island pages do without React (islands/README.md): the language toggle remembers the choice even when it is
 * followed before the header's island has loaded, and a link about to be followed (hovered, touched or focused) is
 * prefetched, so the full page load that follows comes from the browser's cache; a filter marked to apply on change
 * sends its form (a GET form: the choice lands in the URL, as the form's button would put it there).
 */
export function enhancePage(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('.language-toggle a[hreflang]');
    const locale = link?.getAttribute('hreflang');
    if (locale && isLocale(locale)) rememberLocale(locale);
  });
  root.addEventListener('change', (event) => {
    const field = event.target;
    if (field instanceof HTMLSelectElement && field.hasAttribute(SUBMIT_ON_CHANGE_ATTRIBUTE)) field.form?.requestSubmit();
  });
  const prefetched = new Set<string>([window.location.pathname + window.location.search]);
  const prefetch = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.hasAttribute('download')) return;
    const address = link.pathname + link.search;
    if (NOT_A_PAGE.test(link.pathname) || prefetched.has(address)) return;
    prefetched.add(address);
    const hint = root.createElement('link');
    hint.rel = 'prefetch';
    hint.href = address;
    root.head.append(hint);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) root.addEventListener(type, prefetch, { passive: true });
}
