import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import { acceptUploads, IMAGE_TYPES, receiveUpload, storeUpload, uploadStore, type ImageType, type UploadRule } from '../../platform/uploads';
import { uploadedEnvelope } from './schemas';

const CONTENT_IMAGE: UploadRule<ImageType> = {
  types: IMAGE_TYPES,
  limit: 'document',
  messages: { type: 'content.imageType', tooLarge: 'content.imageTooLarge', content: 'content.imageContent' },
};

/**
 * POST /content-uploads (main family, operator only): a picture for a content document (news, partner, team member,
 * banner, product). The body is the image itself, like the profile photo's: PNG, JPEG or WebP, through the upload
 * pipeline (MAX_SIZE_DOC 413, type and first bytes 415, decoded and re-encoded without its metadata). It is stored
 * as a public upload, served at /uploads/<name>, and its URL is what the operator's form puts in the document.
 * Registered in a scope of its own (index.ts): its body parsers must not reach the other routes.
 */
export async function operatorUploadRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const dir = uploadStore(ctx.config);
  acceptUploads(app, CONTENT_IMAGE);

  app.post('/api/main/content-uploads', { schema: { response: uploadedEnvelope }, config: { policy: ['Admin'] } }, async (request, reply) => {
    const url = await storeUpload(ctx.db, dir, {
      accountId: principalOf(request).accountId,
      ...(await receiveUpload(ctx.db, request, CONTENT_IMAGE)),
    });
    return envelope(request, reply, { url }, 'content.imageSaved', 201);
  });
}
