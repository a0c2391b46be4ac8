import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/connect';
import { DEFAULT_RETRY_POLICY, idempotentJobId, jobsSchemaFor, type RetryPolicy } from './definitions';

export interface EnqueueOptions {
  /** An idempotency key: a second enqueue with the same key (while the first is kept) adds nothing. */
  key?: string;
  /** Not before this moment (an order's expiry). */
  startAfter?: Date;
  /**
   * The caller's transaction: the job is written with the caller's rows or not at all (a mail and its outbox row).
   * The worker is not woken (the job is invisible until the commit): call wake(name) after it.
   */
  within?: Db;
}

/** How a queue's worker takes its jobs, besides its retries. */
export interface WorkOptions extends Partial<RetryPolicy> {
  /**
   * How many due jobs a worker claims in one statement (100 by default); the outcomes of a batch are written in one
   * statement for the jobs that succeeded and one per failure, so the round trips no longer bound the rate. Claimed
   * jobs wait on this instance until their turn: heavy jobs want small batches so that other instances share them.
   */
  batchSize?: number;
  /** How many jobs of a batch run side by side (5 by default); 1 for jobs that must not run beside each other. */
  concurrency?: number;
}

export interface JobRun {
  id: string;
  /** 0 on the first run, then 1, 2, ... on the retries. */
  retryCount: number;
  /** Whether this is the last run before the job lands in the dead letter. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (payload: T, run: JobRun) => Promise<void>;

export interface QueueCounts {
  name: string;
  /** Created or waiting for a retry. */
  waiting: number;
  active: number;
  failed: number;
  completed: number;
}

/** A job that failed its last retry: the dead letter, kept for the operator to read and retry. */
export interface DeadJob {
  id: string;
  queue: string;
  error: string;
  retryCount: number;
  failedAt: Date;
  createdAt: Date;
}

/**
 * The platform's background jobs, durable in the database: every gateway instance enqueues and works,
 * and a job is handed to one worker at a time (the library claims with `for update skip locked`).
 */
export interface JobQueue {
  /**
   * Defines the queue (its retries) and works its jobs on this instance, a batch at a time. A queue must be worked
   * (defined) before jobs are enqueued to it: the library drops a job sent to a queue it does not know.
   */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Adds a job; resolves with its id, or null when a job with the same key is already kept. */
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Adds many jobs in one statement (a producer of thousands: a batch, a benchmark); a job whose key is already kept
   * is left out. One enqueue is a round trip of its own (about 5 ms on PGlite), so thousands are enqueued this way.
   */
  enqueueMany(name: string, jobs: readonly { payload: object; key?: string }[]): Promise<void>;
  /** Makes this instance's worker of the queue look for jobs now (after a transaction that enqueued committed). */
  wake(name: string): void;
  counts(): Promise<QueueCounts[]>;
  deadLetter(limit: number): Promise<DeadJob[]>;
  /** Sends a dead job back to its queue for one more run; false when no dead job has this id. */
  retry(id: string): Promise<boolean>;
  /** Stops fetching, waits for the jobs running here to finish, then stops; the gateway's shutdown calls it. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  log: (error: unknown, what: string) => void;
  /** How often an idle worker looks for new jobs (an enqueue on this instance wakes it at once). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs. */
  stopTimeoutMs?: number;
}

