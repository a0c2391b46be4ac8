import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RenderSitePage } from '@core/site/rendering';
import menusFile from '../../schemas/menus.json';
import { DEV_API_KEY } from '@core/config/apiKey';
import { ROLES, type RoleName } from '@core/rules/roles';
import { buildApp } from '../../server/src/app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { seedJobs } from '../../server/src/db/seedJobs';
import { seedJobTests } from '../../server/src/db/seedJobTests';
import { seedLearning } from '../../server/src/features/learning/demoSeed';
import { learningStorage } from '../../server/src/features/learning/storage';
import { seedLocations } from '../../server/src/db/seedLocations';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import type { RegisteredRoute } from '../../server/src/platform/policy';
import { describeOnDatabase } from './support/databases';
import { login } from './support/accounts';
import { demoTokens, UNLIMITED_RATES } from './support/principals';
import { fillPath, pathParams, prng, schemaOf, validString, validValue, type Schema } from './support/routeTable';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * DESIGN 4: bad input never gives a 500. Every registered route that declares a params, querystring or body
 * schema gets values generated from that schema: valid ones, boundaries (minLength-1, maxLength+1, minimum-1,
 * maximum+1), wrong types, NUL bytes, lone surrogates, 20,000-level nesting, huge numbers, impossible dates
 * and very long strings; query values and path parameters get NUL bytes, invalid UTF-8 and bad escapes. Each
 * request goes as the most privileged principal the route's policy allows, so it reaches validation. No
 * answer may be a 5xx.
 *
 * Bounded in `npm test` (seeded PRNG, FUZZ_ITERATIONS=1: a couple of fields per class per route); `npm run
 * fuzz` runs more (FUZZ_ITERATIONS, FUZZ_SEED; the offenders are also written to FUZZ_REPORT when set).
 */
const ITERATIONS = Math.max(1, Number(process.env.FUZZ_ITERATIONS ?? 1));
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const FIELDS_PER_CLASS = 2 * ITERATIONS;
const VALUES_PER_FIELD = ITERATIONS;
const DEEP = 20_000;

/** Most privileged first: the principal a route is fuzzed as is the first of these its policy lets in. */
const PRIVILEGE: readonly RoleName[] = [
  'Admin',
  'Assessor',
  'LSP',
  'Assessor SPV',
  'Employer',
  'Trainee Manager',
  'Trainee SPV',
  'Trainee',
  ...ROLES,
];

const demoEmail = (role: RoleName) => DEMO_ACCOUNTS.find((account) => account.role === role)!.email;

function principalFor(route: RegisteredRoute): RoleName | 'anonymous' {
  const { policy } = route;
  if (policy === 'public' || policy === 'authenticated') return 'Admin';
  if (Array.isArray(policy)) return PRIVILEGE.find((role) => policy.includes(role)) ?? 'anonymous';
  return 'anonymous';
}

/** The member app's entry pages (schemas/menus.json): its areas and the pages its menus link to (/form), each also under /en. */
const MENU_ROLES: { area: string; links?: { path: string }[] }[] = Object.values(menusFile.roles);
const ENTRY_PAGES = new Set([
  ...MENU_ROLES.map((menu) => `/${menu.area}`),
  ...MENU_ROLES.flatMap((menu) => menu.links?.map((link) => link.path) ?? []),
]);

/** Not fuzzed: HEAD twins of GET routes (same handler) and the static files and pages of a build. */
function fuzzed(route: RegisteredRoute): boolean {
  return route.method !== 'HEAD' && !route.url.includes('*') && !ENTRY_PAGES.has(route.url.replace(/^\/en(?=\/)/, ''));
}

type InputClass =
  | 'valid'
  | 'boundary'
  | 'wrong-type'
  | 'nul'
  | 'lone-surrogate'
  | 'deep-nesting'
  | 'huge-number'
  | 'impossible-date'
  | 'long-string'
  | 'bad-escape'
  | 'free-form';

interface Case {
  inputClass: InputClass;
  what: string;
  url: string;
  /** A JSON text (so that 20,000 levels need no recursion to build), or undefined for no body. */
  payload?: string;
}

