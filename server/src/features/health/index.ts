import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { singleFlight } from '../../../../src/core/gateway/singleFlight';
import { ping } from '../../db/connect';
import { t } from '../../platform/locale';

/** GET /healthz: 200 when the database answers, 503 when it does not. No API key: load balancers call it. */
export async function healthFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // Checks arriving together share one round trip: a burst of probes does not queue on PGlite's one connection.
  const check = singleFlight(() => ping(ctx.db));
  app.get('/healthz', { config: { policy: 'public' } }, async (request, reply) => {
    try {
      await check();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', message: t(request, 'errors.databaseUnavailable') });
    }
  });
}
