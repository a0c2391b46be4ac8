import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/connect';
import { createAccessTokens } from '../../server/src/platform/accessTokens';
import { residentMiB } from './hubBench';
import type { LoadResult, LoadTarget } from './loadGenerator';
import type { Goal, Row } from './report';

/**
 * Learning's targets at their scale: 10,000 learners enrolled in the demo K3 course (paid orders, enrolments and
 * learner courses in 40 classes of the demo trainer), quiz submissions scored on the server, SCORM commits of 50
 * learners at once, a 200 MB video upload against the gateway's resident memory, and the trainer dashboard's
 * aggregate and course list over those enrolments.
 */
export const BENCH_LEARNERS = 10_000;
const BENCH_CLASSES = 40;
/** The SCORM learners are the last ones; the quiz takes its learners from the others. */
const SCORM_LEARNERS = 50;
const QUIZ_WORKERS = 16;
/** The quiz learners whose first attempt is started beforehand, so that submissions alone are measured. */
const SUBMIT_LEARNERS = 6_000;
/** A paced SCORM learner's commit interval (a lesson commits on page changes and at LMSFinish). */
const SCORM_PACE_MS = 2_000;
const UPLOAD_MIB = 200;
const UPLOAD_CHUNK = 64 * 1024;
const K3_TITLE = 'Pengenalan K3 di Tempat Kerja';
const QUIZ_ACTIVITY = 'k3-quiz';
const SCORM_ACTIVITY = 'k3-scorm';

type Measure = (target: Omit<LoadTarget, 'seconds'>) => Promise<LoadResult>;

export interface BenchLearner {
  accountId: string;
  userId: string;
  accountType: number;
  familyId: string;
}

export interface LearningSeed {
  courseId: string;
  learners: BenchLearner[];
  /** The K3 quiz's key as option texts per question, so a worker can pass its last attempt. */
  quizKey: Record<string, string[]>;
}

const quizGoal: Goal = { text: '>= 1,000 submissions/s (PGlite)', isMet: (r) => r.requestsPerSecond >= 1_000 };
const scormGoal: Goal = { text: `p99 <= 50 ms at ${SCORM_LEARNERS} learners`, isMet: (r) => r.p99Ms <= 50 };
const dashboardGoal: Goal = { text: 'p99 <= 50 ms at 10 connections (PostgreSQL)', isMet: (r) => r.p99Ms <= 50 };

/**
 * Writes the benchmark's learners straight into a database the demo seed has filled (set-based SQL): users and
 * Trainee accounts with the demo trainee's password, one paid order of the K3 program each with its item and
 * enrolment, 40 more K3 classes of the demo trainer (past, running and coming) with three sessions each, the
 * learners' courses spread over them, some progress (readings done, a few completed) and OJT submissions (graded
 * and waiting), a session (refresh-token family) per learner so the benchmark can sign their access tokens instead
 * of 10,000 logins, and MAX_SIZE_VIDEO raised to 300 MB for the upload.
 */
