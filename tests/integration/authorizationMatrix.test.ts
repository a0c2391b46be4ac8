import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE_ACCOUNT_TYPE, ROLES, type RoleName } from '@core/rules/roles';
import type { Policy, RegisteredRoute } from '../../server/src/platform/policy';
import { DEV_API_KEY } from '@core/config/apiKey';
import { seedJobs } from '../../server/src/db/seedJobs';
import { describeOnDatabase } from './support/databases';
import { demoTokens, PRINCIPALS, UNLIMITED_RATES, type PrincipalName } from './support/principals';
import { fillPath, requiredQuery, schemaOf } from './support/routeTable';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * DESIGN 4: authorization is decided on the server for every route from the caller's role. This test takes
 * the routes from the running gateway's own table (app.routePolicies), so a route added tomorrow is called
 * the day it lands, as each of 14 principals: nobody, one account of each of the 12 member roles, and the
 * operator (Admin). "Passes the gate" means any answer but 401 and 403 (an empty body may well get a 400,
 * an unknown id a 404: the gate let it through).
 */

/** schemas/menus.json read as data, not through the code under test. */
const MENUS = JSON.parse(readFileSync(new URL('../../schemas/menus.json', import.meta.url), 'utf8')) as {
  roles: Record<RoleName, { area: string; items: { segment: string; hiddenForAccountTypes?: number[] }[]; links?: { path: string }[] }>;
};
/** The role's menu has the segment for its account type (SPEC 2: a Trainer Staff, type 2, has no trainer-transaction). */
const menuHas = (role: RoleName, segment: string) =>
  MENUS.roles[role].items.some((item) => item.segment === segment && !item.hiddenForAccountTypes?.includes(ROLE_ACCOUNT_TYPE[role]));
/** API families behind a menu link (not an area page): the roles whose menu has the link may call them. */
const LINKED_FAMILIES: [apiPrefix: string, linkPath: string][] = [['/api/certification/', '/form']];
/** The member app's areas in the file: a URL segment naming one scopes the menu segment after it to that area. */
const AREA_NAMES = new Set(Object.values(MENUS.roles).map((menu) => menu.area));
/** The member app's entry pages: its areas and the pages its menus link to (/form), each also under /en. */
const ENTRY_PAGES = new Set([
  ...[...AREA_NAMES].map((area) => `/${area}`),
  ...Object.values(MENUS.roles).flatMap((menu) => menu.links?.map((link) => link.path) ?? []),
]);
/** Paths SPEC 7 names whose segments are another page's: [url, area, menu segment of the page they serve]. */
const SPEC_PATHS: [url: string, area: string, segment: string][] = [['/api/jp/job-vacancy/list-candidate', 'employer', 'candidate']];
/** Pages every role of an area has; a URL naming one of these says nothing about who may call it. */
const EVERY_ROLES_PAGES = new Set(['dashboard', 'profile']);

/**
 * The roles menus.json says may reach what the URL names, or undefined when the URL names no menu page:
 * /api/cm/member-area/{area}/... is the area's roles; a path segment that is a menu item (content-news,
 * admin-orders, jadwal-lsp, list-sertifikasi, ...) is the roles whose menu has it; the rest of the certification
 * family (the forms) is the roles with the /form link.
 */
function rolesFromMenus(url: string): RoleName[] | undefined {
  const area = /\/member-area\/([a-z-]+)\//.exec(url)?.[1];
  if (area) return ROLES.filter((role) => MENUS.roles[role].area === area);
  const spec = SPEC_PATHS.find(([path]) => url === path);
  if (spec) return ROLES.filter((role) => MENUS.roles[role].area === spec[1] && menuHas(role, spec[2]));
  const segments = url.split('/').filter((segment) => segment && !segment.startsWith(':'));
  // An area's name before a menu segment (/api/jp/employer/job-vacancy) narrows it to that area's roles.
  let named: string | undefined;
  for (const segment of segments) {
    if (AREA_NAMES.has(segment)) named = segment;
    if (EVERY_ROLES_PAGES.has(segment)) continue;
    const roles = ROLES.filter((role) => (!named || MENUS.roles[role].area === named) && menuHas(role, segment));
    if (roles.length) return roles;
  }
  const linked = LINKED_FAMILIES.find(([prefix]) => url.startsWith(prefix));
  if (linked) return ROLES.filter((role) => MENUS.roles[role].links?.some((link) => link.path === linked[1]));
  return undefined;
}

/**
 * Routes the matrix does not call, each with why. Everything else must have a policy of a known shape.
 * - HEAD routes are Fastify's automatic twins of GET routes (same handler, same config); the test checks that
 *   each has the policy of its GET instead of calling it.
 * - Wildcard routes serve static files (the member app's build, /assets) and the public site's catch-all
 *   page renderer: public by design, their answers depend on the build, not on a caller.
 * - The member app's entry pages (/member, /employer, /job-seeker, /form and their /en forms) send the member
 *   app's index.html from the build (a 503 naming `npm run build` when there is none, as in tests): public.
 * - The hub's WebSocket (GET /api/cm/notification upgrade) is not a Fastify route at all: it is handled on the
 *   HTTP server's 'upgrade' event and authorised by its connection token (tests/integration/hub.test.ts).
 */
