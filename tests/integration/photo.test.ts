import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProfileResponse } from '@core/account/contract';
import { DEV_API_KEY } from '@core/config/apiKey';
import { parseVariantName } from '@core/site/imageVariants';
import type { Envelope } from './support/testApp';
import { confirmedUser } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A valid PNG of exactly `size` bytes: the 1×1 image with a private ancillary chunk, which decoders skip, before IEND. */
function pngOfSize(size: number): Buffer {
  const iend = PNG.length - 12;
  return Buffer.concat([PNG.subarray(0, iend), pngChunk('prVt', Buffer.alloc(size - PNG.length - 12)), PNG.subarray(iend)]);
}

/** The 1×1 PNG's header rewritten to claim `width`×`height` pixels (its data stays one pixel). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.from(PNG.subarray(16, 29));
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  return Buffer.concat([PNG.subarray(0, 8), pngChunk('IHDR', ihdr), PNG.subarray(33)]);
}

/** A 16×8 JPEG whose EXIF says where it was taken (GPS) and that it is to be shown turned (orientation 6). */
function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 8, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * The first IFD of an EXIF block by tag number, read by hand: texts (type 2), and the first value of a SHORT (3) or
 * LONG (4) entry, such as a pointer to another IFD. After libvips' "Exif\0\0", the TIFF header, then 12-byte entries.
 */
function exifTags(exif: Buffer): Record<number, string | number> {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const tags: Record<number, string | number> = {};
  for (let index = 0; index < u16(ifd); index += 1) {
    const entry = ifd + 2 + index * 12;
    const [tag, type, count] = [u16(entry), u16(entry + 2), u32(entry + 4)];
    const at = count <= 4 ? entry + 8 : u32(entry + 8);
    if (type === 2) tags[tag] = tiff.toString('latin1', at, at + count - 1);
    else if (type === 3) tags[tag] = u16(entry + 8);
    else if (type === 4) tags[tag] = u32(entry + 8);
  }
  return tags;
}

