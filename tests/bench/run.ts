/**
 * `npm run bench`: measures the gateway against a bare Fastify hello-world on this machine and prints a
 * Markdown table with the project's performance goals. A report, not a test: it exits 0 when goals are missed.
 *
 * Env: BENCH_SECONDS (measured seconds per route, default 10); BENCH_DATABASE_URL or DATABASE_URL (also
 * measure get-profile on that PostgreSQL server, in a scratch database created and dropped by the run);
 * BENCH_HUB_CONNECTIONS (hub connections to open, default 10,000); BENCH_ONLY=jobs or BENCH_ONLY=learning (only the job
 * portal's or the learning part); BENCH_ONLY=queue (the durable job queue: BENCH_QUEUE_JOBS jobs, default 10,000, across
 * two workers, reporting runs and duplicates); BENCH_ONLY=cluster (two gateways behind HAProxy vs one on PostgreSQL +
 * Redis: mixed workload, a gateway SIGKILLed during writes, failed logins spread over both, the queue across two workers;
 * BENCH_REDIS_URL or REDIS_URL, default redis://127.0.0.1:6379; the apps as last built); BENCH_ONLY=lighthouse (the
 * eight public pages, three Lighthouse runs each, on a gateway of its own; BENCH_LIGHTHOUSE_PAGES=cart,home for some of
 * them); BENCH_ONLY=budgets (the page budget table); BENCH_ONLY=forms (the largest assessment form's render and keystroke).
 *
 * The apps are built first when their sources changed (scripts/build-if-needed.mjs, as `npm start` does).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIES } from '@core/session/names';
import { GATEWAY_NODE_FLAGS } from '../../scripts/gatewayNodeFlags.mjs';
import { REPO_ROOT, startService, stopAllChildren, type Service } from './childProcesses';
import { measureHub, renderHubTable, residentMiB } from './hubBench';
import { measureCatalogue } from './catalogueBench';
import { benchCluster } from './clusterBench';
import { measureQueue, renderQueueTable } from './queueBench';
import { measureCertificateBatch, measureParticipants, measureVerificationPage } from './certificationBench';
import { firstNewsSlug, measureContent } from './contentBench';
import { measureFormRender } from './formRenderBench';
import { measureFormValidation } from './formsBench';
import { BENCH_APPLICATIONS, BENCH_VACANCIES, measureJobs, seedJobsBenchOnPglite, seedJobsBenchOnPostgres } from './jobsBench';
import { BENCH_LEARNERS, learnerTokens, measureLearning, measureUpload, renderUpload, seedLearningBenchInto } from './learningBench';
import { createScratchDatabase } from './scratchDatabase';
import { runLoad, type LoadResult, type LoadTarget } from './loadGenerator';
import { measureLighthouse, renderLighthouseTable, type LighthousePage } from './lighthouseBench';
import { measurePageTypes, publicSiteDist, renderPageBudgetTable } from './pageBudgets';
import { measureFirstVisitJavaScript, type JavaScriptWeight } from './pageWeight';
import { describeLoad, describeMachine, GOALS, renderedPageGoal, renderJavaScriptWeight, renderTable, type Row } from './report';

const API_KEY = 'bisa-bench-api-key';
const LOGIN = { email: 'trainee@demo.local', password: 'Demo@12345' };
const CONNECTIONS = 10;
/** Login's latency goal is stated for 8 concurrent connections. */
const LOGIN_CONNECTIONS = 8;
/** The hub's connection goal on one instance; BENCH_HUB_CONNECTIONS lowers it for a quick run. */
const HUB_CONNECTIONS = Number(process.env.BENCH_HUB_CONNECTIONS ?? 10_000);
/** The public site's goal is stated for 50 concurrent connections. */
const PAGE_CONNECTIONS = 50;

function measuredSeconds(): number {
  const raw = process.env.BENCH_SECONDS ?? '10';
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600) throw new Error(`BENCH_SECONDS must be 1..600, got "${raw}"`);
  return seconds;
}

const seconds = measuredSeconds();
// Long enough for JIT, connection pools and caches to settle; not counted.
const warmupSeconds = Math.max(1, Math.ceil(seconds / 4));
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const workDir = mkdtempSync(path.join(tmpdir(), 'bisa-bench-'));

async function measure(target: Omit<LoadTarget, 'seconds'>): Promise<LoadResult> {
  await runLoad({ ...target, seconds: warmupSeconds });
  return runLoad({ ...target, seconds });
}

