import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '@core/i18n/catalog';
import { LOOKUP_PATHS, parentLevel, toLookupItems } from '@core/locations/areas';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { HttpError } from '../../platform/httpError';
import type { ContractedApp } from '../../platform/typeProvider';
import { areasWithin, provinces, type ChildLevel } from './queries';
import { locationLookupAnswer, parentParams } from './schemas';

/**
 * The regions change only when the idn-area-data package is upgraded (a deploy): browsers and proxies keep an answer
 * for a day and may serve it a week longer while they revalidate. The message is in the caller's language, hence Vary.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const UNKNOWN_PARENT: Record<ChildLevel, MessageKey> = {
  regency: 'locations.provinceNotFound',
  district: 'locations.regencyNotFound',
  village: 'locations.districtNotFound',
};

const publicRoute = { policy: 'public' } as const;

function answer(request: FastifyRequest, reply: FastifyReply, rows: { code: string; name: string }[]) {
  reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language');
  return envelope(request, reply, { items: toLookupItems(rows) });
}

/**
 * SPEC 7's location lookups, public: the partner registration and the public vacancy search ask for them before
 * anyone signs in. Each level lists the areas inside its parent's code; an unknown code is a 404 naming it.
 */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get(LOOKUP_PATHS.province, { config: publicRoute, schema: { response: locationLookupAnswer } }, async (request, reply) =>
    answer(request, reply, await provinces(ctx.db)),
  );

  for (const level of ['regency', 'district', 'village'] as const) {
    app.get(
      `${LOOKUP_PATHS[level]}:id`,
      { config: publicRoute, schema: { params: parentParams(parentLevel(level)!), response: locationLookupAnswer } },
      async (request, reply) => {
        const areas = await areasWithin(ctx.db, level, request.params.id);
        if (!areas) throw new HttpError(404, UNKNOWN_PARENT[level], { code: request.params.id });
        return answer(request, reply, areas);
      },
    );
  }
}
