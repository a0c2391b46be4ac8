import type { FastifyInstance } from 'fastify';
import { documentLimitBytes, megabytes } from '../../../../src/core/rules/limits';
import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import { HttpError, notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import { IMAGE_TYPES, imageTypeOf, storeUpload, uploadsDir } from '../../platform/uploads';
import { programIdParams } from './adminSchemas';

/** The most this route reads, whatever MAX_SIZE_DOC says (as the profile photo's route). */
const COVER_BODY_LIMIT_BYTES = 25 * 1_000_000;
const coverTypeError = () => new HttpError(415, 'operator.coverType');

/**
 * POST /admin-programs/{id}/cover: the body is the image itself (image/png, image/jpeg or image/webp) within
 * MAX_SIZE_DOC; stored as a public upload (a cover is shown to every visitor), it becomes the program's cover.
 */
export async function coverRoute(
  app: FastifyInstance,
  { ctx, changed, programById }: { ctx: AppContext; changed: () => void; programById: (id: number) => Promise<unknown> },
) {
  // These parsers belong to this plugin only: the rest of the API keeps accepting JSON alone.
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: COVER_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(coverTypeError()));

  app.post<{ Params: { id: string } }>(
    '/admin-programs/:id/cover',
    { schema: { params: programIdParams }, bodyLimit: COVER_BODY_LIMIT_BYTES, config: { policy: ['Admin'] } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const program = await ctx.db.selectFrom('programs').select('id').where('id', '=', id).executeTakeFirst();
      if (!program) throw notFound('catalogue.programNotFound');
      const data = request.body;
      if (!Buffer.isBuffer(data)) throw coverTypeError();
      const limit = documentLimitBytes(await readConfiguration(ctx.db));
      if (data.length > limit) throw new HttpError(413, 'operator.coverTooLarge', { limit: megabytes(limit) });
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const actual = imageTypeOf(data);
      if (!actual || actual !== declared) throw new HttpError(415, 'operator.coverContent');
      const url = await storeUpload(ctx.db, uploadsDir(ctx.config), { accountId: principalOf(request).accountId, contentType: actual, data });
      await ctx.db.updateTable('programs').set({ cover: url, updated_at: new Date() }).where('id', '=', id).execute();
      changed();
      return envelope(request, reply, await programById(id), 'operator.saved');
    },
  );
}