export async function seedLearningBench(db: Db): Promise<LearningSeed> {
  const k3 = await db
    .selectFrom('courses')
    .innerJoin('organisations', 'organisations.id', 'courses.organisation_id')
    .innerJoin('program_courses', 'program_courses.course_id', 'courses.id')
    .select(['courses.id', 'courses.organisation_id', 'program_courses.program_id'])
    .where('courses.title', '=', K3_TITLE)
    .where('organisations.kind', '=', 'training-provider')
    .executeTakeFirstOrThrow();
  const demoClass = await db
    .selectFrom('course_classes')
    .select(['trainer_account_id'])
    .where('course_id', '=', k3.id)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const trainee = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.user_id', 'users.id')
    .select(['users.password_hash', 'accounts.account_type'])
    .where('users.email', '=', 'trainee@demo.local')
    .executeTakeFirstOrThrow();

  await sql`insert into users (email, password_hash, fullname, phone, email_confirmed_at)
    select 'bench-learner-' || n || '@bench.local', ${trainee.password_hash}, 'Peserta Pelatihan ' || n, null, now()
    from generate_series(1, ${BENCH_LEARNERS}::int) n`.execute(db);
  await sql`insert into accounts (user_id, role_name, account_type, photo)
    select id, 'Trainee', ${trainee.account_type}::int, null from users where email like 'bench-learner-%'`.execute(db);
  await sql`insert into orders (account_id, idempotency_key, state, payment_provider, subtotal, discount, ppn_rate, pph_rate, ppn, pph, total, expires_at, created_at)
    select accounts.id, 'bench-learning', 'paid', 'sandbox', p.price, p.discount, 0, 0, 0, 0, p.price - p.discount, now() + interval '1 day', now() - interval '20 days'
    from accounts join users on users.id = accounts.user_id cross join programs p
    where users.email like 'bench-learner-%' and p.id = ${k3.program_id}::int`.execute(db);
  await sql`insert into order_items (order_id, program_id, enrollment_type, title_id, title_en, price, discount, total)
    select orders.id, p.id, 5, p.title_id, p.title_en, p.price, p.discount, p.price - p.discount
    from orders cross join programs p where orders.idempotency_key = 'bench-learning' and p.id = ${k3.program_id}::int`.execute(db);
  await sql`insert into enrolments (account_id, program_id, order_item_id)
    select orders.account_id, order_items.program_id, order_items.id
    from order_items join orders on orders.id = order_items.order_id where orders.idempotency_key = 'bench-learning'`.execute(db);
  // Classes eight weeks apart in starting day: some ended, some running, some still to come.
  await sql`insert into course_classes (course_id, organisation_id, trainer_account_id, name, starts_on, ends_on, capacity)
    select ${k3.id}::uuid, ${k3.organisation_id}::uuid, ${demoClass.trainer_account_id}::uuid, 'K3 Bench Batch ' || n,
      current_date + ((n % 8) - 5) * 14, current_date + ((n % 8) - 5) * 14 + 30, null
    from generate_series(1, ${BENCH_CLASSES}::int) n`.execute(db);
  await sql`insert into class_sessions (class_id, title, starts_at, ends_at, place, online_url, capacity, attendance_code)
    select c.id, 'Sesi ' || s, c.starts_on + s * 7 + time '02:00', c.starts_on + s * 7 + time '04:00', 'Ruang Pelatihan', null, null,
      'B' || upper(substr(md5(c.id::text || s), 1, 6))
    from course_classes c cross join generate_series(0, 2) s where c.name like 'K3 Bench Batch %'`.execute(db);
  await sql`with learners as (
      select enrolments.id as enrolment_id, enrolments.account_id, (row_number() over (order by enrolments.account_id) - 1)::int as k
      from enrolments join order_items on order_items.id = enrolments.order_item_id join orders on orders.id = order_items.order_id
      where orders.idempotency_key = 'bench-learning'
    ), classes as (
      select id, (row_number() over (order by name) - 1)::int as i from course_classes where name like 'K3 Bench Batch %'
    )
    insert into learner_courses (account_id, course_id, version, enrolment_id, class_id, started_at, completed_at, certificate_number)
    select l.account_id, ${k3.id}::uuid, 1, l.enrolment_id, c.id, now() - (l.k % 20) * interval '1 day',
      case when l.k % 10 = 9 then now() - interval '1 day' end,
      case when l.k % 10 = 9 then 'BENCH-LC-' || l.k end
    from learners l join classes c on c.i = l.k % ${BENCH_CLASSES}`.execute(db);
  const benchCourses = sql`select learner_courses.id, (row_number() over (order by learner_courses.account_id) - 1)::int as k
    from learner_courses join accounts on accounts.id = learner_courses.account_id join users on users.id = accounts.user_id
    where users.email like 'bench-learner-%'`;
  await sql`insert into activity_progress (learner_course_id, activity_id, is_done, seconds_spent, done_at)
    select id, 'k3-reading', k % 10 < 6, 60 + k % 600, case when k % 10 < 6 then now() - (k % 15) * interval '1 day' end
    from (${benchCourses}) lc`.execute(db);
  await sql`insert into ojt_submissions (learner_course_id, activity_id, note, submitted_at, score, passed, graded_at)
    select id, 'k3-ojt', 'Catatan inspeksi APD', now() - (k % 20) * interval '1 day',
      case when k % 20 < 10 then 80 end, case when k % 20 < 10 then true end, case when k % 20 < 10 then now() end
    from (${benchCourses}) lc where k % 10 = 0`.execute(db);
  await sql`insert into refresh_tokens (family_id, account_id, token_hash, expires_at)
    select gen_random_uuid(), accounts.id, 'bench-' || accounts.id, now() + interval '1 day'
    from accounts join users on users.id = accounts.user_id where users.email like 'bench-learner-%'`.execute(db);
  await sql`update global_configuration set config_value = '300' where config_code = 'MAX_SIZE_VIDEO'`.execute(db);
  await sql`vacuum analyze`.execute(db);

  const learners = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .innerJoin('refresh_tokens', 'refresh_tokens.account_id', 'accounts.id')
    .select(['accounts.id as accountId', 'users.id as userId', 'accounts.account_type as accountType', 'refresh_tokens.family_id as familyId'])
    .where('users.email', 'like', 'bench-learner-%')
    .orderBy('accounts.id')
    .execute();
  const version = await db
    .selectFrom('course_versions')
    .select('structure')
    .where('course_id', '=', k3.id)
    .where('version', '=', 1)
    .executeTakeFirstOrThrow();
  return { courseId: k3.id, learners, quizKey: quizKeyOf(version.structure) };
}

