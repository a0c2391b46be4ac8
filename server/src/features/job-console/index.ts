import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { jobConsoleRoutes } from './operatorRoutes';

/** The operator console's page of the durable job queue: queues, counts, dead letter, retry. */
export async function jobConsoleFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await jobConsoleRoutes(contracted(app), { ctx });
}
