import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProfileResponse } from '../../src/core/account/api';
import { DEV_API_KEY } from '../../src/core/config/clientConfig';
import type { Envelope } from './support/testApp';
import { confirmedUser } from './support/accounts';
import { describeEachDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** `size` bytes that start like a PNG. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG.copy(bytes);
  return bytes;
}

describeEachDatabase('profile photo upload and serving', (kind) => {
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
      headers: { 'x-api-key': DEV_API_KEY, 'content-type': contentType, 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
    return { status: response.statusCode, body: response.json<Envelope<{ photo: string }>>() };
  }

  const storedFiles = () => readdirSync(path.join(dataDir, 'uploads'));

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
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('replacing a photo removes the old file', async () => {
    const { tokens } = await confirmedUser(api);
    const first = (await upload(tokens.token, PNG, 'image/png')).body.data.photo;
    const second = (await upload(tokens.token, Buffer.concat([JPEG_START, Buffer.alloc(64)]), 'image/jpeg')).body.data.photo;
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

  it('needs a login to upload, and serves only names it gave out', async () => {
    expect((await upload(undefined, PNG, 'image/png')).status).toBe(401);
    for (const url of ['/uploads/unknown.png', `/uploads/${'a'.repeat(32)}.png`, '/uploads/..%2F..%2Fjwt-secret', `/uploads/${'a'.repeat(32)}.svg`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
