import type { PageProgressControl } from '../components/pageProgressControl';

/** A plain left click on a link that loads another page of this site (not a new tab, a download or an anchor here). */
function leavesByLink(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  return !(samePage && url.hash);
}

/**
 * On island pages every navigation is a full page load (islands/README.md): the bar runs from a link followed or a
 * form sent until the next page replaces this one. Listening on the document, after the islands' own handlers, so a
 * click or submit an island handles itself (defaultPrevented) starts nothing.
 */
export function showProgressWhenLeaving(progress: PageProgressControl): void {
  document.addEventListener('click', (event) => {
    if (!event.defaultPrevented && leavesByLink(event)) progress.start();
  });
  document.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) progress.start();
  });
  // Back to this page from the browser's back-forward cache: the load it started has ended.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) progress.finish();
  });
}