interface Leaf {
  path: (string | number)[];
  schema: Schema;
}

function typeOf(schema: Schema): string | undefined {
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'integer' : 'string';
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return schema.anyOf?.[0] ? typeOf(schema.anyOf[0]) : undefined;
}

/** The fields of a body schema down to its leaves (an array's first item stands for all of them). */
function leavesOf(schema: Schema | undefined, at: (string | number)[] = [], depth = 0): Leaf[] {
  if (!schema || depth > 6) return [];
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, child]) => [
      { path: [...at, name], schema: child },
      ...leavesOf(child, [...at, name], depth + 1),
    ]);
  }
  if (type === 'array' && schema.items) return [{ path: [...at, 0], schema: schema.items }, ...leavesOf(schema.items, [...at, 0], depth + 1)];
  return [];
}

const DEEP_MARK = '"__deep_value__"';
const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** The valid body with the value at `at` replaced (objects and arrays on the way are made when missing). */
function withValue(valid: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(valid ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  at.forEach((key, index) => {
    if (index === at.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = typeof at[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

/** Values of one class for a field of this schema (empty when the class means nothing for it). */
function valuesOf(inputClass: InputClass, schema: Schema): unknown[] {
  const type = typeOf(schema);
  const valid = validValue(schema);
  switch (inputClass) {
    case 'valid':
      return [valid];
    case 'boundary': {
      const values: unknown[] = [];
      if (type === 'string') {
        if (schema.minLength !== undefined && schema.minLength > 0) values.push('a'.repeat(schema.minLength - 1));
        if (schema.maxLength !== undefined) values.push('a'.repeat(schema.maxLength + 1), 'a'.repeat(schema.maxLength));
        values.push('', ' ');
      }
      if (type === 'integer' || type === 'number') {
        if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum);
        if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum);
        values.push(0, -1, 0.5);
      }
      if (type === 'array') {
        if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => validValue(schema.items)));
        values.push([]);
      }
      if (type === 'object') values.push({});
      return values;
    }
    case 'wrong-type':
      return type === 'string'
        ? [5, true, null, ['a'], { a: 'b' }]
        : type === 'object'
          ? ['a', 5, [], null]
          : type === 'array'
            ? ['a', { 0: 'a' }, null]
            : ['1', true, null, [1], {}];
    case 'nul':
      return type === 'string' || type === undefined ? ['a\u0000b', '\u0000', `${String(valid)}\u0000`] : [];
    case 'lone-surrogate':
      return type === 'string' || type === undefined ? ['\ud800', 'a\udfffb', `${String(valid)}\ud83d`] : [];
    case 'huge-number':
      return [1e308, -1e308, 2 ** 53 + 1, -(2 ** 53 + 1), 1e-320, 2 ** 31, 2 ** 63];
    case 'impossible-date':
      return type === 'string' || type === undefined ? ['2030-02-31', '2030-13-01', '2030-02-31T25:61:61Z', '0000-00-00', '+275760-09-14'] : [];
    case 'long-string':
      return type === 'string' || type === undefined ? ['x'.repeat(100_000), `${'\u00e9'.repeat(50_000)}`] : [];
    default:
      return [];
  }
}

const BODY_CLASSES: InputClass[] = ['valid', 'boundary', 'wrong-type', 'nul', 'lone-surrogate', 'huge-number', 'impossible-date', 'long-string'];

/** Values in query strings and path segments, written as they travel (percent-escaped or not). */
const URL_VALUES: [InputClass, string][] = [
  ['nul', '%00'],
  ['nul', 'a%00b'],
  ['lone-surrogate', '%ED%A0%80'],
  ['lone-surrogate', 'a%ED%B0%80b'],
  ['bad-escape', '%'],
  ['bad-escape', '%E0%A4%A'],
  ['bad-escape', '%FF%FE'],
  ['long-string', 'x'.repeat(5_000)],
  ['huge-number', '1e308'],
  ['huge-number', '99999999999999999999999'],
  ['huge-number', '-1'],
  ['impossible-date', '2030-02-31'],
  ['boundary', ''],
];

/** Path parameters of real objects (made in beforeAll), by route prefix: the input then reaches the stored row. */
type Fixtures = [prefix: string, values: Record<string, string>][];

function casesOf(route: RegisteredRoute, random: ReturnType<typeof prng>, fixtures: Fixtures): Case[] {
  const cases: Case[] = [];
  const body = schemaOf(route, 'body');
  const query = schemaOf(route, 'querystring');
  const params = pathParams(route.url);
  const known = fixtures.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? {};
  const fill = (values: Record<string, string> = {}) => fillPath(route, { ...known, ...values });
  const baseUrl = fill();
  const validQuery = Object.fromEntries(
    (query?.required ?? []).map((name) => [name, encodeURIComponent(validString(query!.properties?.[name] ?? {}))]),
  );
  const queryString = (values: Record<string, string>) => {
    const pairs = Object.entries(values).map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  };
  const url = baseUrl + queryString(validQuery);
  const pick = <T>(items: T[], count = FIELDS_PER_CLASS) => {
    const chosen = [...items];
    for (let i = chosen.length - 1; i > 0; i -= 1) {
      const j = random.int(i + 1);
      [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
    }
    return chosen.slice(0, count);
  };
  /** The URL values to try: VALUES_PER_FIELD of each class. */
  const urlValues = (values: [InputClass, string][]) =>
    [...new Set(values.map(([inputClass]) => inputClass))].flatMap((inputClass) =>
      pick(
        values.filter(([c]) => c === inputClass),
        VALUES_PER_FIELD,
      ),
    );

  if (body) {
    const valid = validValue(body);
    const leaves = leavesOf(body);
    cases.push({ inputClass: 'valid', what: 'body: a valid body', url, payload: JSON.stringify(valid) });
    for (const inputClass of BODY_CLASSES.filter((c) => c !== 'valid')) {
      for (const leaf of pick(leaves.filter((candidate) => valuesOf(inputClass, candidate.schema).length > 0))) {
        const values = valuesOf(inputClass, leaf.schema);
        for (const value of pick(values, VALUES_PER_FIELD)) {
          cases.push({
            inputClass,
            what: `body.${leaf.path.join('.')} = ${describe(value)}`,
            url,
            payload: JSON.stringify(withValue(valid, leaf.path, value)),
          });
        }
      }
    }
    // The whole body of the wrong kind, and 20,000 levels of nesting (whole body and in a field).
    const wholeBodies = [
      '[]',
      '"a\\u0000b"',
      'null',
      '1e308',
      '"\\ud800"',
      '{',
      '',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"a":1,"a":2}',
    ];
    for (const whole of pick(wholeBodies, 3 * VALUES_PER_FIELD))
      cases.push({ inputClass: 'wrong-type', what: `body = ${whole || '(empty)'}`, url, payload: whole });
    cases.push({ inputClass: 'deep-nesting', what: `body = ${DEEP} nested arrays`, url, payload: deepArray(DEEP) });
    cases.push({ inputClass: 'deep-nesting', what: `body = ${DEEP} nested objects`, url, payload: deepObject(DEEP) });
    for (const leaf of pick(leaves)) {
      const text = JSON.stringify(withValue(valid, leaf.path, '__deep_value__'));
      cases.push({
        inputClass: 'deep-nesting',
        what: `body.${leaf.path.join('.')} = ${DEEP} nested objects`,
        url,
        payload: text.replace(DEEP_MARK, deepObject(DEEP)),
      });
    }
    // Free-form objects (a form's data, a page's sections) take any keys: the nasty values go in as keys and values.
    for (const leaf of leaves.filter((candidate) => typeOf(candidate.schema) === 'object' && !candidate.schema.properties)) {
      const nasty = { 'a\u0000b': 1, tanggal: '2030-02-31', n: 1e308, s: '\ud800', t: 'x\u0000y', list: ['\u0000'], big: 2 ** 53 + 1 };
      cases.push({
        inputClass: 'free-form',
        what: `body.${leaf.path.join('.')} = nasty keys and values`,
        url,
        payload: JSON.stringify(withValue(valid, leaf.path, nasty)),
      });
    }
    if (typeOf(body) === 'object' && !body.properties) {
      cases.push({
        inputClass: 'free-form',
        what: 'body = nasty keys and values',
        url,
        payload: JSON.stringify({ 'a\u0000b': 1, tanggal: '2030-02-31', n: 1e308, s: '\ud800' }),
      });
    }
  }

  // Query values: every declared name gets the URL classes; undeclared names get a NUL too.
  const names = Object.keys(query?.properties ?? {});
  for (const name of pick(names.length ? names : ['filter'])) {
    for (const [inputClass, value] of urlValues(URL_VALUES))
      cases.push({ inputClass, what: `query ${name}=${value.slice(0, 20)}`, url: baseUrl + queryString({ ...validQuery, [name]: value }) });
    cases.push({
      inputClass: 'wrong-type',
      what: `query ${name} twice`,
      url: baseUrl + queryString(validQuery) + `${Object.keys(validQuery).length ? '&' : '?'}${name}=1&${name}=2`,
    });
  }
  if (route.method === 'GET')
    cases.push({ inputClass: 'nul', what: 'query zz=%00 (undeclared)', url: `${url}${url.includes('?') ? '&' : '?'}zz=%00` });

  // Path parameters.
  for (const name of params) {
    for (const [inputClass, value] of urlValues(URL_VALUES.filter(([, v]) => v !== ''))) {
      cases.push({
        inputClass,
        what: `path :${name} = ${value.slice(0, 20)}`,
        url: fill({ [name]: '\u0001' }).replace('%01', value) + queryString(validQuery),
        payload: body ? JSON.stringify(validValue(body)) : undefined,
      });
    }
  }
  // A POST without a JSON body schema (uploads with their own parsers) still gets JSON it does not expect.
  if (!body && route.method !== 'GET' && route.method !== 'DELETE') {
    cases.push({ inputClass: 'wrong-type', what: 'unexpected JSON body', url, payload: JSON.stringify({ a: 'a\u0000b' }) });
    cases.push({ inputClass: 'deep-nesting', what: `unexpected body of ${DEEP} nested arrays`, url, payload: deepArray(DEEP) });
  }
  return cases;
}

function describe(value: unknown): string {
  if (typeof value === 'string' && value.length > 24)
    return `${JSON.stringify(value.slice(0, 8))}…${JSON.stringify(value.slice(-4))} (${value.length} chars)`;
  return JSON.stringify(value) ?? String(value);
}

interface Offender {
  method: string;
  route: string;
  url: string;
  inputClass: InputClass;
  what: string;
  status: number;
  body: string;
}

/** The public site with a stand-in renderer whose news page loads its article as the real one does (the API, by slug). */
function loaderLikeSite() {
  const template =
    '<!doctype html><html lang="id"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>';
  const render: RenderSitePage = async ({ url, apiGet }) => {
    const { pathname } = new URL(url);
    const article = /^(?:\/en)?\/news\/([^/]+)$/.exec(pathname)?.[1];
    if (article && apiGet) {
      try {
        // React Router hands the loader the decoded parameter; the loader puts it back into an API path.
        await apiGet('v2', `/news/${decodeURIComponent(article)}`);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return { status: 404, html: '<h1>404</h1>', head: '' };
        throw error;
      }
    }
    return { status: 200, html: `<h1>${pathname}</h1>`, head: '' };
  };
  return { template, render };
}

/**
 * Real objects for the routes that name one: a form instance the Assessor made, an order and a cart row of the
 * operator (the principal 'authenticated' routes are fuzzed as), regions of the location lookups. A fixture that
 * cannot be made (a feature changing its shapes) leaves its routes with generated ids, which still fuzzes their validation.
 */
async function makeFixtures(app: FastifyInstance, tokens: Map<RoleName, string>): Promise<Fixtures> {
  const call = async (role: RoleName, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${tokens.get(role)}`, 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 300) console.info(`fuzz fixture not made: ${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.json<{ data: unknown }>().data;
  };
  const fixtures: Fixtures = [];
  const schemes = (await call('Assessor', 'GET', '/api/certification/schemes')) as { id: string }[] | null;
  const instance = (await call('Assessor', 'POST', '/api/certification/form-instances', { form: 'asesmen-mandiri', schemeId: schemes?.[0]?.id })) as {
    id?: string;
  } | null;
  if (instance?.id) fixtures.push(['/api/certification/form-instances/:id', { id: instance.id, part: 'asesor' }]);
  const page = (await call('Admin', 'GET', '/api/main/public-site/get-program?subProgramId=5&pageSize=10')) as { items?: { id: number }[] } | null;
  const [first, second] = page?.items ?? [];
  if (first) {
    const cart = (await call('Admin', 'POST', '/api/main/order-cart', {
      enrollmentType: 5,
      courseId: first.id,
      packageId: 0,
      certificationId: 0,
    })) as { id?: string } | null;
    if (cart?.id) fixtures.push(['/api/main/order-cart/:cartId', { cartId: cart.id }]);
  }
  if (second) {
    const order = (await call('Admin', 'POST', '/api/main/order', {
      provider: 'manual-transfer',
      program: { enrollmentType: 5, programId: second.id },
    })) as { id?: string } | null;
    if (order?.id) {
      fixtures.push(['/api/main/order/:id', { id: order.id }]);
      fixtures.push(['/api/main/admin-orders/:id', { id: order.id }]);
    }
  }
  // The regions seedLocations loaded: DKI Jakarta, its Jakarta Pusat, and Jakarta Pusat's Gambir.
  fixtures.push(['/api/md/location-area/district-lookup/:id', { id: '31' }]);
  fixtures.push(['/api/md/location-area/sub-district-lookup/:id', { id: '31.71' }]);
  fixtures.push(['/api/md/location-area/urban-village-lookup/:id', { id: '31.71.01' }]);
  return fixtures;
}

describeOnDatabase('schema-driven fuzz', (kind) => {
  let t: TestApp;
  let site: FastifyInstance;
  let dataDir: string;
  const tokens = new Map<RoleName, string>();
  const fixtures: Fixtures = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-fuzz-'));
    t = await createTestApp(kind, { ...UNLIMITED_RATES, DATA_DIR: dataDir });
    await seedCatalogue(t.db);
    for (const [role, set] of await demoTokens(t)) tokens.set(role, set.token);
    await seedSchemes(t.db);
    await seedLocations(t.db);
    // The demo employer's verified company, vacancies and the job seeker's application (else the jp employer routes stop at 403).
    await seedJobs(t.db);
    await seedJobTests(t.db);
    // The demo training provider, courses, classes and enrolments (learning routes reach their real rows).
    await seedLearning(t.db, learningStorage(t.config));
    // The gateway as deployed has a built site behind its catch-all; this one has a stand-in renderer.
    site = await buildApp({ config: t.config, db: t.db, site: async () => loaderLikeSite() });
    await site.ready();
    fixtures.push(...(await makeFixtures(site, tokens)));
    const application = await t.db.selectFrom('job_applications').select(['id', 'vacancy_id']).executeTakeFirst();
    if (application) {
      fixtures.push(['/api/jp/job-vacancy/:id', { id: application.vacancy_id }]);
      fixtures.push(['/api/jp/employer/job-vacancy/:id', { id: application.vacancy_id }]);
      fixtures.push(['/api/jp/employer/candidate/:id', { id: application.id }]);
      fixtures.push(['/api/jp/applications/:id', { id: application.id }]);
      fixtures.push(['/api/jp/applications/:id/test', { id: application.id }]);
    }
    // The demo job seeker's CV, opted in to the talent source (seedJobs).
    const talent = await t.db.selectFrom('job_profiles').select('account_id').where('open_to_offers', '=', true).executeTakeFirst();
    if (talent) fixtures.push(['/api/jp/employer/talent-source/:id', { id: talent.account_id }]);
    // The demo Trainee's K3 course (and its quiz) and program: the learner routes reach their own rows.
    const k3 = await t.db
      .selectFrom('program_courses')
      .innerJoin('courses', 'courses.id', 'program_courses.course_id')
      .select(['courses.id', 'program_courses.program_id'])
      .where('courses.title', 'like', '%K3%')
      .executeTakeFirst();
    if (k3) {
      // The SCORM runtime's store: the K3 course's SCORM lesson (before the course's other routes: the first prefix wins).
      fixtures.push([
        '/api/main/kompetensi/courses/:courseId/activities/:activityId/scorm',
        { courseId: k3.id, activityId: 'k3-scorm', itemId: 'item-fire' },
      ]);
      fixtures.push(['/api/main/kompetensi/courses/:courseId', { courseId: k3.id, activityId: 'k3-quiz' }]);
      fixtures.push(['/api/main/kompetensi/programs/:programId', { programId: String(k3.program_id) }]);
    }
    // A learning file of the K3 course: its ticket route reaches a real file (the operator fuzzed as does not reach it: 404).
    const learningFile = await t.db.selectFrom('learning_files').select('id').where('kind', '=', 'scorm').executeTakeFirst();
    if (learningFile) fixtures.push(['/api/main/learning-files/:fileId', { fileId: learningFile.id }]);
    // The studio's and the review's routes reach the K3 course (published: not deleted, its files stay) and its PDF.
    if (k3) {
      const pdfFile = await t.db
        .selectFrom('learning_files')
        .select('id')
        .where('course_id', '=', k3.id)
        .where('kind', '=', 'pdf')
        .executeTakeFirst();
      // Its class with learners: a fuzzed delete is refused (409), not a class lost for the routes after.
      const k3Class = await t.db.selectFrom('course_classes').select('id').where('course_id', '=', k3.id).executeTakeFirst();
      fixtures.push([
        '/api/main/content/courses/:id',
        { id: k3.id, ...(pdfFile ? { fileId: pdfFile.id } : {}), ...(k3Class ? { classId: k3Class.id } : {}) },
      ]);
      fixtures.push(['/api/main/admin-courses/:id', { id: k3.id }]);
    }
    // The demo trainer's K3 class: the trainer's and the supervisors' class pages reach a real class.
    const trainerClass = await t.db.selectFrom('course_classes').select('id').where('name', '=', 'K3 Batch Desember').executeTakeFirst();
    if (trainerClass) {
      fixtures.push(['/api/main/trainer-dashboard/my-course/:id', { id: trainerClass.id }]);
      fixtures.push(['/api/main/trainer-dashboard-spv-manager/my-course/:id', { id: trainerClass.id }]);
    }
    // The demo trainer's K3 class and its first session: the class operations' routes reach real rows.
    const operatedClass = await t.db.selectFrom('course_classes').select('id').where('name', '=', 'K3 Batch Desember').executeTakeFirst();
    const operatedSession = operatedClass
      ? await t.db.selectFrom('class_sessions').select('id').where('class_id', '=', operatedClass.id).orderBy('starts_at').executeTakeFirst()
      : undefined;
    if (operatedClass) fixtures.push(['/api/main/scheduling/classes/:classId', { classId: operatedClass.id }]);
    if (operatedSession) {
      fixtures.push(['/api/main/scheduling/sessions/:id', { id: operatedSession.id }]);
      // A learner's seat in that session (the K3 class's learners reach it).
      fixtures.push(['/api/main/kompetensi/sessions/:id', { id: operatedSession.id }]);
    }
    console.info(`fuzz fixtures: ${fixtures.map(([prefix]) => prefix).join(', ')}`);
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let sent = 0;
  async function send(app: FastifyInstance, method: string, c: Case, principal: RoleName | 'anonymous') {
    const headers: Record<string, string> = { 'x-api-key': DEV_API_KEY, 'accept-language': 'en', 'idempotency-key': randomUUID() };
    const token = principal === 'anonymous' ? undefined : tokens.get(principal);
    if (token) headers.authorization = `Bearer ${token}`;
    if (c.payload !== undefined) headers['content-type'] = 'application/json';
    try {
      // A new address per request: per-address limiters with no setting (the contact form's) must not stop input before it is stored.
      sent += 1;
      // (The dev mailbox answers loopback only: it keeps 127.0.0.1.)
      const remoteAddress = c.url.startsWith('/dev/') ? '127.0.0.1' : `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
      const response = await app.inject({
        method: method as 'GET',
        url: c.url,
        headers,
        remoteAddress,
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      return { status: response.statusCode, body: response.body.slice(0, 300) };
    } catch (error) {
      // light-my-request itself refused the request (e.g. a URL it cannot parse): not the gateway's answer.
      return { status: 0, body: `inject threw: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  it(
    'answers no generated input with a 5xx',
    async () => {
      const random = prng(SEED);
      const offenders: Offender[] = [];
      const statuses = new Map<number, number>();
      /** Routes where some input stopped before validation (the gate, the limiter): listed, so that a wrong principal shows. */
      const stopped = new Set<string>();
      // Routes that end the caller's session go last, so that the tokens stay good for the others.
      const routes = site.routePolicies.filter(fuzzed).sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
      let count = 0;
      for (const route of routes) {
        const principal = principalFor(route);
        for (const c of casesOf(route, random, fixtures)) {
          const { status, body } = await send(site, route.method, c, principal);
          count += 1;
          // A logout that went through ended the session: the next case gets a fresh login, or it would stop at the gate.
          if (route.url.endsWith('/logout') && status < 300 && principal !== 'anonymous')
            tokens.set(principal, (await login(client(site), demoEmail(principal), DEMO_PASSWORD)).token);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 401 || status === 403 || status === 429) stopped.add(`${route.method} ${route.url} -> ${status}`);
          if (status >= 500)
            offenders.push({
              method: route.method,
              route: route.url,
              url: c.url.slice(0, 160),
              inputClass: c.inputClass,
              what: c.what,
              status,
              body,
            });
        }
      }
      // Rendered pages and public GETs with NUL, invalid UTF-8 and bad escapes.
      const pages = ['/news/%00', '/en/news/%00', '/news/a%00b', '/news/%ED%A0%80', '/news/%', '/search?key=%00', '/%00', '/en/%00?x=%00'];
      for (const url of pages) {
        const c: Case = { inputClass: url.includes('%ED') ? 'lone-surrogate' : url.endsWith('%') ? 'bad-escape' : 'nul', what: `page ${url}`, url };
        const { status, body } = await send(site, 'GET', c, 'anonymous');
        count += 1;
        if (status >= 500) offenders.push({ method: 'GET', route: '/* (page)', url, inputClass: c.inputClass, what: c.what, status, body });
      }
      for (const url of [
        '/api/main/public-site/search-program?key=%00',
        '/api/v2/news?filter=%00',
        '/api/v2/news/%00',
        '/api/main/news/get-news?pageSize=%00',
      ]) {
        const c: Case = { inputClass: 'nul', what: `public GET ${url}`, url };
        const { status, body } = await send(site, 'GET', c, 'anonymous');
        count += 1;
        if (status >= 500) offenders.push({ method: 'GET', route: url.split('?')[0]!, url, inputClass: 'nul', what: c.what, status, body });
      }

      const byClass = new Map<string, string[]>();
      for (const o of offenders) {
        const list = byClass.get(o.inputClass) ?? [];
        list.push(`${o.method} ${o.route} [${o.what}] -> ${o.status} ${o.body.replace(/\s+/g, ' ').slice(0, 160)}`);
        byClass.set(o.inputClass, list);
      }
      const report = [...byClass].map(([inputClass, lines]) => `${inputClass} (${lines.length}):\n  ${lines.join('\n  ')}`).join('\n');
      console.info(
        `fuzz [${kind}]: ${count} requests over ${routes.length} routes (${fixtures.length} with real objects), seed ${SEED}, iterations ${ITERATIONS}; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ${offenders.length} 5xx`,
      );
      if (stopped.size) console.info(`stopped before validation: ${[...stopped].join('; ')}`);
      if (report) console.info(report);
      if (process.env.FUZZ_REPORT) writeFileSync(`${process.env.FUZZ_REPORT}.${kind}.json`, JSON.stringify(offenders, null, 1));
      expect(count).toBeGreaterThan(routes.length);
      expect(report).toBe('');
    },
    Math.max(600_000, ITERATIONS * 120_000),
  );
});
