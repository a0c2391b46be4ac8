/**
 * Targets that come from input (the login page's ?redirect=, an operator's notification link) may only lead to a
 * page of this site (ASVS 3.7.2, 5.1.5). The target is resolved against the site's origin with the URL API, exactly
 * as a browser would resolve it, so whatever the browser would make of tabs, new lines, backslashes or a scheme
 * ('/%09/evil.example' -> '//evil.example', '/\\evil.example', 'javascript:...') decides, not a string check.
 */

/** Stands in for the site's origin when the caller does not know it: only relative paths can resolve to it. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

/**
 * The target as a path of this site (path + search + hash, as the browser would normalise it), or null when it is
 * missing, not a root-relative path, or would resolve to another origin. With `siteOrigin`, an absolute URL of the
 * site itself is accepted too (and reduced to its path).
 */
export function sameSiteTarget(target: string | null | undefined, siteOrigin: string = PLACEHOLDER_ORIGIN): string | null {
  if (!target) return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(siteOrigin);
    resolved = new URL(target, base);
  } catch {
    return null;
  }
  if (resolved.origin !== base.origin || (resolved.protocol !== 'https:' && resolved.protocol !== 'http:')) return null;
  // A relative target ('cart', '?x', '') depends on the page it is used on: only root-relative paths (or the site's
  // own absolute URLs) are meant. Checked on the raw text, after the URL API has ruled out other origins.
  const absoluteOfSite = siteOrigin !== PLACEHOLDER_ORIGIN && /^[a-z][a-z0-9+.-]*:/i.test(target.trim());
  if (!target.startsWith('/') && !absoluteOfSite) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Where to go after logging in when a page sent the visitor to /login (SPEC 2's "and back"): a path of this site,
 * else the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback: string, siteOrigin?: string): string {
  return sameSiteTarget(target, siteOrigin) ?? fallback;
}

/** The login page's address that brings the visitor back to `returnTo` afterwards. */
export function loginPathFor(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