const DEFAULT_BATCH_SIZE = 100;
const DEFAULT_CONCURRENCY = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs every item, at most `limit` at a time, and answers each one's outcome (in the items' order). */
async function settleEach<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<boolean[]> {
  const succeeded: boolean[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      succeeded[index] = await run(items[index]!).then(
        () => true,
        () => false,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return succeeded;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String((output as { message: unknown }).message).slice(0, 1000);
  return output === null || output === undefined ? '' : JSON.stringify(output).slice(0, 1000);
}

/**
 * Instances starting together on a new database define the same queues at once: pg-boss makes each queue a partition
 * of its job table, and two such statements can deadlock (PostgreSQL then aborts one) or collide on the queue's row.
 * The loser tries again after a short random pause and finds the queue made.
 */
async function afterRacingInstances(define: () => Promise<unknown>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await define();
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Runs one of pg-boss's statements on one connection of the pool. Some are scripts with their own BEGIN ... COMMIT:
 * when one fails half-way the connection is left inside an aborted transaction, so it is rolled back before the
 * connection goes back to the pool (otherwise the next request given that connection would fail).
 */
async function executeOnOneConnection(db: Db, text: string, values: unknown[]) {
  return db.connection().execute(async (connection) => {
    try {
      return { rows: (await connection.executeQuery(CompiledQuery.raw(text, values))).rows };
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Starts the queue on pg-boss, talking through the platform's own connection (Kysely), so the same code runs on
 * embedded PGlite (one connection, one worker per queue) and on a PostgreSQL server shared by several instances.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { db } = options;
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = jobsSchemaFor(current.rows[0]?.schema ?? 'public');
  // Set once stop() has resolved; the gateway closes its database right after. A worker's fetch that was in flight
  // when stop() looked (pg-boss waits only for workers holding jobs) answers after that, and pg-boss then fails or
  // completes those jobs without awaiting it: its statements are dropped instead of running on a closed database (an
  // unhandled rejection). The jobs stay active, so pg-boss's expiry gives them back for another run. A dropped
  // statement never answers: an empty answer made pg-boss's fail/complete read `rows[0].count` of nothing, an
  // unhandled TypeError that failed one of two fresh-clone CI runs on 2 December 2026 (in notificationLinks.test.ts),
  // and nothing awaits these.
  let closed = false;
  // Our own calls after that fail loudly instead (a dropped statement would look like a job already queued).
  const assertOpen = () => {
    if (closed) throw new Error('the job queue has stopped');
  };
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        closed ? new Promise<never>(() => undefined) : executeOnOneConnection(db, text, values ?? []),
    },
    schema,
    // Cron schedules are not used; maintenance (expiring stuck jobs, archiving done ones) is.
    schedule: false,
  });
  boss.on('error', (error) => options.log(error, 'job queue'));
  // Two instances starting on a new database both try to install pg-boss's tables; the second, after waiting for the
  // first's lock, fails on what the first made. Its second start finds them installed.
  await boss.start().catch(() => boss.start());

  const polling = options.pollingIntervalSeconds ?? 2;
  const workers = new Map<string, string>();
  let stopped: Promise<void> | null = null;
  const wake = (name: string) => {
    const workerId = workers.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };

  return {
    async work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions = {}) {
      const { retryLimit, retryDelaySeconds, backoff, expireInSeconds } = { ...DEFAULT_RETRY_POLICY, ...options };
      const queue = { name, retryLimit, retryDelay: retryDelaySeconds, retryBackoff: backoff, expireInSeconds };
      // createQueue leaves an existing queue as it is: the update applies a changed policy (MAIL_MAX_ATTEMPTS).
      await afterRacingInstances(() => boss.createQueue(name, queue));
      await afterRacingInstances(() => boss.updateQueue(name, queue));
      let workerId = '';
      const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
      workerId = await boss.work<T>(name, { batchSize, includeMetadata: true, pollingIntervalSeconds: polling }, async (jobs) => {
        if (jobs.length === 0) return;
        // Fetched as the queue closed: not run here (see `closed`).
        assertOpen();
        const failures = new Map<string, unknown>();
        const succeeded = await settleEach(jobs, options.concurrency ?? DEFAULT_CONCURRENCY, async (job) => {
          try {
            await handler(job.data, { id: job.id, retryCount: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit });
          } catch (error) {
            failures.set(job.id, error);
            throw error;
          }
        });
        // Each job's own outcome, so that one failure does not fail the batch: the library would fail (and retry)
        // every job of a batch whose handler threw, and completes the active ones left when it resolves (none here).
        const done = jobs.filter((_, index) => succeeded[index]).map((job) => job.id);
        if (done.length) await boss.complete(name, done);
        for (const [id, error] of failures) await boss.fail(name, id, { message: messageOf(error) });
        // A worker that found jobs looks again at once instead of waiting out its polling interval.
        boss.notifyWorker(workerId);
      });
      workers.set(name, workerId);
    },

    async enqueue(name, payload, { key, startAfter, within } = {}) {
      assertOpen();
      const id = await boss.send(name, payload, {
        ...(key === undefined ? {} : { id: idempotentJobId(name, key) }),
        ...(startAfter ? { startAfter } : {}),
        ...(within ? { db: { executeSql: (text: string, values?: unknown[]) => within.executeQuery(CompiledQuery.raw(text, values ?? [])) } } : {}),
      });
      if (id && !startAfter && !within) wake(name);
      return id;
    },

    async enqueueMany(name, jobs) {
      if (jobs.length === 0) return;
      assertOpen();
      await boss.insert(jobs.map(({ payload, key }) => ({ name, data: payload, ...(key === undefined ? {} : { id: idempotentJobId(name, key) }) })));
      wake(name);
    },

    wake,

    async counts() {
      const rows = await db.executeQuery<{ name: string; state: string | null; count: string }>(
        CompiledQuery.raw(
          `select q.name, j.state::text as state, count(j.id)::text as count
           from ${schema}.queue q left join ${schema}.job j on j.name = q.name
           group by q.name, j.state order by q.name`,
          [],
        ),
      );
      const byName = new Map<string, QueueCounts>();
      for (const row of rows.rows) {
        const counts = byName.get(row.name) ?? { name: row.name, waiting: 0, active: 0, failed: 0, completed: 0 };
        const count = Number(row.count);
        if (row.state === 'created' || row.state === 'retry') counts.waiting += count;
        else if (row.state === 'active') counts.active += count;
        else if (row.state === 'failed') counts.failed += count;
        else if (row.state === 'completed') counts.completed += count;
        byName.set(row.name, counts);
      }
      return [...byName.values()];
    },

    async deadLetter(limit) {
      const rows = await db.executeQuery<{ id: string; name: string; output: unknown; retry_count: number; completed_on: Date; created_on: Date }>(
        CompiledQuery.raw(
          `select id, name, output, retry_count, completed_on, created_on from ${schema}.job
           where state = 'failed' order by completed_on desc limit $1`,
          [limit],
        ),
      );
      return rows.rows.map((row) => ({
        id: row.id,
        queue: row.name,
        error: errorText(row.output),
        retryCount: row.retry_count,
        failedAt: new Date(row.completed_on),
        createdAt: new Date(row.created_on),
      }));
    },

    async retry(id) {
      if (!UUID.test(id)) return false;
      const found = await db.executeQuery<{ name: string }>(
        CompiledQuery.raw(`select name from ${schema}.job where id = $1 and state = 'failed'`, [id]),
      );
      const name = found.rows[0]?.name;
      if (name === undefined) return false;
      assertOpen();
      await boss.retry(name, id);
      wake(name);
      return true;
    },

    stop() {
      // graceful: the workers finish the job in hand; wait: resolve only once they have.
      stopped ??= boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 30_000 }).then(() => {
        closed = true;
      });
      return stopped;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue; the gateway's shutdown calls jobs.stop() after it stops taking requests. */
    jobs: JobQueue;
  }
}
