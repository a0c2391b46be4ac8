import type { LoadResult, LoadTarget } from './loadGenerator';
import { renderedPageGoal, type Goal, type Row } from './report';

/** Content JSON routes, served from the gateway's content cache, at >= 50% of hello-world's rate. */
const contentGoal: Goal = { text: '>= 50% of hello-world', isMet: (r, base) => r.requestsPerSecond >= 0.5 * base };

interface ContentBenchOptions {
  baseUrl: string;
  apiKey: string;
  connections: number;
  /** The public site's goal is stated for 50 connections. */
  pageConnections: number;
  measure: (target: Omit<LoadTarget, 'seconds'>) => Promise<LoadResult>;
}

/** The slug of the newest seeded article (the news pages' benchmarks and Lighthouse open it). */
export async function firstNewsSlug(baseUrl: string, apiKey: string): Promise<string> {
  const first = (await (await fetch(`${baseUrl}/api/v2/news?limit=1&page=1`, { headers: { 'x-api-key': apiKey } })).json()) as {
    data: { slug: string }[];
  };
  const slug = first.data[0]?.slug;
  if (!slug) throw new Error('the content seed has no news');
  return slug;
}

/**
 * The content API (a v2 news page and the home global), the server-rendered news list and an article, and a
 * seeded picture sent from disk by the same gateway as the static reference of the rendered pages.
 */
export async function measureContent({ baseUrl, apiKey, connections, pageConnections, measure }: ContentBenchOptions): Promise<Row[]> {
  const headers = { 'x-api-key': apiKey };
  const slug = await firstNewsSlug(baseUrl, apiKey);
  const asset = await measure({ url: `${baseUrl}/media/news-1.svg`, connections: pageConnections });
  const page = (path: string) => measure({ url: `${baseUrl}${path}`, connections: pageConnections });
  return [
    {
      route: 'GET /api/v2/news?limit=5&page=1 (content cache)',
      result: await measure({ url: `${baseUrl}/api/v2/news?limit=5&page=1`, headers, connections }),
      goal: contentGoal,
    },
    {
      route: 'GET /api/v2/api/globals/home (content cache)',
      result: await measure({ url: `${baseUrl}/api/v2/api/globals/home`, headers, connections }),
      goal: contentGoal,
    },
    {
      route: `GET /news (server-rendered, ${pageConnections} connections)`,
      result: await page('/news'),
      goal: renderedPageGoal(asset.requestsPerSecond),
    },
    {
      route: `GET /news/{slug} (server-rendered, ${pageConnections} connections)`,
      result: await page(`/news/${slug}`),
      goal: renderedPageGoal(asset.requestsPerSecond),
    },
    { route: `GET /media/news-1.svg (static asset, ${pageConnections} connections)`, result: asset, role: 'reference for the news pages' },
  ];
}
