import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NewsItem } from '@core/content/types';
import { DEV_API_KEY } from '@core/config/apiKey';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { UPLOAD_NAME_PATTERN } from '../../server/src/platform/uploads';
import { confirmedUser, login } from './support/accounts';
import { seedSiteContent } from './support/content';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type Envelope, type TestApp } from './support/testApp';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A 2×2 WebP (uploads are decoded in full: a signature alone is not an image). */
const WEBP = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
  .webp()
  .toBuffer();

/** A valid PNG of exactly `size` bytes: the 1×1 image with a private ancillary chunk, which decoders skip, before IEND. */
function pngOfSize(size: number): Buffer {
  const iend = PNG.length - 12;
  const type = Buffer.from('prVt');
  const data = Buffer.alloc(size - PNG.length - 12);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([PNG.subarray(0, iend), length, type, data, crc, PNG.subarray(iend)]);
}

describeOnDatabase('operator picture uploads for content', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let dataDir: string;
  let adminToken: string;
  let memberToken: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-content-uploads-'));
    t = await createTestApp(kind, { DATA_DIR: dataDir });
    await seedDemo(t.db);
    await seedSiteContent(t);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((account) => account.role === 'Admin')!.email, DEMO_PASSWORD)).token;
    memberToken = (await confirmedUser(api)).tokens.token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(token: string | undefined, body: Buffer | string, contentType: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/main/content-uploads',
      headers: {
        'x-api-key': DEV_API_KEY,
        'content-type': contentType,
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body,
    });
    return { status: response.statusCode, body: response.json<Envelope<{ url: string }>>() };
  }

  // The originals only: an earlier upload's variants are still being written after its answer.
  const storedFiles = () => {
    try {
      return readdirSync(path.join(dataDir, 'uploads')).filter((name) => UPLOAD_NAME_PATTERN.test(name));
    } catch {
      return [];
    }
  };

  it('stores an image the operator sends, serves it, and the news article that names it shows it publicly', async () => {
    const saved = await upload(adminToken, PNG, 'image/png');
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe('Picture uploaded');
    const url = saved.body.data.url;
    expect(url).toMatch(/^\/uploads\/[\w-]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const image = await sharp(served.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', 1, 1]);

    const news = (await api.get<NewsItem>('/api/main/content-news/4', { token: adminToken })).body.data;
    expect((await api.put('/api/main/content-news/4', { ...news, image_news: { url } }, { token: adminToken })).status).toBe(200);
    expect((await api.get<NewsItem>(`/api/v2/news/${news.slug}`)).body.data.image_news.url).toBe(url);
  });

  it('refuses visitors (401) and members (403), storing nothing', async () => {
    const before = storedFiles().length;
    expect((await upload(undefined, PNG, 'image/png')).status).toBe(401);
    expect((await upload(memberToken, PNG, 'image/png')).status).toBe(403);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses other types (415), bytes that are not what they claim (415) and files above MAX_SIZE_DOC (413)', async () => {
    const before = storedFiles().length;
    const svg = await upload(adminToken, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(svg.body.message).toBe('Choose a PNG, JPEG or WebP image');
    const disguised = await upload(adminToken, Buffer.from('GIF89a not a png'), 'image/png');
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toBe('The file is not a PNG, JPEG or WebP image');
    expect((await upload(adminToken, WEBP, 'image/png')).status).toBe(415);
    expect((await upload(adminToken, JSON.stringify({ url: '/uploads/x.png' }), 'application/json')).status).toBe(415);
    const tooLarge = await upload(adminToken, pngOfSize(5_000_001), 'image/png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The picture is larger than the limit of 5 MB');
    expect(storedFiles().length).toBe(before);
    // The right type at the limit is accepted: the refusals above were about the file, not the route.
    expect((await upload(adminToken, WEBP, 'image/webp')).status).toBe(201);
    expect((await upload(adminToken, pngOfSize(5_000_000), 'image/png')).status).toBe(201);
  });
});
