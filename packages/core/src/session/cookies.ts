/** Cookie access behind a small interface so the session store runs in browsers and in tests alike. */
export interface CookieOptions {
  expires?: Date;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

/** SPEC 8: the session cookies are path /, SameSite lax and not secure (the site also runs on plain http locally). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  return parts.join('; ');
}

export function parseCookieHeader(header: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in result) continue;
    try {
      result[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      result[name] = part.slice(index + 1).trim();
    }
  }
  return result;
}

/** An in-memory jar for tests and server-side rendering. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      if (options?.expires && options.expires.getTime() <= Date.now()) values.delete(name);
      else values.set(name, value);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
}