interface QuizQuestion {
  id: string;
  options: string[];
  correct: number[];
}

function quizKeyOf(structure: unknown): Record<string, string[]> {
  const modules = (structure as { modules: { activities: { id: string; quiz?: { questions: QuizQuestion[] } }[] }[] }).modules;
  const quiz = modules.flatMap((module) => module.activities).find((activity) => activity.id === QUIZ_ACTIVITY)?.quiz;
  if (!quiz) throw new Error(`the K3 course has no ${QUIZ_ACTIVITY}`);
  return Object.fromEntries(quiz.questions.map((question) => [question.id, question.correct.map((index) => question.options[index]!)]));
}

export async function seedLearningBenchInto(location: { pgliteDir: string } | { databaseUrl: string }): Promise<LearningSeed> {
  const handle = await openDatabase('pgliteDir' in location ? { dataDir: location.pgliteDir } : { databaseUrl: location.databaseUrl });
  try {
    return await seedLearningBench(handle.db);
  } finally {
    await handle.close();
  }
}

/** Access tokens for the seeded learners, signed with the gateway's own secret (kept in its data folder). */
export async function learnerTokens(dataDir: string, learners: readonly BenchLearner[]): Promise<string[]> {
  const tokens = createAccessTokens(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim());
  return Promise.all(learners.map(async (learner) => (await tokens.sign({ ...learner, role: 'Trainee' })).token));
}

// A small keep-alive HTTP client: every learner has its own token, which autocannon's fixed requests cannot send.

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function call(agent: http.Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Counts and latencies of one phase (warm-up or measured) of a custom load loop. */
class Tally {
  latencies: number[] = [];
  failures = 0;
  constructor(readonly startedAt = performance.now()) {}
  result(): LoadResult {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      requestsPerSecond: this.latencies.length / seconds,
      p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
      p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
      failures: this.failures,
    };
  }
}