/** The gateway as it runs in production (its compiled bundle), except for rate limits high enough that login never answers 429. */
function startGateway(name: string, database: string | undefined): Promise<Service> {
  const { DATABASE_URL: _inheritedDatabase, ...inherited } = process.env;
  const dataDir = path.join(workDir, name);
  // A second start on the same folder keeps its data (the job portal's seed is written between two starts).
  mkdirSync(dataDir, { recursive: true });
  return startService({
    name,
    script: 'dist/gateway/main.js',
    nodeArgs: GATEWAY_NODE_FLAGS,
    readyPath: '/healthz',
    logFile: path.join(workDir, `${name}.log`),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      API_KEY,
      // Production insists on an SMTP server; the benchmark sends no mail, so nothing needs to listen here.
      SMTP_URL: 'smtp://127.0.0.1:9',
      SEED_DEMO: '1',
      RATE_LIMIT_LOGIN_PER_EMAIL: '1000000',
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      // Parallel logins of one account from one address count as attempts until each succeeds.
      RATE_LIMIT_LOGIN_FREE_FAILURES: '1000000',
      HUB_NEGOTIATE_PER_ACCOUNT: '1000000',
      HUB_MAX_CONNECTIONS_PER_ACCOUNT: '1000000',
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database } : {}),
    },
  });
}

