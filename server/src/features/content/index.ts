import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
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
    await publicRoutes(contracted(scope), { ctx });
  });
  await app.register(async (scope) => operatorUploadRoutes(contracted(scope), { ctx }));
  await publicContactMessageRoutes(contracted(app), { ctx });
  await publicFileRoutes(contracted(app), { ctx });
  await operatorRoutes(contracted(app), { ctx, changed: cache.changed });
}