/** The CPU seconds a process has used so far (user and system; /proc/<pid>/stat counts in 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A measured phase's result and the gateway's CPU time per counted operation (what a busy machine skews least). */
export interface LoopResult {
  result: LoadResult;
  cpuMsEach: number;
}

/** Runs `workers` loops until the warm-up and the measured time have passed; the measured phase's tally. */
async function timedLoops(
  workers: number,
  target: { timing: { warmupSeconds: number; seconds: number }; gatewayPid: number },
  loop: (worker: number, tally: () => Tally, running: () => boolean) => Promise<void>,
): Promise<LoopResult> {
  let tally = new Tally();
  let running = true;
  let cpuAtStart = 0;
  let cpuAtEnd = 0;
  const phases = (async () => {
    await new Promise((resolve) => setTimeout(resolve, target.timing.warmupSeconds * 1000));
    tally = new Tally();
    cpuAtStart = cpuSeconds(target.gatewayPid);
    await new Promise((resolve) => setTimeout(resolve, target.timing.seconds * 1000));
    cpuAtEnd = cpuSeconds(target.gatewayPid);
    running = false;
  })();
  const loops = Array.from({ length: workers }, (_, worker) =>
    loop(
      worker,
      () => tally,
      () => running,
    ),
  );
  await Promise.all([phases, ...loops]);
  return { result: tally.result(), cpuMsEach: ((cpuAtEnd - cpuAtStart) * 1000) / Math.max(1, tally.latencies.length) };
}

interface LearningTarget {
  baseUrl: string;
  apiKey: string;
  courseId: string;
  tokens: string[];
  quizKey: Record<string, string[]>;
  timing: { warmupSeconds: number; seconds: number };
  gatewayPid: number;
}

/** The answers a worker sends: wrong ones (one option each) on the first attempts, the key on the third. */
function answersFor(questions: { id: string; options: string[] }[], key: Record<string, string[]>, correct: boolean) {
  return Object.fromEntries(
    questions.map((question) => [
      question.id,
      correct
        ? question.options.flatMap((text, index) => ((key[question.id] ?? []).includes(text) ? [index] : []))
        : [question.options.findIndex((text) => !(key[question.id] ?? []).includes(text))],
    ]),
  );
}

/**
 * Quiz submissions: each worker takes the next learner and starts and submits the K3 quiz's three attempts (two
 * failed, the third passed: the pass completes the activity and refreshes the course's completion). The rate counts
 * the submissions; the latency is the submit's.
 */
export async function measureQuizSubmissions(target: LearningTarget): Promise<LoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: QUIZ_WORKERS });
  const quizTokens = target.tokens.slice(0, -(SCORM_LEARNERS + SUBMIT_LEARNERS));
  let next = 0;
  const url = `${target.baseUrl}/api/main/kompetensi/courses/${target.courseId}/activities/${QUIZ_ACTIVITY}/quiz/attempts`;
  try {
    return await timedLoops(QUIZ_WORKERS, target, async (_worker, tally, running) => {
      while (running()) {
        const token = quizTokens[next++];
        if (!token) throw new Error(`the quiz used up its ${quizTokens.length} learners: raise BENCH_LEARNERS`);
        const headers = { 'x-api-key': target.apiKey, authorization: `Bearer ${token}` };
        for (let attempt = 1; attempt <= 3 && running(); attempt += 1) {
          const started = await call(agent, url, 'POST', headers);
          if (started.status !== 201) {
            tally().failures += 1;
            break;
          }
          const current = (JSON.parse(started.body) as { data: { current: { id: string; questions: { id: string; options: string[] }[] } } }).data
            .current;
          const answers = answersFor(current.questions, target.quizKey, attempt === 3);
          const submitted = await call(agent, `${url}/${current.id}/submit`, 'POST', headers, JSON.stringify({ answers }));
          if (submitted.status === 200) tally().latencies.push(submitted.ms);
          else tally().failures += 1;
        }
      }
    });
  } finally {
    agent.destroy();
  }
}

