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

/**
 * The text tags of an EXIF block's first IFD by tag number (0x8298 is Copyright), read by hand so the test does not
 * trust the code under test: the TIFF header (after libvips' "Exif\0\0" for JPEG and WebP), then 12-byte entries.
 */
function exifTexts(exif: Buffer): Record<number, string> {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  const texts: Record<number, string> = {};
  for (let index = 0; index < u16(ifd); index += 1) {
    const entry = ifd + 2 + index * 12;
    const count = u32(entry + 4);
    // Type 2 is ASCII, NUL-terminated; up to 4 bytes sit in the entry itself, longer texts at an offset.
    if (u16(entry + 2) !== 2) continue;
    const at = count <= 4 ? entry + 8 : u32(entry + 8);
    texts[u16(entry)] = tiff.toString('latin1', at, at + count - 1);
  }
  return texts;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe("the upload pipeline's decode step", () => {
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
      expect(exifTexts((await sharp(bytes).metadata()).exif!), type).toEqual({ [0x8298]: 'someone' });
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
