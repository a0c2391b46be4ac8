import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/connect';
import { startJobQueue, type JobQueue } from '../../server/src/platform/jobs/queue';
import { describeEachDatabase } from './support/databases';
import { createTestApp, type TestApp } from './support/testApp';

const log = () => {};

/** Waits until check() holds, polling; fails with the last value after the time given. */
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase('Durable job queue', (kind) => {
  let t: TestApp;
  let queue: JobQueue;
  let second: { handle: DatabaseHandle | null; queue: JobQueue } | undefined;

  beforeAll(async () => {
    t = await createTestApp(kind);
    queue = await startJobQueue({ db: t.db, log, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await second?.queue.stop();
    await second?.handle?.close();
    await queue.stop();
    await t.close();
  });

  it('runs a job once, and a second enqueue with the same key adds nothing', async () => {
    const runs: string[] = [];
    await queue.work<{ word: string }>('test.once', async ({ word }) => {
      runs.push(word);
    });
    const first = await queue.enqueue('test.once', { word: 'a' }, { key: 'order-1' });
    const again = await queue.enqueue('test.once', { word: 'b' }, { key: 'order-1' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBeNull();
    await until(() => runs.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(runs).toEqual(['a']);
    const counts = (await queue.counts()).find((row) => row.name === 'test.once');
    expect(counts).toMatchObject({ waiting: 0, active: 0, failed: 0, completed: 1 });
  });

  it('retries a failing job with growing waits, then keeps it in the dead letter, and a retry runs it again', async () => {
    const attempts: { at: number; retryCount: number; lastAttempt: boolean }[] = [];
    let healed = false;
    await queue.work<{ n: number }>(
      'test.failing',
      async (_payload, run) => {
        attempts.push({ at: Date.now(), retryCount: run.retryCount, lastAttempt: run.lastAttempt });
        if (!healed) throw new Error('smtp down');
      },
      { retryLimit: 2, retryDelaySeconds: 1, backoff: true },
    );
    const id = await queue.enqueue('test.failing', { n: 1 });
    await until(async () => (await queue.deadLetter(10)).some((job) => job.id === id));
    expect(attempts.map((a) => [a.retryCount, a.lastAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    // Backoff: the first retry waits at least 1 s, the second at least 2 s.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1900);
    const dead = (await queue.deadLetter(10)).find((job) => job.id === id);
    expect(dead).toMatchObject({ queue: 'test.failing', error: 'smtp down', retryCount: 2 });
    expect((await queue.counts()).find((row) => row.name === 'test.failing')?.failed).toBe(1);

    healed = true;
    expect(await queue.retry(id!)).toBe(true);
    await until(() => attempts.length === 4);
    await until(async () => (await queue.counts()).find((row) => row.name === 'test.failing')?.completed === 1);
    expect(await queue.deadLetter(10)).toEqual([]);
    expect(await queue.retry(id!)).toBe(false);
    expect(await queue.retry('not-a-uuid')).toBe(false);
  }, 30_000);

  it('two workers on one database run 1,000 jobs exactly once each', async () => {
    let handle: DatabaseHandle | null = null;
    let otherDb = t.db;
    if (kind === 'postgres') {
      // A second instance: its own connection pool on the same schema.
      const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
      handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema: current.rows[0]!.schema });
      otherDb = handle.db;
    }
    second = { handle, queue: await startJobQueue({ db: otherDb, log, pollingIntervalSeconds: 0.5 }) };
    const runs = new Map<number, number>();
    const byWorker = [0, 0];
    const count =
      (worker: number) =>
      async ({ n }: { n: number }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byWorker[worker]! += 1;
      };
    await queue.work('test.many', count(0));
    await second.queue.work('test.many', count(1));
    for (let n = 0; n < 1000; n += 1) await (n % 2 ? queue : second.queue).enqueue('test.many', { n });
    await until(() => [...runs.values()].reduce((sum, value) => sum + value, 0) >= 1000, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(runs.size).toBe(1000);
    expect([...runs.values()].every((value) => value === 1)).toBe(true);
    expect(byWorker[0]! + byWorker[1]!).toBe(1000);
    expect(byWorker.every((value) => value > 0)).toBe(true);
  }, 150_000);

  it('stop() lets the job in hand finish before it resolves', async () => {
    const own = await startJobQueue({ db: t.db, log, pollingIntervalSeconds: 0.5 });
    let finished = false;
    let started = false;
    await own.work('test.slow', async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 800));
      finished = true;
    });
    await own.enqueue('test.slow', {});
    await until(() => started);
    await own.stop();
    expect(finished).toBe(true);
  });
});
