import { openDatabase, type DatabaseHandle } from '../../server/src/db/connect';
import { startJobQueue, type JobQueue } from '../../server/src/platform/jobs/queue';
import { createScratchDatabase } from './scratchDatabase';

export interface QueueBenchResult {
  storage: string;
  jobs: number;
  runs: number;
  duplicates: number;
  missing: number;
  seconds: number;
  byWorker: [number, number];
}

/**
 * Issue 18's target: a job enqueued N times (N distinct jobs) runs N times, never twice, across two workers. On a
 * PostgreSQL server the two workers are two queue instances with pools of their own on a scratch database (as two
 * gateways); without one, two queue instances share one PGlite database.
 */
export async function measureQueue(jobs: number, serverUrl: string | undefined): Promise<QueueBenchResult> {
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const handles: DatabaseHandle[] = [];
  const queues: JobQueue[] = [];
  try {
    const first = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
    handles.push(first);
    const second = scratch ? await openDatabase({ databaseUrl: scratch.url }) : first;
    if (second !== first) handles.push(second);
    const log = (error: unknown, what: string) => console.error(what, error);
    for (const handle of [first, second]) queues.push(await startJobQueue({ db: handle.db, log, pollingIntervalSeconds: 0.5 }));
    const runs = new Map<number, number>();
    const byWorker: [number, number] = [0, 0];
    for (const [worker, queue] of queues.entries()) {
      await queue.work<{ n: number }>('bench.queue', async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byWorker[worker]! += 1;
      });
    }
    const started = performance.now();
    for (let n = 0; n < jobs; n += 1) await queues[n % 2]!.enqueue('bench.queue', { n });
    const total = () => byWorker[0] + byWorker[1];
    // Done when every job ran, or when nothing has run for 30 s (a lost job shows as missing, not as a hang).
    for (let last = total(), quietSince = performance.now(); total() < jobs && performance.now() - quietSince < 30_000;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (total() !== last) [last, quietSince] = [total(), performance.now()];
    }
    const seconds = (performance.now() - started) / 1000;
    // A duplicate would come after the last first run: wait two polling intervals for one.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const duplicates = [...runs.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    return { storage: scratch ? 'PostgreSQL' : 'PGlite', jobs, runs: total(), duplicates, missing: jobs - runs.size, seconds, byWorker };
  } finally {
    for (const queue of queues) await queue.stop();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  }
}

export function renderQueueTable(results: QueueBenchResult[]): string {
  const lines = [
    '| Storage | Jobs | Runs | Duplicates | Missing | Worker 1 / 2 | Seconds (enqueue + run) | Jobs/s |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.storage} | ${r.jobs} | ${r.runs} | ${r.duplicates} | ${r.missing} | ${r.byWorker[0]} / ${r.byWorker[1]} | ${r.seconds.toFixed(1)} | ${(r.jobs / r.seconds).toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}
