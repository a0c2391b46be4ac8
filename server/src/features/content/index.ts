import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adminContentRoutes } from './adminRoutes';
import { contactMessageRoute } from './contactMessageRoute';
import { cmContentRoutes, mainContentRoutes } from './mainRoutes';
import { mediaRoute } from './mediaRoute';
import { createResponseCache } from './responseCache';
import { sitemapRoute } from './sitemapRoute';
import { contentUploadRoute } from './uploadRoute';
import { v2ReadRoutes } from './v2Routes';

/**
 * SPEC 7's content API (v2 Payload-style family, and the main and cm content calls), the seeded pictures, and the
 * operator's content routes and picture uploads. Reads are cached in memory until content changes ('content.changed',
 * which also empties the public site's page cache).
 */
export async function contentFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const cache = createResponseCache();
  ctx.events.on('content.changed', () => cache.clear());
  // Emptied at once (not only through the event, delivered a tick later): the operator's next read sees the change.
  const changed = () => {
    cache.clear();
    ctx.events.emit('content.changed', {});
  };

  const cachedReads = (routes: typeof v2ReadRoutes, prefix: string) =>
    app.register(
      async (scope) => {
        cache.attach(scope);
        await routes(scope, { ctx });
      },
      { prefix },
    );
  await cachedReads(v2ReadRoutes, '/api/v2');
  await cachedReads(mainContentRoutes, '/api/main');
  await cachedReads(cmContentRoutes, '/api/cm');
  await app.register(contactMessageRoute, { ctx, prefix: '/api/v2' });
  await app.register(adminContentRoutes, { ctx, changed, prefix: '/api/main' });
  await app.register(contentUploadRoute, { ctx, prefix: '/api/main' });
  await app.register(mediaRoute, { ctx });
  await app.register(sitemapRoute, { ctx });
}
