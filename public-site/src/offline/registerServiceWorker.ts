/** SPEC 8: a browser without service workers raises this error (the page itself keeps working, only uncached). */
export class ServiceWorkerUnsupportedError extends Error {
  constructor() {
    super('Service workers are not supported by this browser');
    this.name = 'ServiceWorkerUnsupportedError';
  }
}

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * SPEC 1: registers /sw.js (scripts/build-service-worker.ts writes it at build time) for the whole origin. Rejects
 * with ServiceWorkerUnsupportedError when the browser has no service worker support (or the page is not in a secure
 * context, where browsers hide it).
 */
export async function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in nav) || !nav.serviceWorker) throw new ServiceWorkerUnsupportedError();
  return nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}

/**
 * Registers the worker once the page has loaded, so that precaching never competes with the page's own files. An
 * entry with a top-level await (main.tsx waits for its catalog) may resume after the load event has fired: then a
 * load listener would never run and the page would stay without a worker (seen in CI: offline.spec waited 20 s for
 * a controller that never came), so a page that is already complete registers at once.
 */
export function registerServiceWorkerAfterLoad(win: Window = window): void {
  const register = () => {
    registerServiceWorker(win.navigator).catch((error: unknown) => console.error(error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
