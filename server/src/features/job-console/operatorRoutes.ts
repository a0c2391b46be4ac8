import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import { areaPolicy } from '../../platform/menus';
import type { ContractedApp } from '../../platform/typeProvider';
import { overviewAnswer, retriedAnswer, retryParams } from './schemas';

const operator = { policy: areaPolicy('member', 'admin-job-queue') } as const;

/** The dead letter shown is the newest failures; older ones stay in the database until retried. */
const DEAD_LETTER_SHOWN = 100;

/** The operator console's view of the background jobs: counts per queue, the dead letter, and a retry. */
export async function jobConsoleRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/admin-job-queue', { config: operator, schema: { response: overviewAnswer } }, async (request, reply) => {
    const [queues, dead] = await Promise.all([ctx.jobs.counts(), ctx.jobs.deadLetter(DEAD_LETTER_SHOWN)]);
    const deadLetter = dead.map((job) => ({ ...job, failedAt: job.failedAt.toISOString(), createdAt: job.createdAt.toISOString() }));
    return envelope(request, reply, { queues, deadLetter });
  });

  app.post('/admin-job-queue/:id/retry', { config: operator, schema: { params: retryParams, response: retriedAnswer } }, async (request, reply) => {
    if (!(await ctx.jobs.retry(request.params.id))) throw notFound('jobQueue.notInDeadLetter');
    return envelope(request, reply, null, 'jobQueue.retried');
  });
}
