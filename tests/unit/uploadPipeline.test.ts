import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/src/platform/httpError';
import { cleanedUpload, newUploadFileName, UPLOAD_NAME_PATTERN, uploadTypeOf } from '../../server/src/platform/uploads';

/** The HttpError's status and key a promise rejects with. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return [(error as HttpError).statusCode, (error as HttpError).messageKey, (error as HttpError).params];
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe("the upload pipeline's decode step (issue 13 defect 9)", () => {
  it('keeps a PDF as sent when it has its header and its %%EOF, and refuses one cut short', async () => {
    expect(uploadTypeOf(PDF)).toBe('application/pdf');
    expect((await cleanedUpload(PDF, 'application/pdf')).equals(PDF)).toBe(true);
    expect(await refusal(cleanedUpload(PDF.subarray(0, 40), 'application/pdf'))).toEqual([415, 'errors.uploadDamaged', { type: 'PDF' }]);
    // %%EOF only somewhere in the middle: what follows is more than the 1024 bytes readers tolerate.
    const padded = Buffer.concat([PDF, Buffer.alloc(2000, 0x20)]);
    expect(await refusal(cleanedUpload(padded, 'application/pdf'))).toEqual([415, 'errors.uploadDamaged', { type: 'PDF' }]);
  });

  it('re-encodes each image type in its own format, without metadata', async () => {
    const base = () => sharp({ create: { width: 3, height: 2, channels: 3, background: '#c33' } }).withExif({ IFD0: { Copyright: 'someone' } });
    for (const [type, bytes] of [
      ['image/png', await base().png().toBuffer()],
      ['image/jpeg', await base().jpeg().toBuffer()],
      ['image/webp', await base().webp().toBuffer()],
    ] as const) {
      expect((await sharp(bytes).metadata()).exif, type).toBeDefined();
      const cleaned = await sharp(await cleanedUpload(bytes, type)).metadata();
      expect([cleaned.format, cleaned.width, cleaned.height, cleaned.exif], type).toEqual([
        type === 'image/jpeg' ? 'jpeg' : type.slice(6),
        3,
        2,
        undefined,
      ]);
    }
  });

  it('accepts a JPEG with data after its end (phones append some) and drops that data', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const cleaned = await cleanedUpload(Buffer.concat([jpeg, Buffer.from('appended video')]), 'image/jpeg');
    expect(cleaned.includes(Buffer.from('appended video'))).toBe(false);
  });

  it('gives one name pattern to every stored file', () => {
    expect(newUploadFileName('image/png')).toMatch(UPLOAD_NAME_PATTERN);
    expect(newUploadFileName('application/pdf')).toMatch(/^[\w-]{32}\.pdf$/);
  });
});
