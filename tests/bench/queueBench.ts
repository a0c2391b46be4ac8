import { openDatabase, type DatabaseHandle } from '../../server/src/db/connect';
import { startJobQueue, type JobQueue } from '../../server/src/platform/jobs/queue';
import { createScratchDatabase } from './scratchDatabase';

export interface QueueBenchResult {
  storage: string;
  jobs: number;
  runs: number;
  duplicates: number;
  missing: number;
  /** Until the last job was written (in chunks, both instances enqueueing, while the workers already run). */
  enqueueSeconds: number;
  /** Until every job ran (enqueue included). */
  seconds: number;
  byWorker: [number, number];
}

/**
 * The job queue's target: a job enqueued N times (N distinct jobs) runs N times, never twice, across two workers. The jobs
 * are enqueued in chunks of ENQUEUE_CHUNK (one statement each, as a producer of thousands does), alternating between
 * the two instances, while both already work. On a
 * PostgreSQL server the two workers are two queue instances with pools of their own on a scratch database (as two
 * gateways); without one, two queue instances share one PGlite database.
 */
const ENQUEUE_CHUNK = 1000;

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
    for (let from = 0, chunk = 0; from < jobs; from += ENQUEUE_CHUNK, chunk += 1) {
      const payloads = Array.from({ length: Math.min(ENQUEUE_CHUNK, jobs - from) }, (_, index) => ({ payload: { n: from + index } }));
      await queues[chunk % 2]!.enqueueMany('bench.queue', payloads);
    }
    const enqueueSeconds = (performance.now() - started) / 1000;
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
    return {
      storage: scratch ? 'PostgreSQL' : 'PGlite',
      jobs,
      runs: total(),
      duplicates,
      missing: jobs - runs.size,
      enqueueSeconds,
      seconds,
      byWorker,
    };
  } finally {
    for (const queue of queues) await queue.stop();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  }
}

export function renderQueueTable(results: QueueBenchResult[]): string {
  const lines = [
    '| Storage | Jobs | Runs | Duplicates | Missing | Worker 1 / 2 | Enqueued after (s) | All run after (s) | Jobs/s |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.storage} | ${r.jobs} | ${r.runs} | ${r.duplicates} | ${r.missing} | ${r.byWorker[0]} / ${r.byWorker[1]} | ${r.enqueueSeconds.toFixed(1)} | ${r.seconds.toFixed(1)} | ${(r.jobs / r.seconds).toFixed(0)} |`,
    );
  }
  return lines.join('\n');
}
