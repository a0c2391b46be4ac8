/**
 * Reading a message out of a catalog (or a part of one), without importing any catalog: the public site's browser
 * code loads only its locale's parts (public-site/src/i18n/catalogRuntime.ts) and reads them with these too.
 */

/** The message at a dotted key ('auth.loginTitle'), or undefined when the catalog has no string there. */
export function lookupMessage(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polyglot-style interpolation (%{name}) so the member app's react-admin i18n reads the same catalog. */
export function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/%\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
