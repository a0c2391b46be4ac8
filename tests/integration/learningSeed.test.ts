import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedLearning } from '../../server/src/features/learning/demoSeed';
import { learningStorage } from '../../server/src/features/learning/storage';
import { describeEachDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { createTestApp, type TestApp } from './support/testApp';

/** The demo learning (server/src/features/learning/demoSeed.ts): what the README's learning walk-through relies on, once. */
describeEachDatabase('learning demo data', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedLearningFor(t);
    await seedLearning(t.db, learningStorage(t.config)); // idempotent
  });
  afterAll(() => t.close());

  it('publishes two courses, each with its first version, sold by the K3 and web programs and the web package', async () => {
    const courses = await t.db.selectFrom('courses').select(['id', 'title', 'status', 'current_version']).orderBy('title').execute();
    expect(courses.map((course) => [course.title, course.status, course.current_version])).toEqual([
      ['Dasar Pemrograman Web', 'published', 1],
      ['Pengenalan K3 di Tempat Kerja', 'published', 1],
    ]);
    expect(await t.db.selectFrom('course_versions').select('course_id').execute()).toHaveLength(2);
    expect(await t.db.selectFrom('program_courses').select('program_id').execute()).toHaveLength(3);
  });

  it('starts the enrolled learners in the open class of their course, the trainee staff with one activity done', async () => {
    const rows = await t.db
      .selectFrom('learner_courses')
      .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
      .leftJoin('course_classes', 'course_classes.id', 'learner_courses.class_id')
      .select(['courses.title', 'course_classes.name as className'])
      .orderBy('courses.title')
      .orderBy('course_classes.name')
      .execute();
    expect(rows).toEqual([
      { title: 'Dasar Pemrograman Web', className: 'Web Dasar Batch 1' },
      { title: 'Pengenalan K3 di Tempat Kerja', className: 'K3 Batch Desember' },
      { title: 'Pengenalan K3 di Tempat Kerja', className: 'K3 Batch Desember' },
    ]);
    expect(await t.db.selectFrom('activity_progress').select('activity_id').where('is_done', '=', true).execute()).toEqual([
      { activity_id: 'k3-reading' },
    ]);
  });

  it('puts the trainee staff under the supervisor of the client company', async () => {
    const staff = await t.db.selectFrom('memberships').select(['role', 'reports_to']).where('role', '=', 'staff').execute();
    expect(staff).toHaveLength(1);
    expect(staff[0]!.reports_to).not.toBeNull();
  });
});
