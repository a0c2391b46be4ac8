import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { demoScormFiles, writeDemoScormZip, writeZip } from '../../server/src/features/learning/scorm/demoScormPackage';
import { isSafeEntryName, MAX_SCORM_ENTRIES, unpackScormPackage } from '../../server/src/features/learning/scorm/scormPackage';
import { HttpError } from '../../server/src/platform/httpError';

/** Hostile and broken SCORM archives, made here with yazl (and patched where yazl itself refuses to write them). */

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'bisa-scorm-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

let counter = 0;
const fresh = (name: string) => path.join(work, `${name}-${(counter += 1)}`);
const MB = 1024 * 1024;

const MANIFEST_12 = demoScormFiles()['imsmanifest.xml'] as string;
const MANIFEST_2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="second">
    <organization identifier="first"><title>Not the default</title>
      <item identifier="i0" identifierref="r0"><title>Zero</title></item></organization>
    <organization identifier="second"><title>Safety &amp; Health</title>
      <item identifier="folder"><title>Folder</title>
        <item identifier="hidden" identifierref="r0" isvisible="false"><title>Hidden</title></item>
        <item identifier="i1" identifierref="r1" parameters="?start=1"><title>One</title></item>
      </item>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="r0" type="webcontent" adlcp:scormType="sco" href="zero.html"/>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="one.html"/>
  </resources>
