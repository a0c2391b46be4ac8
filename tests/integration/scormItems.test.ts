import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CourseDocument } from '@core/learning/courseDocument';
import { writeZip } from '../../server/src/features/learning/scorm/demoScormPackage';
import { storeScormPackage } from '../../server/src/features/learning/scorm/scormCache';
import { learningStorage, newScormKey } from '../../server/src/features/learning/storage';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type TestApp } from './support/testApp';
import type { ScormState } from '@core/learning/scorm';

/**
 * A multi-SCO package: the activity lists the package's items, each SCO's CMI is stored apart and read
 * back, resume opens the last item, the activity is done when both SCOs are, and another learner's item is theirs.
 */
const MANIFEST = `<?xml version="1.0"?>
<manifest identifier="two" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Two lessons</title>
    <item identifier="part-1" identifierref="r1"><title>Part one</title></item>
    <item identifier="unit"><title>Unit</title>
      <item identifier="part-2" identifierref="r2"><title>Part two</title></item>
      <item identifier="notes" identifierref="r3"><title>Notes</title></item>
    </item>
  </organization></organizations>
  <resources>
    <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="one.html"/>
    <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" href="two/page.html"/>
    <resource identifier="r3" type="webcontent" adlcp:scormtype="asset" href="notes.html"/>
  </resources>
</manifest>`;

const status = (lesson_status: string, raw = '') => ({ cmi: { core: { lesson_status, lesson_location: lesson_status, score: { raw } } } });

describeOnDatabase('multi-SCO packages', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let trainee: { token: string };
  let staff: { token: string };
  let k3: string;
  const scorm = (item?: string) => `/api/main/kompetensi/courses/${k3}/activities/k3-scorm/scorm${item ? `/items/${encodeURIComponent(item)}` : ''}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    trainee = { token: tokens.get('Trainee')!.token };
    staff = { token: tokens.get('Trainee Staff')!.token };
    const course = await t.db
      .selectFrom('courses')
      .select(['id', 'organisation_id', 'author_account_id'])
      .where('title', 'like', '%K3%')
      .executeTakeFirstOrThrow();
    k3 = course.id;
    // The K3 course's SCORM activity plays a two-SCO package (made here, stored the way an upload is).
    const work = await mkdtemp(path.join(tmpdir(), 'bisa-two-sco-'));
    try {
      const zip = path.join(work, 'two.zip');
      await writeZip(zip, { 'imsmanifest.xml': MANIFEST, 'one.html': '<p>1</p>', 'two/page.html': '<p>2</p>', 'notes.html': '<p>n</p>' });
      const key = newScormKey();
      const manifest = await storeScormPackage(learningStorage(t.config), zip, key, 1024 * 1024);
      const file = await t.db
        .insertInto('learning_files')
        .values({
          organisation_id: course.organisation_id,
          course_id: k3,
          kind: 'scorm',
          original_name: 'two.zip',
          content_type: 'application/zip',
          size_bytes: 100,
          storage_key: key,
          scorm_version: manifest.version,
          scorm_launch: manifest.launch,
          uploaded_by: course.author_account_id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const version of await t.db.selectFrom('course_versions').select(['version', 'structure']).where('course_id', '=', k3).execute()) {
        const document = version.structure as CourseDocument;
        for (const module of document.modules) for (const activity of module.activities) if (activity.id === 'k3-scorm') activity.fileId = file.id;
        await t.db
          .updateTable('course_versions')
          .set({ structure: JSON.stringify(document) })
          .where('course_id', '=', k3)
          .where('version', '=', version.version)
          .execute();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
  afterAll(() => t.close());

  it('lists the organisation tree: items nested by level, folders without a page, the first item to open', async () => {
    const state = (await api.get<ScormState>(scorm(), trainee)).body.data;
    expect(state.itemId).toBe('part-1');
    expect(state.cmi).toBeNull();
    expect(state.items!.map(({ id, level, href, sco }) => ({ id, level, href, sco }))).toEqual([
      { id: 'part-1', level: 0, href: 'one.html', sco: true },
      { id: 'unit', level: 0, href: null, sco: false },
      { id: 'part-2', level: 1, href: 'two/page.html', sco: true },
      { id: 'notes', level: 1, href: 'notes.html', sco: false },
    ]);
  });

  it('stores each item CMI apart and reads it back; resume opens the last item; done when both SCOs are', async () => {
    expect((await api.put<ScormState>(scorm('part-1'), status('passed', '80'), trainee)).body.data).toMatchObject({
      itemId: 'part-1',
      success: 'passed',
      isDone: false,
      score: 80,
    });
    const second = await api.put<ScormState>(scorm('part-2'), status('incomplete'), trainee);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ itemId: 'part-2', completion: 'incomplete', isDone: false });

    expect((await api.get<ScormState>(scorm('part-1'), trainee)).body.data).toMatchObject({ itemId: 'part-1', cmi: status('passed', '80') });
    expect((await api.get<ScormState>(scorm('part-2'), trainee)).body.data).toMatchObject({ itemId: 'part-2', cmi: status('incomplete') });
    const resumed = (await api.get<ScormState>(scorm(), trainee)).body.data;
    expect(resumed).toMatchObject({ itemId: 'part-2', cmi: status('incomplete'), isDone: false });
    expect(resumed.items!.find((item) => item.id === 'part-1')).toMatchObject({ success: 'passed', score: 80 });

    // The asset reports nothing that counts; the second SCO completing makes the activity done.
    await api.put(scorm('notes'), status('completed'), trainee);
    expect((await api.get<ScormState>(scorm(), trainee)).body.data.isDone).toBe(false);
    expect((await api.put<ScormState>(scorm('part-2'), status('completed'), trainee)).body.data).toMatchObject({ isDone: true, score: 80 });
    // The legacy address commits the first item, which the first item's own address reads.
    await api.put(scorm(), status('passed', '90'), trainee);
    expect((await api.get<ScormState>(scorm('part-1'), trainee)).body.data).toMatchObject({ cmi: status('passed', '90'), score: 90 });
  });

  it("keeps another learner's items apart, and answers 404 for an item the package does not have or a folder", async () => {
    expect((await api.get<ScormState>(scorm('part-2'), staff)).body.data).toMatchObject({ cmi: null, completion: null, isDone: false });
    expect((await api.get<ScormState>(scorm(), staff)).body.data).toMatchObject({ itemId: 'part-1', cmi: null });
    for (const item of ['nope', 'unit']) {
      expect((await api.get(scorm(item), trainee)).status, item).toBe(404);
      expect((await api.put(scorm(item), status('passed'), trainee)).status, item).toBe(404);
    }
    // A course the learner is not enrolled in: its items are not theirs either.
    const web = await t.db.selectFrom('courses').select('id').where('id', '!=', k3).executeTakeFirstOrThrow();
    const foreign = `/api/main/kompetensi/courses/${web.id}/activities/k3-scorm/scorm/items/part-1`;
    expect((await api.get(foreign, staff)).status).toBe(404);
    expect((await api.put(scorm('a b'), status('passed'), trainee)).status).toBe(400);
  });
});
