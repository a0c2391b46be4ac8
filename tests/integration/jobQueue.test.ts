import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/connect';
import { startJobQueue, type JobQueue } from '../../server/src/platform/jobs/queue';
import { describeEachDatabase } from './support/databases';
import { createTestApp, type TestApp } from './support/testApp';

const log = () => {};

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
    // Completed, and nothing else of the queue left to run: a second run could only come from the second enqueue.
    await expect
      .poll(async () => (await queue.counts()).find((row) => row.name === 'test.once'), { timeout: 20_000 })
      .toMatchObject({ waiting: 0, active: 0, failed: 0, completed: 1 });
    expect(runs).toEqual(['a']);
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
    await expect.poll(async () => (await queue.deadLetter(10)).map((job) => job.id), { timeout: 20_000 }).toContain(id);
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
    await expect.poll(() => attempts.length, { timeout: 20_000 }).toBe(4);
    await expect.poll(async () => (await queue.counts()).find((row) => row.name === 'test.failing')?.completed, { timeout: 20_000 }).toBe(1);
    expect(await queue.deadLetter(10)).toEqual([]);
    expect(await queue.retry(id!)).toBe(false);
    expect(await queue.retry('not-a-uuid')).toBe(false);
  }, 30_000);

  it('two workers on one database run 1,000 jobs exactly once each', async () => {
    let handle: DatabaseHandle | null = null;
    let otherDb = t.db;
    if (kind === 'postgres') {
      // A second instance: its own connection pool on the same database.
      handle = await openDatabase({ databaseUrl: t.databaseUrl });
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
    // Every job completed and none left: any second run would have happened before its job was marked completed.
    await expect
      .poll(async () => (await queue.counts()).find((row) => row.name === 'test.many'), { timeout: 120_000, interval: 200 })
      .toMatchObject({ waiting: 0, active: 0, failed: 0, completed: 1000 });
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
    await expect.poll(() => started, { timeout: 20_000 }).toBe(true);
    await own.stop();
    expect(finished).toBe(true);
  });

  it('after stop() an enqueue fails loudly instead of being dropped (the database may be closed by then)', async () => {
    const own = await startJobQueue({ db: t.db, log, pollingIntervalSeconds: 0.5 });
    await own.stop();
    await expect(own.enqueue('test.after-stop', {})).rejects.toThrow('the job queue has stopped');
    await expect(own.enqueueMany('test.after-stop', [{ payload: {} }])).rejects.toThrow('the job queue has stopped');
  });

  it('writes each job of a batch its own outcome: one failing job does not fail the others', async () => {
    const runs: number[] = [];
    await queue.work<{ n: number }>(
      'test.batch',
      async ({ n }) => {
        runs.push(n);
        if (n === 3) throw new Error(`job ${n} broke`);
      },
      { retryLimit: 0, batchSize: 10 },
    );
    await queue.enqueueMany(
      'test.batch',
      Array.from({ length: 10 }, (_, n) => ({ payload: { n }, key: `batch-${n}` })),
    );
    // Keys already kept add nothing.
    await queue.enqueueMany('test.batch', [{ payload: { n: 99 }, key: 'batch-0' }]);
    await expect
      .poll(async () => (await queue.counts()).find((row) => row.name === 'test.batch'), { timeout: 20_000 })
      .toMatchObject({ waiting: 0, active: 0, failed: 1, completed: 9 });
    expect(runs.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await queue.deadLetter(10)).filter((job) => job.queue === 'test.batch')).toEqual([
      expect.objectContaining({ error: 'job 3 broke', retryCount: 0 }),
    ]);
  });
});
