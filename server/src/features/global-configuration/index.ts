import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import { adminConfigurationRoutes } from './adminRoutes';

/**
 * SPEC 7: GET /global-configuration (main family), public: the public site's checkout reads the tax rates too. The
 * operator changes the values through ./adminRoutes.ts.
 */
export async function globalConfigurationFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/global-configuration', { config: { policy: 'public' } }, async (request, reply) =>
    envelope(request, reply, { data: await readConfiguration(ctx.db) }),
  );
  await app.register(adminConfigurationRoutes, { ctx });
}
