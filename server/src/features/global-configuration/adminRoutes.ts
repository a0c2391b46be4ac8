import type { FastifyInstance } from 'fastify';
import { contentRange } from '../../../../src/core/catalogue/adminList';
import { CONFIG_CODES, type ConfigCode } from '../../../../src/core/rules/configuration';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/httpError';

/**
 * What each value may be. Taxes are percentages (SPEC 9: rate = value / 100). Upload limits are megabytes; the
 * upload routes read at most 25 MB per request whatever is configured, so a document limit above that would be a
 * promise they cannot keep.
 */
export const CONFIG_RANGES: Record<ConfigCode, { min: number; max: number }> = {
  PPH: { min: 0, max: 100 },
  PPN: { min: 0, max: 100 },
  MAX_SIZE_DOC: { min: 1, max: 25 },
  MAX_SIZE_VIDEO: { min: 1, max: 10_000 },
};

const operator = { policy: ['Admin'] } as const;
const codeParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', enum: CONFIG_CODES } } } as const;
/** react-admin sends the whole record back; only configValue is read. A number, or its text (the stored form). */
const valueBody = {
  type: 'object',
  required: ['configValue'],
  properties: { configValue: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] } },
} as const;

/** A value as stored: a plain decimal with at most two places (11, 2.5), within its code's range; else undefined. */
export function validConfigValue(code: ConfigCode, value: number | string): string | undefined {
  const text = String(value).trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return undefined;
  const number = Number(text);
  const range = CONFIG_RANGES[code];
  return number >= range.min && number <= range.max ? String(number) : undefined;
}

/**
 * The operator console's global configuration (main family, ra-data-simple-rest): /admin-configuration lists the
 * four codes, PUT /admin-configuration/{code} changes one value (400 with a field error when out of range). Read
 * per call by checkout and uploads (platform/configuration.ts), so a change applies at once.
 */
export async function adminConfigurationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const rows = (code?: ConfigCode) => {
    let query = ctx.db.selectFrom('global_configuration').select(['config_code', 'config_value', 'updated_at']).where('config_code', 'in', [...CONFIG_CODES]);
    if (code) query = query.where('config_code', '=', code);
    return query.orderBy('config_code').execute();
  };
  const record = (row: { config_code: string; config_value: string; updated_at: Date }) => ({
    id: row.config_code,
    configCode: row.config_code,
    configValue: Number(row.config_value),
    ...CONFIG_RANGES[row.config_code as ConfigCode],
    updatedAt: row.updated_at.toISOString(),
  });

  app.get('/admin-configuration', { config: operator }, async (request, reply) => {
    const all = await rows();
    reply.header('content-range', contentRange('admin-configuration', 0, all.length, all.length));
    return envelope(request, reply, all.map(record));
  });

  app.get<{ Params: { id: ConfigCode } }>('/admin-configuration/:id', { schema: { params: codeParams }, config: operator }, async (request, reply) => {
    const [row] = await rows(request.params.id);
    if (!row) throw notFound();
    return envelope(request, reply, record(row));
  });

  app.put<{ Params: { id: ConfigCode }; Body: { configValue: number | string } }>(
    '/admin-configuration/:id',
    { schema: { params: codeParams, body: valueBody }, config: operator },
    async (request, reply) => {
      const code = request.params.id;
      const value = validConfigValue(code, request.body.configValue);
      if (value === undefined) throw badRequest('configValue', { configValue: 'operator.configOutOfRange' });
      const updated = await ctx.db
        .updateTable('global_configuration')
        .set({ config_value: value, updated_at: new Date() })
        .where('config_code', '=', code)
        .returning(['config_code', 'config_value', 'updated_at'])
        .executeTakeFirst();
      if (!updated) throw notFound();
      return envelope(request, reply, record(updated), 'operator.saved');
    },
  );
}
