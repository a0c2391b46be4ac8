import { documentLimitBytes, megabytes } from '../../../../src/core/rules/limits';
import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import { HttpError } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import type { TypedApp } from '../../platform/typeProvider';
import { IMAGE_TYPES, imageTypeOf, storeUpload, uploadsDir } from '../../platform/uploads';
import { uploadedEnvelope } from './schemas';

/** The most this route reads whatever MAX_SIZE_DOC says: it bounds one request's memory; the configured limit is the one people meet. */
const CONTENT_IMAGE_BODY_LIMIT_BYTES = 25 * 1_000_000;

const imageTypeError = () => new HttpError(415, 'content.imageType');

/**
 * POST /content-uploads (main family, operator only): a picture for a content document (news, partner, team member,
 * banner, product). The body is the image itself, like the profile photo's: PNG, JPEG or WebP, within MAX_SIZE_DOC
 * (413), its first bytes matching its declared type (415). It is stored as an upload, served at /uploads/<name>,
 * and its URL is what the operator's form puts in the document. Registered in a scope of its own (index.ts): its
 * body parsers must not reach the other routes.
 */
export async function operatorUploadRoutes(app: TypedApp, { ctx }: { ctx: AppContext }) {
  const dir = uploadsDir(ctx.config);
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: CONTENT_IMAGE_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(imageTypeError()));

  app.post(
    '/api/main/content-uploads',
    { schema: { response: uploadedEnvelope }, bodyLimit: CONTENT_IMAGE_BODY_LIMIT_BYTES, config: { policy: ['Admin'] } },
    async (request, reply) => {
      const data = request.body;
      // A JSON body still reaches here through the JSON parser.
      if (!Buffer.isBuffer(data)) throw imageTypeError();
      const limit = documentLimitBytes(await readConfiguration(ctx.db));
      if (data.length > limit) throw new HttpError(413, 'content.imageTooLarge', { limit: megabytes(limit) });
      const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      const actual = imageTypeOf(data);
      if (!actual || actual !== declared) throw new HttpError(415, 'content.imageContent');
      const url = await storeUpload(ctx.db, dir, { accountId: principalOf(request).accountId, contentType: actual, data });
      return envelope(request, reply, { url }, 'content.imageSaved', 201);
    },
  );
}