describeOnDatabase('profile photo upload and serving', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-uploads-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    api = client(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(token: string | undefined, body: Buffer | string, contentType: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cm/account-user/photo',
      headers: {
        'x-api-key': DEV_API_KEY,
        'content-type': contentType,
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body,
    });
    return { status: response.statusCode, body: response.json<Envelope<{ photo: string }>>() };
  }

  // The originals only: an upload's AVIF/WebP variants are written after its answer (platform/imageVariants.ts).
  const storedFiles = () => readdirSync(path.join(dataDir, 'uploads')).filter((name) => !parseVariantName(name));

  it('stores a PNG under a random name, shows it in the profile and serves it back with its type', async () => {
    const { tokens } = await confirmedUser(api);
    const saved = await upload(tokens.token, PNG, 'image/png');
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your profile photo has been updated');
    const url = saved.body.data.photo;
    expect(url).toMatch(/^\/uploads\/[\w-]{32}\.png$/);

    const profile = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
    expect(profile.body.data.account.fileProfile).toBe(url);
    expect(profile.body.data.profile.photo).toBe(url);

    // An <img> carries neither the API key nor a token.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // What is stored is the image decoded and encoded again: the same pixels, not necessarily the same bytes.
    const stored = await sharp(served.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1, 1]);
  });

  it('replacing a photo removes the old file', async () => {
    const { tokens } = await confirmedUser(api);
    const first = (await upload(tokens.token, PNG, 'image/png')).body.data.photo;
    const second = (
      await upload(
        tokens.token,
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      )
    ).body.data.photo;
    expect(second).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(path.basename(first));
    const served = await t.app.inject({ method: 'GET', url: second });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file above MAX_SIZE_DOC with 413, naming the limit, and reads the limit per request', async () => {
    const { tokens } = await confirmedUser(api);
    const before = storedFiles().length;
    const tooLarge = await upload(tokens.token, pngOfSize(5_000_001), 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The photo is larger than the limit of 5 MB');
    expect((await upload(tokens.token, pngOfSize(5_000_000), 'image/png')).status).toBe(200);

    await t.db.updateTable('global_configuration').set({ config_value: '1' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
    try {
      const overNewLimit = await upload(tokens.token, pngOfSize(1_000_001), 'image/png');
      expect(overNewLimit.status).toBe(413);
      expect(overNewLimit.body.message).toBe('The photo is larger than the limit of 1 MB');
    } finally {
      await t.db.updateTable('global_configuration').set({ config_value: '5' }).where('config_code', '=', 'MAX_SIZE_DOC').execute();
    }
    expect(storedFiles().length).toBe(before + 1);
  });

  it('refuses bytes that are not what the content type claims, and types other than PNG, JPEG and WebP', async () => {
    const { tokens } = await confirmedUser(api);
    const disguised = await upload(tokens.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toBe('The file is not a PNG, JPEG or WebP image');
    const mismatched = await upload(tokens.token, PNG, 'image/jpeg');
    expect(mismatched.status).toBe(415);

    const gif = await upload(tokens.token, Buffer.from('GIF89a'), 'image/gif');
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe('Choose a PNG, JPEG or WebP image');
    const json = await upload(tokens.token, JSON.stringify({ dataBase64: PNG.toString('base64') }), 'application/json');
    expect(json.status).toBe(415);

    const profile = await api.get<ProfileResponse>('/api/cm/account-user/get-profile', { token: tokens.token });
    expect(profile.body.data.profile.photo).toBeNull();
  });

  it('refuses a PNG or WebP with bytes after its end, or cut short, as damaged; stores nothing', async () => {
    const { tokens } = await confirmedUser(api);
    const before = storedFiles().length;
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer();
    const damaged: Array<[Buffer, string, string]> = [
      [Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]), 'image/png', 'PNG'],
      [PNG.subarray(0, PNG.length - 20), 'image/png', 'PNG'],
      [pngOfSize(200).subarray(0, 150), 'image/png', 'PNG'],
      [Buffer.concat([webp, Buffer.from('PK\x03\x04 a zip after the image')]), 'image/webp', 'WebP'],
      [webp.subarray(0, webp.length - 6), 'image/webp', 'WebP'],
      [(await jpegWithGps()).subarray(0, 200), 'image/jpeg', 'JPEG'],
    ];
    for (const [bytes, type, name] of damaged) {
      const refused = await upload(tokens.token, bytes, type);
      expect(refused.status, `${name} of ${bytes.length} bytes`).toBe(415);
      expect(refused.body.message).toBe(`The file is damaged or incomplete: it does not open as a ${name} file`);
    }
    const indonesian = await t.app.inject({
      method: 'POST',
      url: '/api/cm/account-user/photo',
      headers: { 'x-api-key': DEV_API_KEY, 'content-type': 'image/png', authorization: `Bearer ${tokens.token}` },
      payload: PNG.subarray(0, 40),
    });
    expect(indonesian.json<Envelope<unknown>>().message).toBe('Berkas rusak atau tidak lengkap: tidak dapat dibuka sebagai berkas PNG');
    expect(storedFiles().length).toBe(before);
    expect((await upload(tokens.token, webp, 'image/webp')).status).toBe(200);
  });

  it('refuses an image claiming more than 50 megapixels before decoding it (413)', async () => {
    const { tokens } = await confirmedUser(api);
    const huge = await upload(tokens.token, pngClaiming(10_000, 10_000), 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The image is larger than 50 megapixels');
  });

  it('stores a JPEG without its EXIF (GPS included), turned as its orientation said', async () => {
    const { tokens } = await confirmedUser(api);
    const sent = await jpegWithGps();
    const original = await sharp(sent).metadata();
    // Make (0x010f), Model (0x0110), Orientation (0x0112) and the pointer to the GPS IFD (0x8825) are there before the upload.
    expect(exifTags(original.exif!)).toMatchObject({ [0x010f]: 'Phone', [0x0110]: 'Camera', [0x0112]: 6, [0x8825]: expect.any(Number) });
    expect([original.width, original.height, original.orientation]).toEqual([16, 8, 6]);

    const saved = await upload(tokens.token, sent, 'image/jpeg');
    expect(saved.status).toBe(200);
    const file = readFileSync(path.join(dataDir, 'uploads', path.basename(saved.body.data.photo)));
    const stored = await sharp(file).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([8, 16]);
    expect(file.includes(Buffer.from('Phone'))).toBe(false);
    const row = await t.db
      .selectFrom('uploads')
      .select(['content_type', 'size_bytes'])
      .where('name', '=', path.basename(saved.body.data.photo))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ content_type: 'image/jpeg', size_bytes: file.length });
  });

  it('needs a login to upload, and serves only names it gave out', async () => {
    expect((await upload(undefined, PNG, 'image/png')).status).toBe(401);
    for (const url of ['/uploads/unknown.png', `/uploads/${'a'.repeat(32)}.png`, '/uploads/..%2F..%2Fjwt-secret', `/uploads/${'a'.repeat(32)}.svg`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
