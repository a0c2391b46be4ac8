import { parseCookieHeader, serializeCookie, type CookieJar } from '@core/session/cookies';

/** The jar over `document.cookie`. */
export function browserCookieJar(doc: Pick<Document, 'cookie'> = document): CookieJar {
  return {
    get: (name) => parseCookieHeader(doc.cookie)[name],
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name) => {
      doc.cookie = serializeCookie(name, '', { expires: new Date(0) });
    },
  };
}
