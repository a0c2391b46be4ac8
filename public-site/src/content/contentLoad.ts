import { data } from 'react-router';
import type { ApiGet } from '@core/site/rendering';
import { apiOf } from '../data/loaderApi';

/**
 * SPEC 4 and 8's content loaders: a failure keeps the defaults (and the page says so in a short notice) instead of
 * failing the page. `failed` travels with the loader data, so the server's page and the hydrated one agree.
 */
export interface Loaded<T> {
  value: T;
  failed: boolean;
}

export async function loadOr<T>(
  context: unknown,
  family: Parameters<ApiGet>[0],
  path: string,
  fallback: T,
  pick: (body: unknown) => T = (body) => body as T,
): Promise<Loaded<T>> {
  try {
    return { value: pick(await apiOf(context)(family, path)), failed: false };
  } catch (error) {
    console.error(`content load failed: ${family} ${path}`, error);
    return { value: fallback, failed: true };
  }
}

/** A document the address names (an article's slug, a partner's id): unknown means the page's 404. */
export async function loadRequired<T>(context: unknown, family: Parameters<ApiGet>[0], path: string): Promise<T> {
  try {
    return (await apiOf(context)(family, path)) as T;
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 400 || status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** A positive page number from the address, else 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
}
