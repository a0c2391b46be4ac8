/**
 * Where to go after logging in when a page sent the visitor to /login (SPEC 2's "and back"): only a path of
 * this site, never another origin ('//evil.example', 'https://...', '/\\evil'), else the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}

/** The login page's address that brings the visitor back to `returnTo` afterwards. */
export function loginPathFor(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
