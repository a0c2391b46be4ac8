import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { operatorCoverRoutes } from './operatorCoverRoutes';
import { operatorRoutes } from './operatorRoutes';
import { publicRoutes } from './publicRoutes';

/**
 * SPEC 7's catalogue: the public reads and the companies' requests (publicRoutes.ts), and the operator console's
 * programs, categories and requests (operatorRoutes.ts, the cover upload in operatorCoverRoutes.ts) under /api/main.
 * An operator's change is a change of the public site's content: it empties the catalogue's and the site's caches.
 */
export async function catalogueFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const changed = () => ctx.events.emit('content.changed', {});
  await publicRoutes(contracted(app), { ctx });
  await app.register(async (scope) => operatorRoutes(contracted(scope), { ctx, changed }), { prefix: '/api/main' });
  // The cover's body parsers in a scope of their own.
  await app.register(async (scope) => operatorCoverRoutes(contracted(scope), { ctx, changed }), { prefix: '/api/main' });
}
