import type { AppContext } from '../../context';
import { notFound } from '../../platform/httpError';
import type { ContractedApp } from '../../platform/typeProvider';
import { sendStoredFile } from '../../platform/storedFiles';
import { openUpload, uploadStore } from '../../platform/uploads';
import { uploadNameParams } from './schemas';

/**
 * GET /uploads/:name serves stored files (profile photos, the operator's content pictures) to anyone who has the
 * URL: an <img> cannot send the API key or a token, and the random name is the secret. Names never change content,
 * so caches may keep them.
 */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const dir = uploadStore(ctx.config);
  // No response schema: the answer is the file itself.
  app.get('/uploads/:name', { schema: { params: uploadNameParams }, config: { policy: 'public' } }, async (request, reply) => {
    const upload = await openUpload(ctx.db, dir, request.params.name);
    if (!upload) throw notFound();
    return sendStoredFile(request, reply, upload, 'public, max-age=31536000, immutable');
  });
}
