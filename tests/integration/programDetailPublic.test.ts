import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProgramDetail } from '@core/catalogue/contract';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type TestApp } from './support/testApp';

/** The public program detail says what a learner gets (syllabus, provider, trainers, dates, reviews, related). */
describeOnDatabase('public program detail', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const programOf = async (title: string) =>
    t.db.selectFrom('programs').select(['id', 'sub_program_id']).where('title_id', '=', title).executeTakeFirstOrThrow();
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    await seedLearningFor(t);
  });
  afterAll(() => t.close());

  it("gives a linked course's modules with real minutes, provider, trainer, classes and a first-name review", async () => {
    const web = await programOf('Dasar Pemrograman Web');
    const answer = await api.get<ProgramDetail>(`/api/main/public-site/get-program-by-id/${web.id}/${web.sub_program_id}`, { lang: 'en' });
    expect(answer.status).toBe(200);
    const detail = answer.body.data;
    expect(detail.syllabus.length).toBeGreaterThan(0);
    const activity = detail.syllabus[0]!.activities[0]!;
    expect(Object.keys(activity).sort()).toEqual(['durationMinutes', 'kind', 'title']);
    expect(activity.durationMinutes).toBeGreaterThan(0);
    expect(detail.provider).toBe('BISA Academy Training Center');
    expect(detail.trainers).toHaveLength(1);
    expect(detail.schedule).toEqual([
      { name: 'Web Dasar Batch 1', startsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), endsOn: expect.any(String) },
    ]);
    expect(detail.reviews).toEqual({
      average: 5,
      count: 1,
      items: [{ firstName: expect.any(String), rating: 5, comment: expect.stringContaining('runtut'), date: expect.any(String) }],
    });
    // No more than a first name: no space, no e-mail.
    expect(detail.reviews.items[0]!.firstName).toMatch(/^\S+$/);
    expect(JSON.stringify(detail)).not.toContain('@demo.local');
    expect(detail.related.every((item) => item.id !== web.id)).toBe(true);
  });

  it('gives empty learning facts for a program without a linked course, and no quiz keys or files ever', async () => {
    const other = await t.db
      .selectFrom('programs')
      .select(['id', 'sub_program_id'])
      .where('published', '=', true)
      .where('id', 'not in', t.db.selectFrom('program_courses').select('program_id'))
      .executeTakeFirstOrThrow();
    const answer = await api.get<ProgramDetail>(`/api/main/public-site/get-program-by-id/${other.id}/${other.sub_program_id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      syllabus: [],
      provider: null,
      trainers: [],
      schedule: [],
      reviews: { average: null, count: 0, items: [] },
    });
    const k3 = await programOf('Pengenalan K3 di Tempat Kerja');
    const k3Answer = await api.get<ProgramDetail>(`/api/main/public-site/get-program-by-id/${k3.id}/${k3.sub_program_id}`);
    const text = JSON.stringify(k3Answer.body.data);
    expect(k3Answer.body.data.syllabus.some((module) => module.activities.some((activity) => activity.kind === 'quiz'))).toBe(true);
    expect(text).not.toMatch(/"correct"|"fileId"|"questions"|"instructions"/);
  });
});
