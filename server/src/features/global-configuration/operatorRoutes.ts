import { contentRange } from '@core/catalogue/adminList';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/httpError';
import type { ContractedApp } from '../../platform/typeProvider';
import { configurationRows, updateConfigurationValue } from './queries';
import { codeParams, recordAnswer, recordListAnswer, valueBody } from './schemas';
import { configurationRecord, validConfigValue } from './service';

const operator = { policy: ['Admin'] } as const;

/**
 * The operator console's global configuration (main family, ra-data-simple-rest): /admin-configuration lists the
 * four codes, PUT /admin-configuration/{code} changes one value (400 with a field error when out of range). Read
 * per call by checkout and uploads (platform/configuration.ts), so a change applies at once.
 */
export async function operatorRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get('/admin-configuration', { schema: { response: recordListAnswer }, config: operator }, async (request, reply) => {
    const all = await configurationRows(ctx.db);
    reply.header('content-range', contentRange('admin-configuration', 0, all.length, all.length));
    return envelope(request, reply, all.map(configurationRecord));
  });

  app.get('/admin-configuration/:id', { schema: { params: codeParams, response: recordAnswer }, config: operator }, async (request, reply) => {
    const [row] = await configurationRows(ctx.db, request.params.id);
    if (!row) throw notFound();
    return envelope(request, reply, configurationRecord(row));
  });

  app.put(
    '/admin-configuration/:id',
    { schema: { params: codeParams, body: valueBody, response: recordAnswer }, config: operator },
    async (request, reply) => {
      const code = request.params.id;
      const value = validConfigValue(code, request.body.configValue);
      if (value === undefined) throw badRequest('configValue', { configValue: 'operator.configOutOfRange' });
      const updated = await updateConfigurationValue(ctx.db, code, value);
      if (!updated) throw notFound();
      return envelope(request, reply, configurationRecord(updated), 'operator.saved');
    },
  );
}
