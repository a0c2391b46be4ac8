import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import type { ContractedApp } from '../../platform/typeProvider';
import { configurationAnswer } from './schemas';

/** SPEC 7: GET /global-configuration, public: the public site's checkout reads the tax rates too. */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/global-configuration', { schema: { response: configurationAnswer }, config: { policy: 'public' } }, async (request, reply) =>
    envelope(request, reply, { data: await readConfiguration(ctx.db) }),
  );
}