async function login(gateway: Service, email = LOGIN.email): Promise<string> {
  const response = await fetch(`${gateway.baseUrl}/api/cm/account-user/login`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ ...LOGIN, email }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`demo login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

async function measureProfile(gateway: Service): Promise<LoadResult> {
  const token = await login(gateway);
  return measure({
    url: `${gateway.baseUrl}/api/cm/account-user/get-profile`,
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
  });
}

/**
 * The Lighthouse pages: home, the catalogue, a course's detail (the first of the academy's course list), the
 * news list and an article, the cart of the demo learner (logged in: a visitor's cart sends to the login), the
 * vacancy search and the certificate verification page.
 */
async function lighthousePages(gateway: Service): Promise<LighthousePage[]> {
  const courses = await (await fetch(`${gateway.baseUrl}/program/bisa-academy/course`)).text();
  const course = /href="(\/program\/bisa-academy\/course\/[^"?#]+)"/.exec(courses)?.[1];
  if (!course) throw new Error('the academy lists no course');
  const response = await fetch(`${gateway.baseUrl}/api/cm/account-user/login`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  const session = ((await response.json()) as { data: Record<'token' | 'tokenExpired' | 'refreshToken' | 'refreshTokenExpired', string> }).data;
  // The session cookies the site's own login writes (packages/client/src/session/store.ts).
  const cookies = [
    { name: SESSION_COOKIES.token, value: session.token },
    { name: SESSION_COOKIES.expiredToken, value: session.tokenExpired },
    { name: SESSION_COOKIES.refreshToken, value: session.refreshToken },
    { name: SESSION_COOKIES.refreshTokenExpired, value: session.refreshTokenExpired },
  ];
  const pages: LighthousePage[] = [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: '/program' },
    { name: 'course detail', path: course },
    { name: 'news list', path: '/news' },
    { name: 'news article', path: `/news/${await firstNewsSlug(gateway.baseUrl, API_KEY)}` },
    { name: 'cart (logged in)', path: '/cart', cookies },
    { name: 'vacancy search', path: '/program/bisa-talent/job-vacancy' },
    { name: 'certificate verification', path: '/sertifikat' },
  ];
  // BENCH_LIGHTHOUSE_PAGES=cart,home measures only the pages whose names start with one of those words.
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((word) => word.trim());
  return only ? pages.filter((page) => only.some((word) => page.name.startsWith(word))) : pages;
}

/**
 * The home page rendered on the server (from the page cache after the first request, as visitors get it) against
 * the smallest script of the same page, sent from disk by the same gateway.
 */
async function measurePublicSite(gateway: Service, weight: JavaScriptWeight): Promise<Row[]> {
  const smallestScript = [...weight.files].sort((a, b) => a.gzipBytes - b.gzipBytes)[0];
  if (!smallestScript) throw new Error('the home page loads no script');
  const page = await measure({ url: `${gateway.baseUrl}/`, connections: PAGE_CONNECTIONS });
  const asset = await measure({ url: `${gateway.baseUrl}${smallestScript.path}`, connections: PAGE_CONNECTIONS });
  return [
    { route: `GET / (server-rendered, ${PAGE_CONNECTIONS} connections)`, result: page, goal: renderedPageGoal(asset.requestsPerSecond) },
    { route: `GET ${smallestScript.path} (static asset, ${PAGE_CONNECTIONS} connections)`, result: asset, role: 'reference for GET /' },
  ];
}

/** A bare Fastify hello-world on this machine: the yardstick of every row. */
async function measureHello(): Promise<LoadResult> {
  const hello = await startService({
    name: 'hello-world',
    script: 'tests/bench/hello.ts',
    readyPath: '/',
    logFile: path.join(workDir, 'hello-world.log'),
    env: process.env,
  });
  const baseline = await measure({ url: `${hello.baseUrl}/`, connections: CONNECTIONS });
  await hello.stop();
  return baseline;
}

/**
 * The job portal at the scale of its goals: 100,000 vacancies and 50,000 applications written into a PGlite
 * gateway's folder between two starts, and into a PostgreSQL scratch database beside a running gateway.
 */
async function benchJobs(baselineRate: number): Promise<string> {
  console.info(`Job portal: seeding ${BENCH_VACANCIES} vacancies and ${BENCH_APPLICATIONS} applications`);
  const rows: Row[] = [];
  const first = await startGateway('gateway-jobs', undefined);
  await first.stop();
  await seedJobsBenchOnPglite(path.join(workDir, 'gateway-jobs', 'pglite'));
  const onPglite = await startGateway('gateway-jobs', undefined);
  const employerToken = await login(onPglite, 'employer@demo.local');
  const common = { apiKey: API_KEY, connections: CONNECTIONS, pageConnections: PAGE_CONNECTIONS, employerToken, measure };
  const pglite = await measureJobs({ ...common, baseUrl: onPglite.baseUrl, storage: 'PGlite' });
  rows.push(...pglite.rows);
  await onPglite.stop();
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanUps.push(scratch.drop);
    const onPostgres = await startGateway('gateway-jobs-postgres', scratch.url);
    await seedJobsBenchOnPostgres(scratch.url);
    const postgres = await measureJobs({
      ...common,
      employerToken: await login(onPostgres, 'employer@demo.local'),
      baseUrl: onPostgres.baseUrl,
      storage: 'PostgreSQL',
    });
    rows.push(...postgres.rows);
    await onPostgres.stop();
  }
  const weight = pglite.vacancyPageWeight ? `\n\n${renderJavaScriptWeight('/program/bisa-talent/job-vacancy/{id}', pglite.vacancyPageWeight)}` : '';
  return `${renderTable(rows, baselineRate)}${weight}`;
}

/**
 * Learning at the scale of its goals: 10,000 learners enrolled in the demo K3 course (learningBench.ts),
 * written into a PGlite gateway's folder between two starts and into a PostgreSQL scratch database beside a running
 * gateway; the 200 MB upload on the PGlite gateway.
 */
async function benchLearning(baselineRate: number): Promise<string> {
  console.info(`Learning: seeding ${BENCH_LEARNERS} learners`);
  const timing = { warmupSeconds, seconds };
  const common = { apiKey: API_KEY, connections: CONNECTIONS, measure, timing };
  const first = await startGateway('gateway-learning', undefined);
  await first.stop();
  const pgliteSeed = await seedLearningBenchInto({ pgliteDir: path.join(workDir, 'gateway-learning', 'pglite') });
  const onPglite = await startGateway('gateway-learning', undefined);
  const rows = await measureLearning({
    ...common,
    ...pgliteSeed,
    baseUrl: onPglite.baseUrl,
    gatewayPid: onPglite.pid,
    storage: 'PGlite',
    tokens: await learnerTokens(path.join(workDir, 'gateway-learning'), pgliteSeed.learners),
    trainerToken: await login(onPglite, 'trainer@demo.local'),
  });
  const upload = await measureUpload({
    baseUrl: onPglite.baseUrl,
    apiKey: API_KEY,
    gatewayPid: onPglite.pid,
    creatorToken: await login(onPglite, 'content-creator@demo.local'),
  });
  await onPglite.stop();
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanUps.push(scratch.drop);
    const onPostgres = await startGateway('gateway-learning-postgres', scratch.url);
    const postgresSeed = await seedLearningBenchInto({ databaseUrl: scratch.url });
    rows.push(
      ...(await measureLearning({
        ...common,
        ...postgresSeed,
        baseUrl: onPostgres.baseUrl,
        gatewayPid: onPostgres.pid,
        storage: 'PostgreSQL',
        tokens: await learnerTokens(path.join(workDir, 'gateway-learning-postgres'), postgresSeed.learners),
        trainerToken: await login(onPostgres, 'trainer@demo.local'),
      })),
    );
    await onPostgres.stop();
  }
  return `${renderTable(rows, baselineRate)}\n\n${renderUpload(upload, 'PGlite')}`;
}

/** The first-visit budgets per public page type, from the build's manifests (as tests/unit/pageBudgets.test.ts). */
function publicSiteBudgets(): string {
  const dist = publicSiteDist(REPO_ROOT);
  return dist ? renderPageBudgetTable(measurePageTypes(dist)) : 'No public-site build: page budgets not measured.';
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only === 'budgets') {
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    console.info(publicSiteBudgets());
    return;
  }
  if (only === 'lighthouse') {
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    console.info(`${describeMachine()}\n${describeLoad('at the start')}\n`);
    const gateway = await startGateway('gateway-lighthouse', undefined);
    const results = await measureLighthouse(gateway.baseUrl, await lighthousePages(gateway));
    await gateway.stop();
    console.info(`${describeLoad('at the end')}\n\n${renderLighthouseTable(results)}`);
    return;
  }
  if (only === 'forms') {
    // The member app's targets: the largest assessment form's render and keystroke in Chromium.
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    console.info(`${describeLoad('at the start')}\n`);
    const gateway = await startGateway('gateway-forms', undefined);
    const report = await measureFormRender({ baseUrl: gateway.baseUrl, apiKey: API_KEY, token: await login(gateway), ...LOGIN });
    await gateway.stop();
    console.info(`${describeLoad('at the end')}\n\n${report}`);
    return;
  }
  if (only === 'cluster') {
    // Two gateways behind HAProxy on PostgreSQL + Redis (a scratch database); uses the apps as last built.
    const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    const postgresServerUrl = databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    console.info(`${describeMachine()}\n${describeLoad('at the start')}\n`);
    console.info(await benchCluster({ seconds, postgresServerUrl, redisUrl, queueJobs: Number(process.env.BENCH_QUEUE_JOBS ?? 10_000) }));
    console.info(`\n${describeLoad('at the end')}`);
    return;
  }
  if (only === 'queue') {
    // BENCH_QUEUE_JOBS (default 10,000) jobs across two workers, on PGlite and on the PostgreSQL server when given.
    const jobs = Number(process.env.BENCH_QUEUE_JOBS ?? 10_000);
    const results = [await measureQueue(jobs, undefined), ...(databaseUrl ? [await measureQueue(jobs, databaseUrl)] : [])];
    console.info(renderQueueTable(results));
    return;
  }
  if (only === 'jobs' || only === 'learning') {
    execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    console.info(`${describeLoad('at the start')}\n`);
    const baselineRate = (await measureHello()).requestsPerSecond;
    const part = only === 'jobs' ? await benchJobs(baselineRate) : await benchLearning(baselineRate);
    console.info(`${describeLoad('at the end')}\n\n${part}`);
    return;
  }
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  console.info(`Benchmark: ${seconds} s per route after ${warmupSeconds} s of warm-up, on\n${describeMachine()}\n`);
  console.info(`${describeLoad('at the start')}\n`);
  const rows: Row[] = [];

  const baseline = await measureHello();
  rows.push({ route: 'hello-world GET /', result: baseline });

  const gateway = await startGateway('gateway-pglite', undefined);
  rows.push({
    route: 'GET /healthz (PGlite)',
    result: await measure({ url: `${gateway.baseUrl}/healthz`, connections: CONNECTIONS }),
    goal: GOALS.healthz,
  });
  rows.push({ route: 'GET /api/cm/account-user/get-profile (PGlite)', result: await measureProfile(gateway), goal: GOALS.profileOnPglite });
  rows.push({
    route: `POST /api/cm/account-user/login (PGlite, ${LOGIN_CONNECTIONS} connections)`,
    result: await measure({
      url: `${gateway.baseUrl}/api/cm/account-user/login`,
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN),
      connections: LOGIN_CONNECTIONS,
    }),
    goal: GOALS.loginLatency,
  });
  rows.push(
    ...(await measureCatalogue({
      baseUrl: gateway.baseUrl,
      apiKey: API_KEY,
      storage: 'PGlite',
      connections: CONNECTIONS,
      measure,
      token: await login(gateway),
    })),
  );
  const weight = await measureFirstVisitJavaScript(`${gateway.baseUrl}/`);
  const publicSite = await measurePublicSite(gateway, weight);
  rows.push(...publicSite);
  rows.push(
    await measureVerificationPage({
      baseUrl: gateway.baseUrl,
      apiKey: API_KEY,
      connections: PAGE_CONNECTIONS,
      staticAssetRate: publicSite[1]!.result.requestsPerSecond,
      measure,
    }),
  );
  rows.push(
    ...(await measureContent({ baseUrl: gateway.baseUrl, apiKey: API_KEY, connections: CONNECTIONS, pageConnections: PAGE_CONNECTIONS, measure })),
  );
  const lighthouse = await measureLighthouse(gateway.baseUrl, await lighthousePages(gateway));
  const formRender = await measureFormRender({ baseUrl: gateway.baseUrl, apiKey: API_KEY, token: await login(gateway), ...LOGIN });
  await gateway.stop();

  // The hub gets a gateway of its own: the load above must not share its memory reading.
  const hubGateway = await startGateway('gateway-hub', undefined);
  // Idle memory: a gateway that has started (first start on a new data folder) and answered one page, nothing more.
  await fetch(`${hubGateway.baseUrl}/`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleMiB = residentMiB(hubGateway.pid);
  const hub = await measureHub({
    baseUrl: hubGateway.baseUrl,
    gatewayPid: hubGateway.pid,
    apiKey: API_KEY,
    crowdSize: HUB_CONNECTIONS,
    login: (email) => login(hubGateway, email),
  });
  await hubGateway.stop();

  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanUps.push(scratch.drop);
    const onPostgres = await startGateway('gateway-postgres', scratch.url);
    rows.push({
      route: 'GET /api/cm/account-user/get-profile (PostgreSQL)',
      result: await measureProfile(onPostgres),
      goal: GOALS.profileOnPostgres,
    });
    rows.push(
      ...(await measureCatalogue({
        baseUrl: onPostgres.baseUrl,
        apiKey: API_KEY,
        storage: 'PostgreSQL',
        connections: CONNECTIONS,
        measure,
        token: await login(onPostgres),
      })),
    );
    rows.push(
      await measureParticipants({
        baseUrl: onPostgres.baseUrl,
        databaseUrl: scratch.url,
        apiKey: API_KEY,
        lspToken: await login(onPostgres, 'lsp@demo.local'),
        connections: CONNECTIONS,
        measure,
      }),
    );
    await onPostgres.stop();
  } else {
    console.info('No BENCH_DATABASE_URL or DATABASE_URL: get-profile on a PostgreSQL server is not measured.\n');
  }

  console.info(`${describeLoad('at the end')}\n`);
  console.info(renderTable(rows, baseline.requestsPerSecond));
  console.info(`\n${renderJavaScriptWeight('/', weight)}`);
  console.info(`\n${publicSiteBudgets()}`);
  console.info(`\n${renderLighthouseTable(lighthouse)}`);
  console.info(
    `\n| measurement | value | goal | met |\n|---|---|---|---|\n| idle gateway resident memory (PGlite, after start and one page) | ${idleMiB.toFixed(0)} MiB | <= 300 MiB | ${idleMiB <= 300 ? 'yes' : 'no'} |`,
  );
  console.info(`\n${renderHubTable(hub, HUB_CONNECTIONS)}`);
  console.info(`\n${await measureFormValidation()}`);
  console.info(`\n${formRender}`);
  console.info(`\n${await measureCertificateBatch()}`);
  console.info(`\n${await benchJobs(baseline.requestsPerSecond)}`);
  console.info(`\n${await benchLearning(baseline.requestsPerSecond)}`);
}

/** Extra clean-up steps registered as resources are made (a scratch database). */
const cleanUps: (() => Promise<void>)[] = [];

async function cleanUp(): Promise<void> {
  await stopAllChildren();
  await Promise.allSettled(cleanUps.map((step) => step()));
  rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark`);
    void cleanUp().finally(() => process.exit(128 + constants.signals[signal]));
  });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
