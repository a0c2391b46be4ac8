import { createPath, type Navigator, type To } from 'react-router';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The router an island sees in the browser: links keep their addresses, but following one (or navigate()) is a full
 * page load, answered from the gateway's page cache; there is no client-side route table on island pages.
 */
export const fullPageNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};
