import type { FastifyInstance } from 'fastify';
import { documentLimitBytes, megabytes } from '../../../../src/core/rules/limits';
import type { AppContext } from '../../context';
import { readConfiguration } from '../../platform/configuration';
import { envelope } from '../../platform/envelope';
import { HttpError } from '../../platform/httpError';
import { principalOf } from '../../platform/policy';
import { discardUnusedUpload, IMAGE_TYPES, imageTypeOf, storeUpload, uploadsDir } from '../../platform/uploads';
import { replacePhoto } from './queries';

/**
 * The most this route reads, whatever MAX_SIZE_DOC says: it bounds the memory one request can take. The configured
 * limit (5 MB as seeded) is the one people meet; a configured limit above this ceiling is capped by it.
 */
export const PHOTO_BODY_LIMIT_BYTES = 25 * 1_000_000;

const photoTypeError = () => new HttpError(415, 'profile.photoType');

/**
 * POST /account-user/photo: the body is the image itself (Content-Type image/png, image/jpeg or image/webp), not
 * multipart and not base64 in JSON. It must fit MAX_SIZE_DOC (413), and its first bytes must be what its type
 * claims (415). The file gets a random name; the account's photo becomes its URL.
 */
export async function photoRoute(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const dir = uploadsDir(ctx.config);
  // These parsers belong to this plugin only: the rest of the API keeps accepting JSON alone.
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('*', (_request, _payload, done) => done(photoTypeError()));

  app.post('/account-user/photo', { bodyLimit: PHOTO_BODY_LIMIT_BYTES, config: { policy: 'authenticated' } }, async (request, reply) => {
    const principal = principalOf(request);
    const data = request.body;
    // A JSON body still reaches here through the JSON parser.
    if (!Buffer.isBuffer(data)) throw photoTypeError();
    const limit = documentLimitBytes(await readConfiguration(db));
    if (data.length > limit) throw new HttpError(413, 'profile.photoTooLarge', { limit: megabytes(limit) });
    const declared = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    const actual = imageTypeOf(data);
    if (!actual || actual !== declared) throw new HttpError(415, 'profile.photoContent');
    const url = await storeUpload(db, dir, { accountId: principal.accountId, contentType: actual, data });
    const previous = await replacePhoto(db, principal.accountId, url);
    if (previous) await discardUnusedUpload(db, dir, previous);
    return envelope(request, reply, { photo: url }, 'profile.photoSaved');
  });
}
