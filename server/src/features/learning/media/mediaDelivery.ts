import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * How learning files reach the browser's own loaders (docs/decisions/2026-11-26-learning.md "Learning media"): the
 * addresses under /learning-media/<ticket>/, the SCORM bridge injected into a package's pages, and the headers that
 * keep a SCORM package away from the member app's tokens.
 */

export const MEDIA_PREFIX = '/learning-media';

/** Paths under a ticket that no package file can take: the gateway's own answers. */
export const RESERVED_DIR = '__lms__';
export const BRIDGE_PATH = `${RESERVED_DIR}/scorm-bridge.js`;
export const RENDERED_PDF_PATH = `${RESERVED_DIR}/rendered.pdf`;

/** Encodes each segment of a package path, keeping its query or fragment (a launch's `?start=1`) as written. */
export function encodePackagePath(launch: string): string {
  const cut = launch.search(/[?#]/);
  const file = cut === -1 ? launch : launch.slice(0, cut);
  const rest = cut === -1 ? '' : launch.slice(cut);
  return file.split('/').map(encodeURIComponent).join('/') + rest;
}

export function mediaUrl(ticket: string, inside: string): string {
  return `${MEDIA_PREFIX}/${ticket}/${inside}`;
}

/**
 * The SCORM package's responses: a sandbox without allow-same-origin gives its pages an opaque origin, so their
 * scripts cannot read the app origin's localStorage (the member's tokens), its cookies, or the parent's DOM; they
 * talk to the LMS in the parent only through postMessage (scorm-again's cross-frame bridge). Inside that sandbox
 * the package runs its own inline and eval'd scripts (authoring tools emit both); it may be framed only by the app.
 */
export const SCORM_CONTENT_SECURITY_POLICY = [
  'sandbox allow-scripts allow-forms allow-popups',
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The headers of every file of a SCORM package. Its pages have an opaque origin, so for the browser their own
 * scripts, styles and pictures are cross-origin loads: they need a cross-origin resource policy and, for module
 * scripts and fetch(), CORS. The ticket in the address is what grants access, so '*' shows nothing the address
 * does not already open.
 */
export const SCORM_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': SCORM_CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

let bridgeScript: string | undefined;

/**
 * The script every page of a package loads first: scorm-again's CrossFrameAPI as window.API (1.2) and
 * window.API_1484_11 (2004), posting to the top window, which is the app (the page's address says its origin even
 * in the sandbox). It asks for the stored CMI at once, so a package reading cmi.core.lesson_location right after
 * LMSInitialize finds it (the bridge's answers are asynchronous).
 */
export function scormBridgeScript(): string {
  if (bridgeScript === undefined) {
    const library = readFileSync(createRequire(import.meta.url).resolve('scorm-again/cross-frame-api/min'), 'utf8');
    bridgeScript = `${library}
;(function () {
  var lms = new URL(location.href).origin;
  var api = new CrossFrameAPI(lms, window.top);
  window.API = api;
  window.API_1484_11 = api;
  api._post('getFlattenedCMI', []).then(function (all) {
    if (!all || typeof all !== 'object') return;
    Object.keys(all).forEach(function (key) {
      if (!api._cache.has(key)) api._cache.set(key, String(all[key]));
    });
  }, function () {});
})();
`;
  }
  return bridgeScript;
}

/**
 * The page with the bridge's script as the first element of its <head> (before any script of the package), made
 * without decoding the page: its bytes are kept as they are, whatever its charset.
 */
export function injectBridge(page: Buffer, bridgeUrl: string): Buffer {
  const tag = Buffer.from(`<script src="${bridgeUrl}"></script>`, 'latin1');
  const text = page.toString('latin1');
  const head = /<head\b[^>]*>/i.exec(text);
  if (head) return Buffer.concat([page.subarray(0, head.index + head[0].length), tag, page.subarray(head.index + head[0].length)]);
  const html = /<html\b[^>]*>/i.exec(text);
  const at = html ? html.index + html[0].length : (/<!doctype[^>]*>/i.exec(text)?.[0].length ?? 0);
  return Buffer.concat([page.subarray(0, at), Buffer.from('<head>', 'latin1'), tag, Buffer.from('</head>', 'latin1'), page.subarray(at)]);
}
