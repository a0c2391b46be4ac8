import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/httpError';
import { openStoredFile, sendStoredFile } from '../../../platform/storedFiles';
import type { ContractedApp } from '../../../platform/typeProvider';
import { unpackedScorm } from '../scorm/scormCache';
import { learningStorage, storedPath, type LearningStorage } from '../storage';
import {
  BRIDGE_PATH,
  injectBridge,
  mediaUrl,
  MEDIA_PREFIX,
  RENDERED_PDF_PATH,
  RESERVED_DIR,
  SCORM_HEADERS,
  scormBridgeScript,
} from './mediaDelivery';
import { reachableFile } from './mediaFiles';
import { readMediaTicket } from './mediaTickets';

// One wildcard, split here: a ticket (about 200 characters) is longer than Fastify's limit for a named parameter.
const mediaParams = Type.Object({ '*': Type.String({ maxLength: 4096 }) });

const PRIVATE_CACHE = 'private, max-age=300';

/** A file of a SCORM package's local folder: Range (206), its type by extension, nosniff (global). */
function sendStored(reply: FastifyReply, full: string, disposition?: string) {
  reply.header('cache-control', PRIVATE_CACHE);
  if (disposition) reply.header('content-disposition', disposition);
  return reply.sendFile(path.basename(full), path.dirname(full));
}

/**
 * A learning file streamed from the store (the data folder or the bucket) as the browser asks for it: validators and
 * 304, one Range (206) for seeking a video, read from the store as that range only (platform/storedFiles.ts).
 */
async function sendFromStore(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: LearningStorage,
  file: { key: string; contentType: string; disposition: string },
) {
  const stored = await openStoredFile(storage.store, file.key, file.contentType);
  // The row outlived its file (a restored database without the files): not found.
  if (!stored) throw notFound();
  return sendStoredFile(request, reply, stored, PRIVATE_CACHE, file.disposition);
}

const contentDisposition = (kind: string, name: string) =>
  `${kind === 'pptx' ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * GET /learning-media/<ticket>/<path>, outside /api (the browser's loaders send no API key and no bearer token):
 * the ticket names the file and the account, and the account must still reach the course. A file answers itself
 * whatever the path says (the path is its name, for the browser), or its PDF rendering at __lms__/rendered.pdf; a
 * SCORM package answers its files by path (storedPath refuses a way out), its pages with the bridge injected, all
 * under the sandbox CSP (mediaDelivery.ts).
 */
export async function learningMediaRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const storage = learningStorage(ctx.config);
  const { dir } = storage;
  await app.register(fastifyStatic, { root: dir, serve: false, cacheControl: false, dotfiles: 'deny', index: false });

  app.get(`${MEDIA_PREFIX}/*`, { config: { policy: 'public' }, schema: { params: mediaParams } }, async (request, reply) => {
    const [given = '', ...rest] = request.params['*'].split('/');
    const ticket = readMediaTicket(ctx.config.jwtSecret, given);
    if (!ticket) throw notFound();
    const file = await reachableFile(ctx.db, ticket.accountId, ticket.fileId);
    const inside = rest.join('/');

    if (file.kind !== 'scorm') {
      if (inside === RENDERED_PDF_PATH) {
        if (!file.pdf_storage_key) throw notFound();
        return sendFromStore(request, reply, storage, {
          key: file.pdf_storage_key,
          contentType: 'application/pdf',
          disposition: contentDisposition('pdf', `${path.parse(file.original_name).name}.pdf`),
        });
      }
      return sendFromStore(request, reply, storage, {
        key: file.storage_key,
        contentType: file.content_type,
        disposition: contentDisposition(file.kind, file.original_name),
      });
    }

    reply.headers(SCORM_HEADERS);
    if (inside === BRIDGE_PATH) {
      return reply.type('text/javascript; charset=utf-8').header('cache-control', PRIVATE_CACHE).send(scormBridgeScript());
    }
    if (!inside || inside.split('/')[0] === RESERVED_DIR) throw notFound();
    // The package's local folder, unpacked from its stored zip on this instance's first request.
    await unpackedScorm(storage, file.storage_key);
    const full = storedPath(dir, file.storage_key, inside);
    if (/\.html?$/i.test(full)) {
      const page = await readFile(full).catch(() => {
        throw notFound();
      });
      return reply
        .type('text/html')
        .header('cache-control', 'private, no-cache')
        .send(injectBridge(page, mediaUrl(given, BRIDGE_PATH)));
    }
    return sendStored(reply, full);
  });
}
