import type { Locale } from '../i18n/locales';
import type { ContactInfo } from './contactInfo.contract';

/**
 * The contract between the gateway and the public site's server bundle (public-site/src/entry-server.tsx):
 * the gateway renders each page through it and writes the result into the client build's index.html.
 */

/**
 * What every page of the public site needs from the server, rendered into the HTML and read again on
 * hydration so the first client render matches the server's.
 */
export interface SiteData {
  contactInfo: ContactInfo | null;
  /** A token cookie came with the request (SPEC 4: logged in is on when a token cookie exists). */
  loggedIn: boolean;
  /**
   * The logged-in member as the header shows them, only on a private page (isPrivatePage: rendered for this one
   * member and never cached); every other page leaves it out and the browser fills the header in.
   */
  member?: MemberSummary;
  /**
   * The route loaders' data of the rendered page, by route id (react-router's loaderData): the browser hydrates
   * with it instead of loading again. Absent on pages without loaders.
   */
  routeData?: Record<string, unknown>;
}

/** The header's view of the member: their first name, and the number of programs in their cart (null: no cart, a trainer). */
export interface MemberSummary {
  firstName: string;
  cartCount: number | null;
}

/** A GET of the gateway's API from a route loader: a family ('main', 'md', 'certification') and the path below it. */
export type ApiGet = (family: 'main' | 'md' | 'cm' | 'v2' | 'certification' | 'jp', path: string) => Promise<unknown>;

/**
 * A POST of the gateway's API from a route loader, for the one page whose address is an action (/email-confirm's
 * single-use token); a call that fails rejects with a GatewayError carrying the status and the answer's message.
 */
export type ApiPost = (family: Parameters<ApiGet>[0], path: string, body: unknown) => Promise<unknown>;

/** What the server's route loaders get as their context: the gateway answers in-process, in the page's language. */
export interface SiteLoaderContext {
  apiGet: ApiGet;
  /** Absent when the render was given none (tests of pages that only read). */
  apiPost?: ApiPost;
  /** SiteData.loggedIn of the request: a page only members may see answers a visitor with a redirect to the login. */
  loggedIn: boolean;
}

/** The id of the JSON script element that carries SiteData from the gateway to the hydrating browser. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

export interface SiteRenderRequest {
  /** The absolute URL of the page (the gateway's public address + path and query); canonical links are built from it. */
  url: string;
  locale: Locale;
  siteData: SiteData;
  /** For route loaders; a call that fails rejects with an error carrying the HTTP `status`. */
  apiGet?: ApiGet;
  apiPost?: ApiPost;
}

export interface SiteRenderResult {
  /** 200, 404 for an unknown path, or a redirect's 3xx (with `redirect`). */
  status: number;
  /** The app's markup, for inside #root. */
  html: string;
  /** Title, meta description, canonical and hreflang links: escaped tags for inside <head>. */
  head: string;
  redirect?: string;
  /** The loaders' data, to go into SiteData.routeData. */
  routeData?: Record<string, unknown>;
}

export type RenderSitePage = (request: SiteRenderRequest) => Promise<SiteRenderResult>;

/**
 * A value as the text of a JSON script element (SiteData, a page's JSON-LD): '<' is escaped so no value can close
 * the element ('</script>') or open a comment ('<!--'); JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** SiteData as the text of a JSON script element: '<' is escaped so no value can close the element. */
export function serializeSiteData(data: SiteData): string {
  return jsonForScript(data);
}
