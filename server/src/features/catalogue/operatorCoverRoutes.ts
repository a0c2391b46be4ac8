import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { notFound } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { acceptUploads, IMAGE_TYPES, receiveUpload, storeUpload, uploadStore, type ImageType, type UploadRule } from '../../platform/uploads';
import { programRecordById } from './queries';
import { programIdParams, programRecordAnswer } from './schemas';

const COVER: UploadRule<ImageType> = {
  types: IMAGE_TYPES,
  limit: 'document',
  messages: { type: 'operator.coverType', tooLarge: 'operator.coverTooLarge', content: 'operator.coverContent' },
};

/**
 * POST /admin-programs/{id}/cover: the body is the image itself (image/png, image/jpeg or image/webp); through the
 * upload pipeline (MAX_SIZE_DOC, checked, re-encoded) into the public store (a cover is shown to every visitor),
 * it becomes the program's cover. Registered in a scope of its own (index.ts): its body parsers reach no other route.
 */
export async function operatorCoverRoutes(app: ContractedApp, { ctx, changed }: { ctx: AppContext; changed: () => void }) {
  acceptUploads(app, COVER);

  app.post(
    '/admin-programs/:id/cover',
    { schema: { params: programIdParams, response: programRecordAnswer }, config: { policy: ['Admin'] } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const program = await ctx.db.selectFrom('programs').select('id').where('id', '=', id).executeTakeFirst();
      if (!program) throw notFound('catalogue.programNotFound');
      const upload = await receiveUpload(ctx.db, request, COVER);
      const url = await storeUpload(ctx.db, uploadStore(ctx.config), { accountId: principalOf(request).accountId, ...upload });
      await ctx.db.updateTable('programs').set({ cover: url, updated_at: new Date() }).where('id', '=', id).execute();
      changed();
      const saved = await programRecordById(ctx.db, id);
      if (!saved) throw notFound('catalogue.programNotFound');
      return envelope(request, reply, saved, 'operator.saved');
    },
  );
}