function exceptionOf(route: RegisteredRoute): string | undefined {
  if (route.method === 'HEAD') return 'automatic HEAD twin of a GET route';
  if (route.url.includes('*')) return 'static files or the public-site catch-all';
  if (ENTRY_PAGES.has(route.url.replace(/^\/en(?=\/)/, ''))) return "the member app's index.html from the build";
  return undefined;
}

type Expectation = 'pass' | 401 | 403;

/** What a principal must get at the gate of a route with this policy; undefined for an unknown policy shape. */
function expectedAt(policy: Policy | undefined, principal: PrincipalName, roles?: readonly RoleName[]): Expectation | undefined {
  if (policy === 'public') return 'pass';
  if (policy === 'authenticated') return principal === 'anonymous' ? 401 : 'pass';
  if (!Array.isArray(policy) || policy.length === 0 || !policy.every((role) => (ROLES as readonly string[]).includes(role))) return undefined;
  if (principal === 'anonymous') return 401;
  return (roles ?? policy).includes(principal) ? 'pass' : 403;
}

/** Routes that end the caller's session go last, so the tokens minted once stay good for every other call. */
const endsSession = (route: RegisteredRoute) => route.url.endsWith('/logout');

describeOnDatabase('authorization matrix', (kind) => {
  let t: TestApp;
  const tokens = new Map<PrincipalName, string>();

  beforeAll(async () => {
    t = await createTestApp(kind, UNLIMITED_RATES);
    for (const [role, set] of await demoTokens(t)) tokens.set(role, set.token);
    // The demo employer's company, verified: SPEC 5's employer menu rule answers 403 without one (jobs.test.ts).
    await seedJobs(t.db);
  });
  afterAll(() => t.close());

  const called = () => t.app.routePolicies.filter((route) => !exceptionOf(route));

  it('knows the policy shape of every registered route (a route of a new shape fails here)', () => {
    expect(t.app.routePolicies.length).toBeGreaterThan(100);
    const unknown = called()
      .filter((route) => PRINCIPALS.some((principal) => expectedAt(route.policy, principal) === undefined))
      .map((route) => `${route.method} ${route.url}: ${JSON.stringify(route.policy)}`);
    expect(unknown).toEqual([]);
    const headTwins = t.app.routePolicies.filter((route) => route.method === 'HEAD');
    // A prefixed plugin's '/' route is added as '/prefix' and '/prefix/' but only the first reaches the onRoute hook
    // that lists routes, while both HEAD twins do (Swagger UI's /api/docs): '/prefix/' is the twin of '/prefix'.
    const getOf = (url: string) => t.app.routePolicies.find((get) => get.method === 'GET' && (get.url === url || `${get.url}/` === url));
    const orphans = headTwins
      .filter((head) => JSON.stringify(getOf(head.url)?.policy) !== JSON.stringify(head.policy))
      .map((head) => `HEAD ${head.url}`);
    expect(orphans).toEqual([]);
    expect(PRINCIPALS).toHaveLength(14);
  });

  it('gives every route that names a menu page exactly the roles menus.json gives that page', () => {
    const mismatches = called()
      .filter((route) => Array.isArray(route.policy))
      .flatMap((route) => {
        const fromMenus = rolesFromMenus(route.url);
        if (!fromMenus) return [];
        const policy = [...(route.policy as RoleName[])].sort();
        return JSON.stringify(policy) === JSON.stringify([...fromMenus].sort())
          ? []
          : [`${route.method} ${route.url}: policy ${JSON.stringify(policy)}, menus.json ${JSON.stringify(fromMenus)}`];
      });
    expect(mismatches).toEqual([]);
    // The derivation is not vacuous: the operator's console and the three areas are found in the file.
    expect(called().filter((route) => rolesFromMenus(route.url)).length).toBeGreaterThan(40);
  });

  it('answers every route as each of the 14 principals as its policy says, and never with a 5xx', async () => {
    const routes = [...called()].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    const wrong: string[] = [];
    const serverErrors: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const url = fillPath(route) + requiredQuery(route);
      const hasBody = schemaOf(route, 'body') !== undefined;
      const roles = Array.isArray(route.policy) ? rolesFromMenus(route.url) : undefined;
      await Promise.all(
        PRINCIPALS.map(async (principal) => {
          const token = tokens.get(principal);
          const headers: Record<string, string> = { 'x-api-key': DEV_API_KEY, 'accept-language': 'en' };
          if (token) headers.authorization = `Bearer ${token}`;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(hasBody ? { payload: {} } : {}),
          });
          calls += 1;
          const status = response.statusCode;
          const expected = expectedAt(route.policy, principal, roles);
          const ok = expected === 'pass' ? status !== 401 && status !== 403 : status === expected;
          if (!ok) wrong.push(`${route.method} ${url} as ${principal}: ${status}, expected ${expected === 'pass' ? 'to pass the gate' : expected}`);
          if (status >= 500) serverErrors.push(`${route.method} ${url} as ${principal}: ${status} ${response.body.slice(0, 200)}`);
        }),
      );
    }
    expect(calls).toBe(routes.length * PRINCIPALS.length);
    expect(wrong).toEqual([]);
    expect(serverErrors).toEqual([]);
  }, 180_000);
});
