import type { Metrics } from '../metrics';
import type { JobQueue, QueueCounts } from './queue';

const STATES = ['waiting', 'active', 'failed', 'completed'] as const satisfies readonly (keyof QueueCounts)[];

/**
 * The queue's figures in /metrics, read from the job table at each scrape (one query): bisa_queue_jobs{queue,state}
 * with state waiting (created or due for a retry: the depth), active, failed (the dead letter) and completed (until
 * the library archives them, after 12 hours). The same numbers the job console shows.
 */
export function observeJobQueue(metrics: Metrics, jobs: Pick<JobQueue, 'counts'>) {
  metrics.registerGauge({
    name: 'bisa_queue_jobs',
    help: 'Jobs of the durable queue by queue and state (waiting, active, failed = dead letter, completed).',
    labelNames: ['queue', 'state'],
    collect: async () =>
      (await jobs.counts()).flatMap((counts) => STATES.map((state) => ({ labels: { queue: counts.name, state }, value: counts[state] }))),
  });
}
