import { access, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../../server/src/db/connect';
import { errorHandlerPlugin } from '../../server/src/platform/errorHandler';
import { HttpError } from '../../server/src/platform/httpError';
import { localFileStore } from '../../server/src/platform/storage';
import { sendStoredFile } from '../../server/src/platform/storedFiles';
import {
  acceptUploads,
  cleanedUpload,
  discardUnusedUpload,
  IMAGE_TYPES,
  openPrivateUpload,
  openUpload,
  receiveUpload,
  storePrivateUpload,
  storeUpload,
  uploadsDir,
  UPLOAD_NAME_PATTERN,
  type ImageType,
  type UploadRule,
  type UploadType,
} from '../../server/src/platform/uploads';
import { insertAccount, migratedDatabase } from '../support/database';

/**
 * The upload pipeline and the stores against a real database (PGlite, migrated) and a temporary folder: the size
 * limit read from the global configuration per request, the end-of-file checks, the files written, opened,
 * served and removed, and the rows that say what they are.
 */

const PHOTO: UploadRule<ImageType> = {
  types: IMAGE_TYPES,
  limit: 'document',
  messages: { type: 'profile.photoType', tooLarge: 'profile.photoTooLarge', content: 'profile.photoContent' },
};
const PROOF: UploadRule = {
  types: [...IMAGE_TYPES, 'application/pdf'],
  limit: 'document',
  messages: { type: 'payments.proofType', tooLarge: 'payments.proofTooLarge', content: 'payments.proofContent' },
};
/** A rule measured against MAX_SIZE_VIDEO (no route of the gateway takes PDFs that way; the limit is what is tested). */
const LONG_PDF: UploadRule<'application/pdf'> = { ...PROOF, types: ['application/pdf'], limit: 'video' };

/** A PDF of exactly `size` bytes: its header, padding, and %%EOF at the very end. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n', 'latin1');
  const tail = Buffer.from('\n%%EOF', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}
const PDF = pdfOfSize(200);

const square = (background: string) => sharp({ create: { width: 3, height: 2, channels: 3, background } });

/** The HttpError's status, key and parameters a promise rejects with. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return [(error as HttpError).statusCode, (error as HttpError).messageKey, (error as HttpError).params];
}

/** A PNG whose header says width x height, with the pixel data of a 1 x 1 image (CRC of the header rewritten). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4) ... and its CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

let handle: DatabaseHandle;
let db: Db;
let folder: string;
let owner: string;
beforeAll(async () => {
  handle = await migratedDatabase();
  db = handle.db;
  folder = await mkdtemp(path.join(tmpdir(), 'bisa-uploads-'));
  owner = await insertAccount(db);
  // The first file to run makes the template (initdb and migrations): seconds on a busy machine.
}, 60_000);
afterAll(async () => {
  await handle?.close();
  // Variants are still written after an upload answered: retry while they land (the store makes their folder again).
  await rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

async function configure(values: { MAX_SIZE_DOC?: string; MAX_SIZE_VIDEO?: string }) {
  for (const [code, value] of Object.entries(values)) {
    await db.updateTable('global_configuration').set({ config_value: value }).where('config_code', '=', code).execute();
  }
}
// Back to the seeded limits (documents 5 MB, videos 100 MB) after a test that changed them.
afterEach(() => configure({ MAX_SIZE_DOC: '5', MAX_SIZE_VIDEO: '100' }));

const body = (data: unknown, contentType?: string) => ({ body: data, headers: contentType === undefined ? {} : { 'content-type': contentType } });

describe('receiveUpload: the checks every upload goes through', () => {
  it("refuses a body that is not raw bytes (JSON, no body) with the rule's type message", async () => {
    expect(await refusal(receiveUpload(db, body({ photo: 'data:image/png;base64,AAAA' }, 'application/json'), PHOTO))).toEqual([
      415,
      'profile.photoType',
      {},
    ]);
    expect(await refusal(receiveUpload(db, body(undefined), PROOF))).toEqual([415, 'payments.proofType', {}]);
  });

  it('measures the body against MAX_SIZE_DOC as configured at the time of the request, in megabytes of 1,000,000 bytes', async () => {
    await configure({ MAX_SIZE_DOC: '1' });
    const atLimit = await receiveUpload(db, body(pdfOfSize(1_000_000), 'application/pdf'), PROOF);
    expect([atLimit.contentType, atLimit.data.length]).toEqual(['application/pdf', 1_000_000]);
    const over = pdfOfSize(1_000_001);
    expect(await refusal(receiveUpload(db, body(over, 'application/pdf'), PROOF))).toEqual([413, 'payments.proofTooLarge', { limit: 1 }]);
    // An operator raises the limit: the next request is measured against the new one.
    await configure({ MAX_SIZE_DOC: '1.5' });
    expect((await receiveUpload(db, body(over, 'application/pdf'), PROOF)).data.length).toBe(1_000_001);
    expect(await refusal(receiveUpload(db, body(pdfOfSize(1_500_001), 'application/pdf'), PROOF))).toEqual([
      413,
      'payments.proofTooLarge',
      { limit: 1.5 },
    ]);
  });

  it("measures a video rule's body against MAX_SIZE_VIDEO, not MAX_SIZE_DOC", async () => {
    const file = pdfOfSize(1_500_000);
    await configure({ MAX_SIZE_DOC: '1', MAX_SIZE_VIDEO: '2' });
    expect((await receiveUpload(db, body(file, 'application/pdf'), LONG_PDF)).data.length).toBe(1_500_000);
    expect(await refusal(receiveUpload(db, body(file, 'application/pdf'), PROOF))).toEqual([413, 'payments.proofTooLarge', { limit: 1 }]);
    await configure({ MAX_SIZE_DOC: '2', MAX_SIZE_VIDEO: '1' });
    expect(await refusal(receiveUpload(db, body(file, 'application/pdf'), LONG_PDF))).toEqual([413, 'payments.proofTooLarge', { limit: 1 }]);
    expect((await receiveUpload(db, body(file, 'application/pdf'), PROOF)).data.length).toBe(1_500_000);
  });

  it('reads the declared type without its parameters, whatever its case', async () => {
    const png = await square('#36c').png().toBuffer();
    const upload = await receiveUpload(db, body(png, ' Image/PNG ; charset=binary'), PHOTO);
    expect(upload.contentType).toBe('image/png');
    expect((await sharp(upload.data).metadata()).format).toBe('png');
  });

  it("refuses bytes that are not what the declared type says, or not one of the rule's types, with its content message", async () => {
    const png = await square('#36c').png().toBuffer();
    const content = [415, 'profile.photoContent', {}];
    expect(await refusal(receiveUpload(db, body(png, 'image/jpeg'), PHOTO))).toEqual(content);
    expect(await refusal(receiveUpload(db, body(png), PHOTO))).toEqual(content);
    expect(await refusal(receiveUpload(db, body(Buffer.from('GIF89a and so on'), 'image/png'), PHOTO))).toEqual(content);
    // A RIFF file is a WebP only when it says WEBP (a WAV is RIFF too), and a WebP starts with RIFF.
    expect(await refusal(receiveUpload(db, body(Buffer.from('GIF89a and so on'), 'image/webp'), PHOTO))).toEqual(content);
    expect(await refusal(receiveUpload(db, body(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), 'image/webp'), PHOTO))).toEqual(content);
    expect(await refusal(receiveUpload(db, body(Buffer.from('RIFX\x24\x00\x00\x00WEBPVP8 ', 'latin1'), 'image/webp'), PHOTO))).toEqual(content);
    // A PDF is a PDF, but the photo route takes images only; the proof route takes it.
    expect(await refusal(receiveUpload(db, body(PDF, 'application/pdf'), PHOTO))).toEqual(content);
    expect((await receiveUpload(db, body(PDF, 'application/pdf'), PROOF)).data.equals(PDF)).toBe(true);
  });

  it('hands on the re-encoded image with its orientation applied and its metadata gone', async () => {
    // Stored 3 wide and 2 high, with an EXIF orientation saying "turn it a quarter": people see it 2 wide, 3 high.
    const turned = await square('#c33').withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const upload = await receiveUpload(db, body(turned, 'image/jpeg'), PHOTO);
    const seen = await sharp(upload.data).metadata();
    expect([upload.contentType, seen.format, seen.width, seen.height, seen.orientation, seen.exif]).toEqual([
      'image/jpeg',
      'jpeg',
      2,
      3,
      undefined,
      undefined,
    ]);
  });
});

describe('the end-of-file checks and the decode', () => {
  const damaged = (type: string) => [415, 'errors.uploadDamaged', { type }];

  it('refuses a PNG with bytes after its IEND chunk (a polyglot), and keeps one that ends there', async () => {
    const png = await square('#393').png().toBuffer();
    expect(await refusal(receiveUpload(db, body(Buffer.concat([png, Buffer.from('%PDF-1.4 hidden')]), 'image/png'), PHOTO))).toEqual(damaged('PNG'));
    expect((await cleanedUpload(png, 'image/png')).subarray(-12).toString('latin1', 4, 8)).toBe('IEND');
  });

  it('refuses a WebP longer or shorter than its RIFF size says, and one too short to hold a size', async () => {
    const webp = await square('#993').webp().toBuffer();
    expect((await sharp(await cleanedUpload(webp, 'image/webp')).metadata()).format).toBe('webp');
    expect(await refusal(receiveUpload(db, body(Buffer.concat([webp, Buffer.from('tail')]), 'image/webp'), PHOTO))).toEqual(damaged('WebP'));
    expect(await refusal(receiveUpload(db, body(webp.subarray(0, webp.length - 2), 'image/webp'), PHOTO))).toEqual(damaged('WebP'));
    expect(await refusal(cleanedUpload(Buffer.from('RIFF', 'latin1'), 'image/webp'))).toEqual(damaged('WebP'));
  });

  it('refuses a PDF cut before its %%EOF, and bytes without the PDF header', async () => {
    expect(await refusal(receiveUpload(db, body(PDF.subarray(0, 150), 'application/pdf'), PROOF))).toEqual(damaged('PDF'));
    expect(await refusal(cleanedUpload(Buffer.from('not a pdf at all\n%%EOF', 'latin1'), 'application/pdf'))).toEqual(damaged('PDF'));
    // %%EOF within the last 1024 bytes (readers tolerate a little after it) passes.
    const trailing = Buffer.concat([PDF, Buffer.alloc(1024 - 6, 0x20)]);
    expect((await cleanedUpload(trailing, 'application/pdf')).equals(trailing)).toBe(true);
  });

  it("refuses a JPEG cut short (its end is the decoder's to find)", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    expect(await refusal(receiveUpload(db, body(jpeg.subarray(0, jpeg.length / 2), 'image/jpeg'), PHOTO))).toEqual(damaged('JPEG'));
  });

  it('refuses a PNG whose pixel data does not decode, though it ends where it should', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
    );
    const idat = png.indexOf('IDAT', 0, 'latin1');
    png.fill(0xff, idat + 6, idat + 14);
    expect(await refusal(receiveUpload(db, body(png, 'image/png'), PHOTO))).toEqual(damaged('PNG'));
  });

  it('refuses an image of more than 50 megapixels before decoding it (413), and decodes one below', async () => {
    expect(await refusal(receiveUpload(db, body(await pngClaiming(8000, 8000), 'image/png'), PHOTO))).toEqual([
      413,
      'errors.uploadTooManyPixels',
      { limit: 50 },
    ]);
    // 49 megapixels is within the limit: the decoder then finds the pixel data missing.
    expect(await refusal(cleanedUpload(await pngClaiming(7000, 7000), 'image/png'))).toEqual(damaged('PNG'));
  });
});

describe("acceptUploads: an upload route's body parser", () => {
  let app: FastifyInstance;
  let handled = 0;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(async (scope) => {
      acceptUploads(scope, PROOF);
      scope.post('/proof', async (request) => {
        handled += 1;
        const upload = await receiveUpload(db, request, PROOF);
        return { type: upload.contentType, bytes: upload.data.length };
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string | Buffer, contentType: string) =>
    app.inject({ method: 'POST', url: '/proof', headers: { 'content-type': contentType, 'accept-language': 'en' }, payload });

  it('hands the bytes of its types to the route, above the 1 MiB Fastify allows other bodies', async () => {
    const response = await post(pdfOfSize(2_000_000), 'application/pdf');
    expect([response.statusCode, response.json()]).toEqual([200, { type: 'application/pdf', bytes: 2_000_000 }]);
    const png = await square('#fc0').png().toBuffer();
    expect((await post(png, 'image/png')).json()).toMatchObject({ type: 'image/png' });
  });

  it("refuses any other type with the rule's message while reading the body, before the route runs", async () => {
    const before = handled;
    for (const type of ['image/gif', 'multipart/form-data; boundary=x', 'application/octet-stream']) {
      const response = await post('GIF89a', type);
      expect([response.statusCode, response.json().message], type).toEqual([415, 'The proof must be a PNG, JPEG or WebP image or a PDF']);
    }
    expect(handled).toBe(before);
  });

  it("leaves JSON and plain text (Fastify's own parsers) to receiveUpload, which refuses them with the same message", async () => {
    for (const [payload, type] of [
      ['{"proof":"x"}', 'application/json'],
      ['hello', 'text/plain'],
    ]) {
      const response = await post(payload!, type!);
      expect([response.statusCode, response.json().message], type).toEqual([415, 'The proof must be a PNG, JPEG or WebP image or a PDF']);
    }
  });

  it('reads at most 25 MB whatever the configured limit', async () => {
    await configure({ MAX_SIZE_DOC: '100' });
    expect((await post(pdfOfSize(25_000_000), 'application/pdf')).json()).toEqual({ type: 'application/pdf', bytes: 25_000_000 });
    expect((await post(pdfOfSize(25_000_001), 'application/pdf')).statusCode).toBe(413);
  });
});

describe('the public store', () => {
  const png = () => square('#0a0').png().toBuffer();
  const nameOf = (url: string) => url.slice('/uploads/'.length);

  it("writes under DATA_DIR/uploads (made when missing) a file only its owner's group may read, and records what it is", async () => {
    const dataDir = path.join(folder, 'data-new');
    const dir = uploadsDir({ dataDir });
    const data = await png();
    const url = await storeUpload(db, localFileStore(dir), { accountId: owner, contentType: 'image/png', data });
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{32}\.png$/);
    const file = path.join(dataDir, 'uploads', nameOf(url));
    expect((await readFile(file)).equals(data)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o640);
    const row = await db.selectFrom('uploads').selectAll().where('name', '=', nameOf(url)).executeTakeFirstOrThrow();
    expect([row.account_id, row.content_type, row.size_bytes, row.private]).toEqual([owner, 'image/png', data.length, false]);
  });

  it("names each file with its type's extension", async () => {
    const dir = path.join(folder, 'by-type');
    const jpeg = await storeUpload(db, localFileStore(dir), {
      accountId: owner,
      contentType: 'image/jpeg',
      data: await square('#111').jpeg().toBuffer(),
    });
    const webp = await storeUpload(db, localFileStore(dir), {
      accountId: owner,
      contentType: 'image/webp',
      data: await square('#111').webp().toBuffer(),
    });
    expect([path.extname(jpeg), path.extname(webp)]).toEqual(['.jpg', '.webp']);
    // The variants are written after the answer, so some may already be there: only the originals are compared.
    const originals = (await readdir(dir)).filter((name) => UPLOAD_NAME_PATTERN.test(name));
    expect(originals.sort()).toEqual([nameOf(jpeg), nameOf(webp)].sort());
  });

  it('removes the file again when its row cannot be written', async () => {
    const dir = path.join(folder, 'orphan');
    const nobody = '00000000-0000-4000-8000-000000000000';
    await expect(storeUpload(db, localFileStore(dir), { accountId: nobody, contentType: 'image/png', data: await png() })).rejects.toThrow(
      /foreign key/,
    );
    expect(await readdir(dir)).toEqual([]);
  });

  it('opens a stored image by its name, with its type and size', async () => {
    const dir = path.join(folder, 'open');
    const data = await png();
    const name = nameOf(await storeUpload(db, localFileStore(dir), { accountId: owner, contentType: 'image/png', data }));
    const stored = await openUpload(db, localFileStore(dir), name);
    expect([stored?.contentType, stored?.size]).toEqual(['image/png', data.length]);
    expect((await buffer((await stored!.read())!)).equals(data)).toBe(true);
  });

  it('finds nothing for a name it did not give out, a row without its file, or a private upload', async () => {
    const dir = path.join(folder, 'not-found');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'passwd'), 'root:x:0:0');
    expect(await openUpload(db, localFileStore(dir), 'passwd')).toBeUndefined();
    expect(await openUpload(db, localFileStore(dir), '../not-found/passwd')).toBeUndefined();
    expect(await openUpload(db, localFileStore(dir), `${'a'.repeat(32)}.png`)).toBeUndefined();

    // A PDF is never public, whatever its row says: /uploads serves the names of images only.
    const pdfName = `${'c'.repeat(32)}.pdf`;
    await writeFile(path.join(dir, pdfName), PDF);
    await db.insertInto('uploads').values({ name: pdfName, account_id: owner, content_type: 'application/pdf', size_bytes: PDF.length }).execute();
    expect(await openUpload(db, localFileStore(dir), pdfName)).toBeUndefined();

    const gone = nameOf(await storeUpload(db, localFileStore(dir), { accountId: owner, contentType: 'image/png', data: await png() }));
    await unlink(path.join(dir, gone));
    expect(await openUpload(db, localFileStore(dir), gone)).toBeUndefined();

    // Evidence stored before private uploads had their own folder: a public-looking name, a private row.
    const older = `${'b'.repeat(32)}.png`;
    await writeFile(path.join(dir, older), await png());
    await db.insertInto('uploads').values({ name: older, account_id: owner, content_type: 'image/png', size_bytes: 1, private: true }).execute();
    expect(await openUpload(db, localFileStore(dir), older)).toBeUndefined();
    const byOwner = await openPrivateUpload(db, localFileStore(dir), older);
    expect(byOwner?.contentType).toBe('image/png');
  });

  it('serves a stored file with its recorded type, its length, the cache policy given, nosniff and inline', async () => {
    const dir = path.join(folder, 'served');
    const data = await png();
    const name = nameOf(await storeUpload(db, localFileStore(dir), { accountId: owner, contentType: 'image/png', data }));
    const app = Fastify({ logger: false });
    app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
      const stored = await openUpload(db, localFileStore(dir), request.params.name);
      if (!stored) return reply.code(404).send();
      return sendStoredFile(request, reply, stored, 'public, max-age=60');
    });
    try {
      const response = await app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(data.length),
        'cache-control': 'public, max-age=60',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
      });
      expect(response.rawPayload.equals(data)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('discards an upload no account shows any more, and keeps one still in use or not of ours', async () => {
    const dir = path.join(folder, 'discard');
    const store = async () => storeUpload(db, localFileStore(dir), { accountId: owner, contentType: 'image/png', data: await png() });
    const exists = (url: string) =>
      Promise.all([
        access(path.join(dir, nameOf(url))).then(
          () => true,
          () => false,
        ),
        db.selectFrom('uploads').select('name').where('name', '=', nameOf(url)).executeTakeFirst().then(Boolean),
      ]);

    const replaced = await store();
    await discardUnusedUpload(db, localFileStore(dir), replaced);
    expect(await exists(replaced)).toEqual([false, false]);

    // An alternate account still shows the photo: it stays.
    const shared = await store();
    const sibling = await insertAccount(db);
    await db.updateTable('accounts').set({ photo: shared }).where('id', '=', sibling).execute();
    await discardUnusedUpload(db, localFileStore(dir), shared);
    expect(await exists(shared)).toEqual([true, true]);

    // Not an /uploads URL (a seeded picture, another site) or not one of our names: nothing is touched.
    const kept = await store();
    await discardUnusedUpload(db, localFileStore(dir), `/media/${nameOf(kept)}`);
    await discardUnusedUpload(db, localFileStore(dir), `https://elsewhere.example${kept}`);
    await discardUnusedUpload(db, localFileStore(dir), `${kept}.bak`);
    expect(await exists(kept)).toEqual([true, true]);

    // A name of ours inside a longer path or name is not ours: a file beside the folder, or a backup, stays.
    const outside = await store();
    await rename(path.join(dir, nameOf(outside)), path.join(folder, nameOf(outside)));
    await discardUnusedUpload(db, localFileStore(dir), `/uploads/../${nameOf(outside)}`);
    expect(await readFile(path.join(folder, nameOf(outside)))).toBeInstanceOf(Buffer);
    const backup = await store();
    await copyFile(path.join(dir, nameOf(backup)), path.join(dir, `${nameOf(backup)}.bak`));
    await discardUnusedUpload(db, localFileStore(dir), `${backup}.bak`);
    expect(await readFile(path.join(dir, `${nameOf(backup)}.bak`))).toBeInstanceOf(Buffer);

    // The file already went (another instance, a restore): the row goes all the same.
    const half = await store();
    await unlink(path.join(dir, nameOf(half)));
    await discardUnusedUpload(db, localFileStore(dir), half);
    expect(await exists(half)).toEqual([false, false]);
  });
});

describe('the private store', () => {
  const dir = () => path.join(folder, 'private');

  it('writes into its folder, records the upload as private with the rows of its owner in one transaction, and answers what they answer', async () => {
    const seen: string[] = [];
    const answer = await storePrivateUpload(
      db,
      localFileStore(dir()),
      'proofs',
      { accountId: owner, contentType: 'application/pdf', data: PDF },
      async (trx, name) => {
        seen.push(name);
        // Within the transaction, the upload's own row is already there.
        const row = await trx.selectFrom('uploads').select(['private', 'size_bytes']).where('name', '=', name).executeTakeFirstOrThrow();
        return { name, row };
      },
    );
    expect(seen).toEqual([answer.name]);
    expect(answer.name).toMatch(/^proofs\/[A-Za-z0-9_-]{32}\.pdf$/);
    expect(answer.row).toEqual({ private: true, size_bytes: PDF.length });
    expect((await readFile(path.join(dir(), answer.name))).equals(PDF)).toBe(true);
    expect((await stat(path.join(dir(), answer.name))).mode & 0o777).toBe(0o640);

    const opened = await openPrivateUpload(db, localFileStore(dir()), answer.name);
    expect([opened?.contentType, opened?.size]).toEqual(['application/pdf', PDF.length]);
    expect((await buffer((await opened!.read())!)).equals(PDF)).toBe(true);
    // Never at /uploads/<name>.
    expect(await openUpload(db, localFileStore(dir()), answer.name)).toBeUndefined();
  });

  it("removes the file and every row when the owner's rows fail", async () => {
    const before = await readdir(path.join(dir(), 'evidence')).catch(() => []);
    let attempted = '';
    await expect(
      storePrivateUpload(
        db,
        localFileStore(dir()),
        'evidence',
        { accountId: owner, contentType: 'image/png' as UploadType, data: PDF },
        async (trx, name) => {
          attempted = name;
          await trx.insertInto('site_settings').values({ key: 'unit-rolled-back', value: '{}' }).execute();
          throw new Error('the owner row failed');
        },
      ),
    ).rejects.toThrow('the owner row failed');
    expect(attempted).toMatch(/^evidence\//);
    expect(await readdir(path.join(dir(), 'evidence'))).toEqual(before);
    expect(await db.selectFrom('uploads').select('name').where('name', '=', attempted).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('site_settings').select('key').where('key', '=', 'unit-rolled-back').executeTakeFirst()).toBeUndefined();
  });

  it('finds nothing for a name without a row or a row without its file', async () => {
    expect(await openPrivateUpload(db, localFileStore(dir()), 'proofs/nothing.pdf')).toBeUndefined();
    const { name } = await storePrivateUpload(
      db,
      localFileStore(dir()),
      'proofs',
      { accountId: owner, contentType: 'application/pdf', data: PDF },
      async (_trx, name) => ({
        name,
      }),
    );
    await unlink(path.join(dir(), name));
    expect(await openPrivateUpload(db, localFileStore(dir()), name)).toBeUndefined();
  });
});
