import { data } from 'react-router';
import type { Envelope } from '@core/gateway/families';
import type { ApiGet, ApiPost, SiteLoaderContext } from '@core/site/rendering';
import { browserClient } from '../client';

function isLoaderContext(context: unknown): context is SiteLoaderContext {
  return typeof context === 'object' && context !== null && typeof (context as Partial<SiteLoaderContext>).apiGet === 'function';
}

/** On the server, whether the request came without a login: false in the browser, where the page decides itself. */
export function visitorOnServer(context: unknown): boolean {
  return isLoaderContext(context) && !context.loggedIn;
}

/** On the server, whether a member's session came with the request (a private page's loader calls the API as them). */
export function memberOnServer(context: unknown): boolean {
  return isLoaderContext(context) && context.loggedIn;
}

/** The gateway as a route loader sees it: in-process on the server (the context), the page's client in the browser. */
export function apiOf(context: unknown): ApiGet {
  if (isLoaderContext(context)) return context.apiGet;
  return (family, path) => browserClient().gateway[family].get(path);
}

/** The gateway's POST for a loader whose page is an action (/email-confirm): in-process on the server, the page's client in the browser. */
export function apiPostOf(context: unknown): ApiPost {
  if (!isLoaderContext(context)) return (family, path, body) => browserClient().gateway[family].post(path, body, { skipRefresh: true });
  if (!context.apiPost) throw new Error('This page was rendered without the gateway POST its loader needs');
  return context.apiPost;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A loader's GET of an enveloped call, answering its `data`. A 400 or 404 from the gateway (a malformed or
 * unknown id in the address) becomes the page's 404; anything else stays an error (SPEC 8's error screen).
 */
export async function loadData<T>(context: unknown, family: 'main' | 'md' | 'certification' | 'jp', path: string): Promise<T> {
  try {
    const envelope = (await apiOf(context)(family, path)) as Envelope<T>;
    return envelope.data;
  } catch (error) {
    const status = statusOf(error);
    if (status === 400 || status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