/**
 * Submissions alone (the quiz's target), after the start + submit loop has warmed the gateway: the first attempt of SUBMIT_LEARNERS learners is started beforehand (not
 * measured), then QUIZ_WORKERS workers submit them, every third learner with the key (a pass checks the course's
 * completion), the others failing. Counted rather than timed: the rate is the submissions over the time they took.
 */
export async function measureQuizSubmitsAlone(target: LearningTarget): Promise<LoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: QUIZ_WORKERS });
  const tokens = target.tokens.slice(-(SCORM_LEARNERS + SUBMIT_LEARNERS), -SCORM_LEARNERS);
  const url = `${target.baseUrl}/api/main/kompetensi/courses/${target.courseId}/activities/${QUIZ_ACTIVITY}/quiz/attempts`;
  const headersOf = (token: string) => ({ 'x-api-key': target.apiKey, authorization: `Bearer ${token}` });
  const workers = (work: (index: number) => Promise<void>) => {
    let next = 0;
    return Promise.all(
      Array.from({ length: QUIZ_WORKERS }, async () => {
        for (let index = next++; index < tokens.length; index = next++) await work(index);
      }),
    );
  };
  try {
    const submits: { token: string; url: string; body: string }[] = [];
    await workers(async (index) => {
      const token = tokens[index]!;
      const started = await call(agent, url, 'POST', headersOf(token));
      if (started.status !== 201) throw new Error(`starting a quiz attempt answered ${started.status}: ${started.body}`);
      const current = (JSON.parse(started.body) as { data: { current: { id: string; questions: { id: string; options: string[] }[] } } }).data
        .current;
      const answers = answersFor(current.questions, target.quizKey, index % 3 === 2);
      submits[index] = { token, url: `${url}/${current.id}/submit`, body: JSON.stringify({ answers }) };
    });
    const tally = new Tally();
    const cpuAtStart = cpuSeconds(target.gatewayPid);
    await workers(async (index) => {
      const { token, url: submitUrl, body } = submits[index]!;
      const submitted = await call(agent, submitUrl, 'POST', headersOf(token), body);
      if (submitted.status === 200) tally.latencies.push(submitted.ms);
      else tally.failures += 1;
    });
    const cpuMsEach = ((cpuSeconds(target.gatewayPid) - cpuAtStart) * 1000) / Math.max(1, tally.latencies.length);
    return { result: tally.result(), cpuMsEach };
  } finally {
    agent.destroy();
  }
}

/** A full SCORM 1.2 CMI block as scorm-again's renderCommitCMI sends it (about 6 kB with the suspend data). */
function cmiBlock(learner: number, commit: number) {
  return {
    cmi: {
      core: {
        student_id: `bench-learner-${learner}`,
        student_name: `Peserta Pelatihan ${learner}`,
        lesson_location: `slide-${commit % 12}`,
        credit: 'credit',
        lesson_status: 'incomplete',
        entry: commit === 0 ? 'ab-initio' : 'resume',
        score: { raw: String(commit % 100), min: '0', max: '100' },
        total_time: '00:12:34',
        lesson_mode: 'normal',
        exit: 'suspend',
        session_time: '00:00:30',
      },
      suspend_data: `{"slide":${commit % 12},"seen":[${Array.from({ length: 12 }, (_, i) => i <= commit % 12).join(',')}],"notes":"${'x'.repeat(3_500)}"}`,
      launch_data: '',
      comments: '',
      comments_from_lms: '',
      objectives: Object.fromEntries(
        Array.from({ length: 4 }, (_, i) => [
          i,
          { id: `obj-${i}`, score: { raw: String((commit + i) % 100), min: '0', max: '100' }, status: 'incomplete' },
        ]),
      ),
      student_data: { mastery_score: '80', max_time_allowed: '', time_limit_action: '' },
      student_preference: { audio: '0', language: 'id', speed: '0', text: '0' },
      interactions: Object.fromEntries(
        Array.from({ length: 8 }, (_, i) => [
          i,
          {
            id: `q-${i}`,
            time: '10:00:00',
            type: 'choice',
            weighting: '1',
            student_response: String.fromCharCode(97 + ((commit + i) % 4)),
            result: (commit + i) % 3 === 0 ? 'correct' : 'wrong',
            latency: '00:00:05',
            objectives: { 0: { id: `obj-${i % 4}` } },
            correct_responses: { 0: { pattern: 'a' } },
          },
        ]),
      ),
    },
  };
}

