import type { AppContext } from '../../context';
import { ping } from '../../db/connect';
import { t } from '../../platform/locale';
import type { ContractedApp } from '../../platform/typeProvider';
import { recentSuccess } from './recentSuccess';
import { healthAnswer } from './schemas';

/** How long a successful database check answers for: a probe's answer is at most this old. */
const HEALTH_MAX_AGE_MS = 1000;

/**
 * The probes; no API key: load balancers call them. GET /healthz (liveness): 200 when the database answered within
 * the last second, 503 when it does not. GET /readyz (readiness): the same, and 503 while this instance starts or
 * drains for a shutdown (platform/lifecycle.ts), so that the proxy sends its requests to the other instances.
 */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  // A burst of probes does not queue on PGlite's one connection: one round trip answers for a second.
  const check = recentSuccess(() => ping(ctx.db), HEALTH_MAX_AGE_MS);
  app.get('/healthz', { schema: { response: healthAnswer }, config: { policy: 'public' } }, async (request, reply) => {
    try {
      await check();
      return { status: 'ok' } as const;
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' as const, message: t(request, 'errors.databaseUnavailable') });
    }
  });
  app.get('/readyz', { schema: { response: healthAnswer }, config: { policy: 'public' } }, async (request, reply) => {
    if (app.readiness.state !== 'serving') {
      return reply.code(503).send({ status: 'unavailable' as const, message: t(request, 'errors.notReady') });
    }
    try {
      await check();
      return { status: 'ok' } as const;
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' as const, message: t(request, 'errors.databaseUnavailable') });
    }
  });
}