</manifest>`;

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** Replaces every occurrence of a name in the archive's bytes with another of the same length (yazl refuses bad names). */
async function patchName(zipFile: string, from: string, to: string): Promise<void> {
  expect(to.length).toBe(from.length);
  const bytes = await readFile(zipFile);
  const needle = Buffer.from(from, 'latin1');
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) Buffer.from(to, 'latin1').copy(bytes, at);
  await writeFile(zipFile, bytes);
}

/** Sets bits of every central directory entry's general purpose flag (bit 0: encrypted). */
async function patchCentralFlags(zipFile: string, bits: number): Promise<void> {
  const bytes = await readFile(zipFile);
  for (let at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at !== -1; at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
    bytes.writeUInt16LE(bytes.readUInt16LE(at + 8) | bits, at + 8);
  }
  await writeFile(zipFile, bytes);
}

async function expectGone(dir: string) {
  await expect(stat(dir)).rejects.toThrow();
}

describe('SCORM entry names', () => {
  it('accepts relative names inside the package and refuses every way out', () => {
    expect(isSafeEntryName('index.html')).toBe(true);
    expect(isSafeEntryName('content/a..b/page.html')).toBe(true);
    for (const name of ['../evil.html', 'a/../../evil', '/etc/passwd', 'C:/windows/evil', 'c:evil', 'a\\..\\evil', '..', 'a/\0b', '']) {
      expect(isSafeEntryName(name), name).toBe(false);
    }
  });
});

describe('unpackScormPackage', () => {
  it('unpacks the demo SCORM 1.2 package and reads its manifest', async () => {
    const zip = fresh('demo.zip');
    await writeDemoScormZip(zip);
    const target = fresh('demo');
    const manifest = await unpackScormPackage(zip, target, 10 * MB);
    expect(manifest).toEqual({
      version: '1.2',
      launch: 'index.html',
      title: 'Keselamatan Kebakaran di Tempat Kerja',
      items: [{ identifier: 'item-fire', title: 'Alat Pemadam Api Ringan (APAR)', level: 0, launch: 'index.html', sco: true }],
    });
    expect((await readdir(target)).sort()).toEqual(['imsmanifest.xml', 'index.html', 'lesson.css']);
  });

  it('reads a 2004 manifest: the default organization, its first visible item with a page, parameters and xml:base', async () => {
    const zip = fresh('2004.zip');
    await writeZip(zip, { 'imsmanifest.xml': MANIFEST_2004, 'content/zero.html': '<p>0</p>', 'content/one.html': '<p>1</p>' });
    const manifest = await unpackScormPackage(zip, fresh('2004'), 10 * MB);
    expect(manifest).toMatchObject({ version: '2004', launch: 'content/one.html?start=1', title: 'Safety & Health' });
    expect(manifest.items.map((item) => [item.identifier, item.level, item.launch])).toEqual([
      ['folder', 0, null],
      ['i1', 1, 'content/one.html?start=1'],
    ]);
  });

  it('tells 2004 from 1.2 by the namespaces when the metadata says no version', async () => {
    const zip = fresh('ns.zip');
    const withoutVersion = MANIFEST_2004.replace(/<metadata>.*<\/metadata>/, '');
    await writeZip(zip, { 'imsmanifest.xml': withoutVersion, 'content/one.html': '1', 'content/zero.html': '0' });
    expect((await unpackScormPackage(zip, fresh('ns'), MB)).version).toBe('2004');
    const zip12 = fresh('ns12.zip');
    await writeZip(zip12, { 'imsmanifest.xml': MANIFEST_12.replace(/<metadata>[\s\S]*<\/metadata>/, ''), 'index.html': 'x' });
    expect((await unpackScormPackage(zip12, fresh('ns12'), MB)).version).toBe('1.2');
  });

  it('refuses a zip slip entry (..), writes nothing outside and removes the target folder', async () => {
    const zip = fresh('slip.zip');
    await writeZip(zip, { 'imsmanifest.xml': MANIFEST_12, 'index.html': 'x', 'xx/evil.txt': 'owned' });
    await patchName(zip, 'xx/evil.txt', '../evil.txt');
    const target = fresh('slip');
    const error = await rejection(unpackScormPackage(zip, target, MB));
    expect(error.statusCode).toBe(422);
    expect(error.messageKey).toBe('scorm.errors.unsafePath');
    await expectGone(target);
    await expect(stat(path.join(path.dirname(target), 'evil.txt'))).rejects.toThrow();
  });

  it.each([
    ['an absolute path', '/tmp/evil.txt'],
    ['a drive letter', 'C:/evil.txt'],
    ['backslashes', '..\\evil.txt'],
  ])('refuses %s', async (_what, hostile) => {
    const zip = fresh('abs.zip');
    const placeholder = 'y'.repeat(hostile.length);
    await writeZip(zip, { 'imsmanifest.xml': MANIFEST_12, 'index.html': 'x', [placeholder]: 'owned' });
    await patchName(zip, placeholder, hostile);
    const error = await rejection(unpackScormPackage(zip, fresh('abs'), MB));
    expect(error.messageKey).toBe('scorm.errors.unsafePath');
  });

  it('refuses a symbolic link entry', async () => {
    const zip = fresh('link.zip');
    const archive = new ZipFile();
    archive.addBuffer(Buffer.from(MANIFEST_12), 'imsmanifest.xml');
    archive.addBuffer(Buffer.from('/etc/passwd'), 'index.html', { mode: 0o120777 });
    archive.end();
    await pipeline(archive.outputStream, createWriteStream(zip));
    const error = await rejection(unpackScormPackage(zip, fresh('link'), MB));
    expect(error.messageKey).toBe('scorm.errors.symlink');
  });

  it('refuses an encrypted entry', async () => {
    const zip = fresh('enc.zip');
    await writeZip(zip, { 'imsmanifest.xml': MANIFEST_12, 'index.html': 'x' });
    await patchCentralFlags(zip, 0x1);
    const error = await rejection(unpackScormPackage(zip, fresh('enc'), MB));
    expect(error.messageKey).toBe('scorm.errors.encrypted');
  });

  it('refuses a zip bomb: more inflated bytes than allowed (413) or a suspicious ratio (422)', async () => {
    const zip = fresh('bomb.zip');
    await writeZip(zip, { 'imsmanifest.xml': MANIFEST_12, 'index.html': 'x', 'filler.bin': Buffer.alloc(40 * MB) });
    const small = await rejection(unpackScormPackage(zip, fresh('bomb'), 10 * MB));
    expect(small.statusCode).toBe(413);
    expect(small.messageKey).toBe('scorm.errors.tooLarge');
    const ratio = await rejection(unpackScormPackage(zip, fresh('bomb'), 100 * MB));
    expect(ratio.messageKey).toBe('scorm.errors.compressionRatio');
  });

  it('counts the bytes actually inflated, not the size the header claims', async () => {
    const zip = fresh('liar.zip');
    // Text that compresses about 4:1 (under the ratio limit) and inflates past the 1 MB allowance.
    const text = Buffer.from(Array.from({ length: 200_000 }, (_, index) => `${(index * 7919) % 10007}`).join(' '));
    await writeZip(zip, { 'imsmanifest.xml': MANIFEST_12, 'index.html': 'x', 'big.txt': text });
    const bytes = await readFile(zip);
    // Lie in the central directory: the entry claims 10 bytes once inflated.
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(10, central + 24);
    await writeFile(zip, bytes);
    const target = fresh('liar');
    const error = await rejection(unpackScormPackage(zip, target, Math.floor(text.length / 2)));
    expect([413, 422]).toContain(error.statusCode);
    await expectGone(target);
  });

  it(`refuses more than ${MAX_SCORM_ENTRIES} entries`, async () => {
    const zip = fresh('many.zip');
    await writeZip(zip, { 'imsmanifest.xml': MANIFEST_12, 'index.html': 'x' });
    // The end of central directory record's entry counts (this disk, total) claim one entry too many.
    const bytes = await readFile(zip);
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bytes.writeUInt16LE(MAX_SCORM_ENTRIES + 1, end + 8);
    bytes.writeUInt16LE(MAX_SCORM_ENTRIES + 1, end + 10);
    await writeFile(zip, bytes);
    const error = await rejection(unpackScormPackage(zip, fresh('many'), 100 * MB));
    expect(error.messageKey).toBe('scorm.errors.tooManyEntries');
  });

  it('refuses an archive without imsmanifest.xml at the root (a nested one does not count)', async () => {
    const zip = fresh('nomanifest.zip');
    await writeZip(zip, { 'course/imsmanifest.xml': MANIFEST_12, 'course/index.html': 'x' });
    const target = fresh('nomanifest');
    const error = await rejection(unpackScormPackage(zip, target, MB));
    expect(error.messageKey).toBe('scorm.errors.missingManifest');
    await expectGone(target);
  });

  it('refuses a manifest that is not XML, or that names no page', async () => {
    const zip = fresh('badxml.zip');
    await writeZip(zip, { 'imsmanifest.xml': '<manifest><organizations></manifest', 'index.html': 'x' });
    expect((await rejection(unpackScormPackage(zip, fresh('badxml'), MB))).messageKey).toBe('scorm.errors.badManifest');
    const empty = fresh('nolaunch.zip');
    await writeZip(empty, { 'imsmanifest.xml': '<manifest identifier="m"><organizations/><resources/></manifest>' });
    expect((await rejection(unpackScormPackage(empty, fresh('nolaunch'), MB))).messageKey).toBe('scorm.errors.noLaunch');
    const missingPage = fresh('nopage.zip');
    await writeZip(missingPage, { 'imsmanifest.xml': MANIFEST_12 });
    expect((await rejection(unpackScormPackage(missingPage, fresh('nopage'), MB))).messageKey).toBe('scorm.errors.noLaunch');
    const outside = fresh('outside.zip');
    await writeZip(outside, { 'imsmanifest.xml': MANIFEST_12.replace('href="index.html">', 'href="../index.html">'), 'index.html': 'x' });
    expect((await rejection(unpackScormPackage(outside, fresh('outside'), MB))).messageKey).toBe('scorm.errors.noLaunch');
  });

  it('refuses a file that is not a zip archive', async () => {
    const notZip = fresh('plain.zip');
    await writeFile(notZip, 'just text');
    expect((await rejection(unpackScormPackage(notZip, fresh('plain'), MB))).messageKey).toBe('scorm.errors.invalidArchive');
  });
});
