import type { PhotoSaved } from '@core/account/profile.contract';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { principalOf } from '../../platform/policy';
import type { ContractedApp } from '../../platform/typeProvider';
import {
  acceptUploads,
  discardUnusedUpload,
  IMAGE_TYPES,
  receiveUpload,
  storeUpload,
  uploadStore,
  type ImageType,
  type UploadRule,
} from '../../platform/uploads';
import { replacePhoto } from './queries';
import { photoAnswer } from './schemas';

const PHOTO: UploadRule<ImageType> = {
  types: IMAGE_TYPES,
  limit: 'document',
  messages: { type: 'profile.photoType', tooLarge: 'profile.photoTooLarge', content: 'profile.photoContent' },
};

/**
 * POST /account-user/photo: the body is the image itself (Content-Type image/png, image/jpeg or image/webp), not
 * multipart and not base64 in JSON. It goes through the upload pipeline (MAX_SIZE_DOC 413, type and first bytes
 * 415, decoded and re-encoded without its metadata) into the public store; the account's photo becomes its URL.
 * Its body parsers are registered on the scope it is given (a scope of its own, see index.ts).
 */
export async function memberPhotoRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const dir = uploadStore(ctx.config);
  acceptUploads(app, PHOTO);

  app.post('/account-user/photo', { schema: { response: photoAnswer }, config: { policy: 'authenticated' } }, async (request, reply) => {
    const { accountId } = principalOf(request);
    const url = await storeUpload(db, dir, { accountId, ...(await receiveUpload(db, request, PHOTO)) });
    const previous = await replacePhoto(db, accountId, url);
    if (previous) await discardUnusedUpload(db, dir, previous);
    const saved: PhotoSaved = { photo: url };
    return envelope(request, reply, saved, 'profile.photoSaved');
  });
}
