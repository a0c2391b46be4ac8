import { PAGE_VIEW_BEACON_URL, type PageViewBeacon } from '@core/analytics/pageViews';

/**
 * Counts this page view (server/src/features/analytics): the path and the referring address only, sent with
 * navigator.sendBeacon (no cookie, no API key, does not hold the page up). A prerendered page counts when shown.
 */
export function recordPageView(path: string = window.location.pathname, referrer: string = document.referrer): void {
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    document.addEventListener('prerenderingchange', () => recordPageView(path, referrer), { once: true });
    return;
  }
  if (typeof navigator.sendBeacon !== 'function') return;
  const beacon: PageViewBeacon = referrer ? { path, referrer } : { path };
  navigator.sendBeacon(PAGE_VIEW_BEACON_URL, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
}
