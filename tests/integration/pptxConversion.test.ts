import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { StudioCourse, StudioFile } from '@core/learning/studio';
import { officeConverter } from '../../server/src/features/learning/studio/pptxConversion';
import { learningStorage } from '../../server/src/features/learning/storage';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type TestApp } from './support/testApp';
import { SKIPPED_SUITES, skipMark } from '../support/skippedSuites';

/** A two-slide presentation in LibreOffice's flat XML format: the test makes its PPTX from it with the same LibreOffice. */
const TWO_SLIDES = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
  office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
 <office:body><office:presentation>
  <draw:page draw:name="1"><draw:frame svg:x="2cm" svg:y="2cm" svg:width="20cm" svg:height="3cm"><draw:text-box><text:p>Keselamatan kerja</text:p></draw:text-box></draw:frame></draw:page>
  <draw:page draw:name="2"><draw:frame svg:x="2cm" svg:y="2cm" svg:width="20cm" svg:height="3cm"><draw:text-box><text:p>Alat pelindung diri</text:p></draw:text-box></draw:frame></draw:page>
 </office:presentation></office:body></office:document>`;

const converter = await officeConverter();

/**
 * A course's PPTX shown as a PDF when LibreOffice is installed: a real presentation uploaded in the studio is rendered
 * by the real converter and the rendering stored beside it. Runs where LibreOffice is installed (`soffice` on the
 * PATH; Debian: apt-get install libreoffice-impress-nogui); the default machine has none, and the studio test checks
 * the download-only path there.
 */
describe.runIf(converter)(`PPTX rendered as a PDF by LibreOffice${skipMark(Boolean(converter), SKIPPED_SUITES.libreOffice)}`, () => {
  let t: TestApp;
  let creator: { token: string };
  let work: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    creator = { token: (await seedLearningFor(t)).get('Content Creator')!.token };
    work = await mkdtemp(path.join(os.tmpdir(), 'pptx-test-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('stores the rendering of an uploaded presentation, one PDF page per slide', async () => {
    await writeFile(path.join(work, 'deck.fodp'), TWO_SLIDES);
    const profile = `file://${path.join(work, 'profile')}`;
    await promisify(execFile)(
      converter!,
      [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pptx', '--outdir', work, path.join(work, 'deck.fodp')],
      {
        timeout: 120_000,
      },
    );
    const api = client(t.app);
    const course = await api.post<StudioCourse>(
      '/api/main/content/courses',
      { title: 'Presentasi K3', summary: 'Ringkasan', competency: 'K3' },
      creator,
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/main/content/courses/${course.body.data.id}/files?kind=pptx&name=deck.pptx`,
      headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${creator.token}`, 'content-type': 'application/octet-stream' },
      payload: await readFile(path.join(work, 'deck.pptx')),
    });
    expect(uploaded.statusCode).toBe(201);
    const file = uploaded.json<{ data: StudioFile }>().data;

    // The conversion runs after the upload's answer.
    await expect
      .poll(
        async () =>
          (await api.get<StudioFile[]>(`/api/main/content/courses/${course.body.data.id}/files`, creator)).body.data.find(
            (item) => item.id === file.id,
          )?.hasPdf,
        {
          timeout: 120_000,
          interval: 500,
        },
      )
      .toBe(true);
    const row = await t.db.selectFrom('learning_files').select('pdf_storage_key').where('id', '=', file.id).executeTakeFirstOrThrow();
    const stored = await learningStorage(t.config).store.get(row.pdf_storage_key!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);
  });
});