/**
 * SCORM commits of 50 learners at once. Back to back (`pauseMs` 0): each learner PUTs its full CMI block again as
 * soon as the last one was stored, the gateway's saturation, where the latency is 50 / the rate (Little's law). Paced:
 * each learner commits every `pauseMs` (staggered), as a lesson does on its page changes, the latency a learner meets.
 */
export async function measureScormCommits(target: LearningTarget, pauseMs = 0): Promise<LoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SCORM_LEARNERS });
  const scormTokens = target.tokens.slice(-SCORM_LEARNERS);
  const url = `${target.baseUrl}/api/main/kompetensi/courses/${target.courseId}/activities/${SCORM_ACTIVITY}/scorm`;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await timedLoops(SCORM_LEARNERS, target, async (worker, tally, running) => {
      const headers = { 'x-api-key': target.apiKey, authorization: `Bearer ${scormTokens[worker]!}` };
      if (pauseMs) await pause((worker * pauseMs) / SCORM_LEARNERS);
      for (let commit = 0; running(); commit += 1) {
        const answer = await call(agent, url, 'PUT', headers, JSON.stringify(cmiBlock(worker, commit)));
        if (answer.status === 200) tally().latencies.push(answer.ms);
        else tally().failures += 1;
        if (pauseMs) await pause(Math.max(0, pauseMs - answer.ms));
      }
    });
  } finally {
    agent.destroy();
  }
}

export interface UploadResult {
  status: number;
  seconds: number;
  baselineMiB: number;
  peakMiB: number;
}

/**
 * A 200 MB video upload by the demo content creator into a new course of theirs, streamed by the client (an MP4
 * 'ftyp' box, then filler, with back-pressure), while the gateway's resident memory is read every 100 ms.
 */
