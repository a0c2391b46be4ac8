import type { LoadResult, LoadTarget } from './loadGenerator';
import type { Goal, Row } from './report';

/** The catalogue's and the cart's goals, as ratios of hello-world's rate (search: an absolute rate on PGlite). */
const ratioGoal = (ratio: number): Goal => ({ text: `>= ${ratio * 100}% of hello-world`, isMet: (r, base) => r.requestsPerSecond >= ratio * base });
const SEARCH_MIN_RATE = 2_000;
const searchGoal: Goal = { text: `>= ${SEARCH_MIN_RATE.toLocaleString('en')} req/s`, isMet: (r) => r.requestsPerSecond >= SEARCH_MIN_RATE };

interface CatalogueBenchOptions {
  baseUrl: string;
  apiKey: string;
  /** 'PGlite' or 'PostgreSQL', for the row names and which cart goal applies. */
  storage: 'PGlite' | 'PostgreSQL';
  connections: number;
  measure: (target: Omit<LoadTarget, 'seconds'>) => Promise<LoadResult>;
  token: string;
}

/**
 * The catalogue's public reads (from the demo seed) and a learner's cart with two programs in it. On PostgreSQL
 * only the cart is measured: the catalogue goals are stated for the default storage.
 */
export async function measureCatalogue({ baseUrl, apiKey, storage, connections, measure, token }: CatalogueBenchOptions): Promise<Row[]> {
  const headers = { 'x-api-key': apiKey };
  const get = (path: string) => measure({ url: `${baseUrl}${path}`, headers, connections });
  const rows: Row[] = [];
  if (storage === 'PGlite') {
    rows.push({
      route: 'GET /api/main/public-site/get-default-program (PGlite)',
      result: await get('/api/main/public-site/get-default-program'),
      goal: ratioGoal(0.5),
    });
    rows.push({
      route: 'GET /api/main/public-site/get-program, 4 items (PGlite)',
      result: await get('/api/main/public-site/get-program?groupProgram=2&subProgramId=5&pageIndex=1&pageSize=4'),
      goal: ratioGoal(0.5),
    });
    rows.push({
      route: 'GET /api/main/public-site/get-list-program, up to 100 items (PGlite)',
      result: await get('/api/main/public-site/get-list-program?pageIndex=1&pageSize=100'),
      goal: ratioGoal(0.2),
    });
    rows.push({
      route: 'GET /api/main/public-site/search-program?key=sertifikasi (PGlite)',
      result: await get('/api/main/public-site/search-program?key=sertifikasi'),
      goal: searchGoal,
    });
  }
  const programs = (await (await fetch(`${baseUrl}/api/main/public-site/get-program?subProgramId=5&pageSize=2`, { headers })).json()) as {
    data: { items: { id: number }[] };
  };
  for (const program of programs.data.items) {
    await fetch(`${baseUrl}/api/main/order-cart`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enrollmentType: 5, courseId: program.id, packageId: 0, certificationId: 0 }),
    });
  }
  rows.push({
    route: `GET /api/main/order-cart, 2 items (${storage})`,
    result: await measure({ url: `${baseUrl}/api/main/order-cart`, headers: { ...headers, authorization: `Bearer ${token}` }, connections }),
    goal: ratioGoal(storage === 'PGlite' ? 0.05 : 0.15),
  });
  return rows;
}
