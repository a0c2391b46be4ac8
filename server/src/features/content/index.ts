import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { typed } from '../../platform/typeProvider';
import { operatorRoutes } from './operatorRoutes';
import { operatorUploadRoutes } from './operatorUploadRoutes';
import { publicContactMessageRoutes } from './publicContactMessageRoutes';
import { publicFileRoutes } from './publicFileRoutes';
import { publicRoutes } from './publicRoutes';
import { contentResponseCache } from './responseCache';

/**
 * SPEC 7's content API (v2 Payload-style family, and the main and cm content calls), the seeded pictures, and the
 * operator's content routes and picture uploads. Reads are cached in memory until content changes ('content.changed',
 * which also empties the public site's page cache).
 */
export async function contentFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const cache = contentResponseCache(ctx);
  // The cached reads and the picture uploads (its own body parsers) each in a scope of their own.
  await app.register(async (scope) => {
    cache.attach(scope);
    await publicRoutes(typed(scope), { ctx });
  });
  await app.register(async (scope) => operatorUploadRoutes(typed(scope), { ctx }));
  await publicContactMessageRoutes(typed(app), { ctx });
  await publicFileRoutes(typed(app), { ctx });
  await operatorRoutes(typed(app), { ctx, changed: cache.changed });
}