export async function measureUpload(options: { baseUrl: string; apiKey: string; gatewayPid: number; creatorToken: string }): Promise<UploadResult> {
  const headers = { 'x-api-key': options.apiKey, authorization: `Bearer ${options.creatorToken}` };
  const agent = new http.Agent({ keepAlive: false });
  const created = await call(agent, `${options.baseUrl}/api/main/content/courses`, 'POST', headers, JSON.stringify({ title: 'Video benchmark' }));
  if (created.status !== 201 && created.status !== 200) throw new Error(`creating the upload's course failed: ${created.status} ${created.body}`);
  const courseId = (JSON.parse(created.body) as { data: { id: string } }).data.id;
  const total = UPLOAD_MIB * 1024 * 1024;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baselineMiB = residentMiB(options.gatewayPid);
  let peakMiB = baselineMiB;
  const sampler = setInterval(() => (peakMiB = Math.max(peakMiB, residentMiB(options.gatewayPid))), 100);
  const started = performance.now();
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${options.baseUrl}/api/main/content/courses/${courseId}/files?kind=video&name=bench.mp4`,
        { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/octet-stream', 'content-length': String(total) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      const filler = Buffer.alloc(UPLOAD_CHUNK, 0x2e);
      const head = Buffer.from(filler);
      // An MP4's first box: size 0x18, type 'ftyp', brand 'isom'.
      head.write('\u0000\u0000\u0000\u0018ftypisom', 0, 'latin1');
      let sent = 0;
      const write = () => {
        while (sent < total) {
          const chunk = sent === 0 ? head : filler;
          const piece = total - sent < chunk.length ? chunk.subarray(0, total - sent) : chunk;
          sent += piece.length;
          if (!request.write(piece)) return void request.once('drain', write);
        }
        request.end();
      };
      write();
    });
    return { status, seconds: (performance.now() - started) / 1000, baselineMiB, peakMiB };
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
}

export function renderUpload(result: UploadResult, storage: string): string {
  const growth = result.peakMiB - result.baselineMiB;
  const met = result.status === 201 && growth < 50 ? 'yes' : `no${result.status === 201 ? '' : ` (answered ${result.status})`}`;
  return [
    '| measurement | value | goal | met? |',
    '|---|---|---|---|',
    `| ${UPLOAD_MIB} MB video upload (${storage}): gateway resident memory before / peak, ${result.seconds.toFixed(1)} s | ${result.baselineMiB.toFixed(0)} / ${result.peakMiB.toFixed(0)} MiB, growth ${growth.toFixed(1)} MiB | growth < 50 MB | ${met} |`,
  ].join('\n');
}

/** The rows of one storage: quiz rate (PGlite's goal), SCORM commits, and the trainer dashboard (PostgreSQL's goal). */
export async function measureLearning(
  target: LearningTarget & { storage: 'PGlite' | 'PostgreSQL'; trainerToken: string; connections: number; measure: Measure },
): Promise<Row[]> {
  const count = BENCH_LEARNERS.toLocaleString('en');
  const rows: Row[] = [];
  const quiz = await measureQuizSubmissions(target);
  rows.push({
    route: `POST .../quiz/attempts then .../submit (start + submit loop, ${QUIZ_WORKERS} workers, submissions/s; gateway CPU ${quiz.cpuMsEach.toFixed(2)} ms per start + submit, ${target.storage})`,
    result: quiz.result,
    role: 'reference (a learner starting and submitting in a loop)',
  });
  const submits = await measureQuizSubmitsAlone(target);
  rows.push({
    route: `POST .../quiz/attempts/{id}/submit (${SUBMIT_LEARNERS.toLocaleString('en')} started attempts submitted by ${QUIZ_WORKERS} workers, a third passing; gateway CPU ${submits.cpuMsEach.toFixed(2)} ms per submit, ${target.storage})`,
    result: submits.result,
    ...(target.storage === 'PGlite' ? { goal: quizGoal } : { role: 'reference (goal on PGlite)' }),
  });
  const scorm = await measureScormCommits(target);
  rows.push({
    route: `PUT .../activities/k3-scorm/scorm (full CMI block, ${SCORM_LEARNERS} learners back to back; gateway CPU ${scorm.cpuMsEach.toFixed(2)} ms per commit, ${target.storage})`,
    result: scorm.result,
    role: 'reference (a stress loop: real learners commit on page changes, the paced row below is the goal)',
  });
  const paced = await measureScormCommits(target, SCORM_PACE_MS);
  rows.push({
    route: `PUT .../activities/k3-scorm/scorm (full CMI block, ${SCORM_LEARNERS} learners each committing every ${SCORM_PACE_MS / 1000} s, ${target.storage})`,
    result: paced.result,
    goal: scormGoal,
  });
  const headers = { 'x-api-key': target.apiKey, authorization: `Bearer ${target.trainerToken}` };
  for (const route of ['/api/main/trainer-dashboard/list-course/aggregate', '/api/main/trainer-dashboard/my-course?pageIndex=1&pageSize=10']) {
    rows.push({
      route: `GET ${route} (${count} enrolments in 41 classes, ${target.storage})`,
      result: await target.measure({ url: `${target.baseUrl}${route}`, headers, connections: target.connections }),
      ...(target.storage === 'PostgreSQL' ? { goal: dashboardGoal } : { role: 'reference (goal on PostgreSQL)' }),
    });
  }
  return rows;
}
