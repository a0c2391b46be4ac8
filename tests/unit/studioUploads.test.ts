import { describe, expect, it } from 'vitest';
import { detectKind, uploadKindOf, uploadNameOf } from '../../server/src/features/learning/studio/studioUploads';

/** The studio's upload checks that need no gateway: the kind from the first bytes, the kind and name of the query. */
describe('course file uploads', () => {
  const head = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

  it('tells each kind by its magic bytes and nothing else', () => {
    expect(detectKind('pdf', head('%PDF-1.7\n'))).toMatchObject({ contentType: 'application/pdf', extension: 'pdf' });
    expect(detectKind('pdf', head('PDF-1.7\n%'))).toBeUndefined();
    expect(detectKind('pptx', head('PK\x03\x04rest'))).toMatchObject({ extension: 'pptx' });
    expect(detectKind('scorm', head('PK\x03\x04rest'))).toMatchObject({ contentType: 'application/zip' });
    expect(detectKind('scorm', head('PK\x05\x06empty'))).toBeUndefined();
    expect(detectKind('video', head([0, 0, 0, 0x20], 'ftypisom'))).toMatchObject({ contentType: 'video/mp4' });
    expect(detectKind('video', head([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toMatchObject({ contentType: 'video/webm' });
    expect(detectKind('video', head('%PDF-1.7\n'))).toBeUndefined();
  });

  it('reads the kind and a clean file name from the query', () => {
    expect(uploadKindOf('scorm')).toBe('scorm');
    expect(() => uploadKindOf('exe')).toThrow();
    expect(() => uploadKindOf(undefined)).toThrow();
    expect(uploadNameOf('C:\\Users\\a\\materi.pdf')).toBe('materi.pdf');
    expect(uploadNameOf('../../etc/passwd')).toBe('passwd');
    expect(uploadNameOf('bad\u0000name\u0007.pdf')).toBe('badname.pdf');
    expect(() => uploadNameOf('  ')).toThrow();
    expect(() => uploadNameOf('x'.repeat(201))).toThrow();
  });
});
