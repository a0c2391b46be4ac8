import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClassTrainerOption, StudioClass } from '@core/learning/courseClasses';
import type { StudioCourse } from '@core/learning/studio';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * A course's classes in the studio: the provider's creator makes, changes and removes them; the trainer is
 * one of the provider's; another provider's course or class is 404; a class with learners stays (409); learners of
 * the course without a class are placed in a new class with room.
 */
describeOnDatabase('learning classes in the studio', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let creator: { token: string };
  let outsider: { token: string };
  let trainee: { token: string };
  let k3Id: string;
  let webClassId: string;
  let trainerId: string;
  let foreignTrainerId: string;

  const COURSES = '/api/main/content/courses';
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const body = (extra: Partial<Record<string, unknown>> = {}) => ({
    name: 'K3 Batch Januari',
    startsOn: day(1),
    endsOn: day(20),
    capacity: 20,
    feeRate: 25,
    trainerAccountId: trainerId,
    ...extra,
  });
  const receipts = async (accountId: string, link: string) =>
    (
      await t.db
        .selectFrom('notification_receipts')
        .innerJoin('notifications', 'notifications.id', 'notification_receipts.notification_id')
        .select('notifications.id')
        .where('notification_receipts.account_id', '=', accountId)
        .where('notifications.link', '=', link)
        .execute()
    ).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    creator = { token: tokens.get('Content Creator')!.token };
    trainee = { token: tokens.get('Trainee')!.token };
    k3Id = (await t.db.selectFrom('courses').select('id').where('title', 'like', '%K3%').executeTakeFirstOrThrow()).id;
    webClassId = (await t.db.selectFrom('course_classes').select('id').where('name', '=', 'Web Dasar Batch 1').executeTakeFirstOrThrow()).id;
    trainerId = (
      await t.db.selectFrom('course_classes').select('trainer_account_id').where('name', '=', 'K3 Batch Desember').executeTakeFirstOrThrow()
    ).trainer_account_id;
    // Another training provider, its creator and its trainer.
    const other = await personWithRole(t, 'Content Creator', 'luar');
    const otherTrainer = await personWithRole(t, 'Trainer', 'luar');
    outsider = { token: other.tokens.token };
    foreignTrainerId = otherTrainer.accountId;
    const provider = await t.db
      .insertInto('organisations')
      .values({ kind: 'training-provider', legal_name: 'Lembaga Lain', code: 'LAIN', verification: 'verified', owner_account_id: other.accountId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('memberships')
      .values([
        { organisation_id: provider.id, account_id: other.accountId, role: 'content-creator' },
        { organisation_id: provider.id, account_id: otherTrainer.accountId, role: 'trainer' },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it("lists the course's classes with their learners, and the provider's trainers", async () => {
    const list = await api.get<StudioClass[]>(`${COURSES}/${k3Id}/classes`, creator);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ name: 'K3 Batch Desember', trainerAccountId: trainerId, capacity: 30, feeRate: 30, learnerCount: 2 }),
    ]);
    const trainers = await api.get<ClassTrainerOption[]>(`${COURSES}/${k3Id}/trainers`, creator);
    expect(trainers.status).toBe(200);
    expect(trainers.body.data.map((option) => option.value)).toContain(trainerId);
    expect(trainers.body.data.map((option) => option.value)).not.toContain(foreignTrainerId);
  });

  it('creates, changes and removes a class; the trainer is told', async () => {
    const created = await api.post<StudioClass>(`${COURSES}/${k3Id}/classes`, body(), { ...creator, lang: 'en' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Class created');
    expect(created.body.data).toMatchObject({
      name: 'K3 Batch Januari',
      startsOn: day(1),
      endsOn: day(20),
      capacity: 20,
      feeRate: 25,
      learnerCount: 0,
    });
    const stored = await t.db.selectFrom('course_classes').select('fee_rate').where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
    expect(Number(stored.fee_rate)).toBe(0.25);
    await expect.poll(() => receipts(trainerId, `/member/dashboard/${created.body.data.id}`)).toBe(1);

    const changed = await api.put<StudioClass>(
      `${COURSES}/${k3Id}/classes/${created.body.data.id}`,
      body({ name: 'K3 Batch Januari B', capacity: null, feeRate: 12.5 }),
      creator,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'K3 Batch Januari B', capacity: null, feeRate: 12.5 });

    const removed = await api.delete(`${COURSES}/${k3Id}/classes/${created.body.data.id}`, creator);
    expect(removed.status).toBe(200);
    const after = await api.get<StudioClass[]>(`${COURSES}/${k3Id}/classes`, creator);
    expect(after.body.data.map((row) => row.id)).not.toContain(created.body.data.id);
  });

  it('answers field errors in both languages for a bad class', async () => {
    const bad = await api.post(
      `${COURSES}/${k3Id}/classes`,
      body({ name: ' ', endsOn: day(0), startsOn: day(3), capacity: 0, feeRate: 120 }),
      creator,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: expect.any(String),
      endsOn: expect.any(String),
      capacity: expect.any(String),
      feeRate: expect.any(String),
    });
    const english = await api.post(`${COURSES}/${k3Id}/classes`, body({ startsOn: '2025-02-30' }), { ...creator, lang: 'en' });
    expect(english.status).toBe(400);
    expect(english.body.errors?.startsOn).toBe('Enter a date');
  });

  it('refuses a trainer of another provider, or no trainer at all, with a message', async () => {
    const foreign = await api.post(`${COURSES}/${k3Id}/classes`, body({ trainerAccountId: foreignTrainerId }), { ...creator, lang: 'en' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Choose one of this training provider's trainers");
    expect(foreign.body.errors).toEqual({ trainerAccountId: "Choose one of this training provider's trainers" });
    const nonsense = await api.post(`${COURSES}/${k3Id}/classes`, body({ trainerAccountId: 'nope' }), creator);
    expect(nonsense.status).toBe(400);
  });

  it("answers 404 for another provider's course or a class of another course, 403 outside the studio", async () => {
    expect((await api.get(`${COURSES}/${k3Id}/classes`, outsider)).status).toBe(404);
    expect((await api.get(`${COURSES}/${k3Id}/trainers`, outsider)).status).toBe(404);
    expect((await api.post(`${COURSES}/${k3Id}/classes`, body({ trainerAccountId: foreignTrainerId }), outsider)).status).toBe(404);
    expect((await api.put(`${COURSES}/${k3Id}/classes/${webClassId}`, body(), creator)).status).toBe(404);
    expect((await api.delete(`${COURSES}/${k3Id}/classes/${webClassId}`, creator)).status).toBe(404);
    const k3Class = (await api.get<StudioClass[]>(`${COURSES}/${k3Id}/classes`, creator)).body.data[0]!;
    expect((await api.put(`${COURSES}/${k3Id}/classes/${k3Class.id}`, body(), outsider)).status).toBe(404);
    expect((await api.delete(`${COURSES}/${k3Id}/classes/${k3Class.id}`, outsider)).status).toBe(404);
    expect((await api.get(`${COURSES}/${k3Id}/classes`, trainee)).status).toBe(403);
  });

  it('opens classes only for a published course', async () => {
    const draft = await api.post<StudioCourse>(COURSES, { title: 'Kursus Draf' }, creator);
    const refused = await api.post(`${COURSES}/${draft.body.data.id}/classes`, body(), { ...creator, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Publish the course before opening classes for it');
  });

  it('keeps a class with learners (409) and its capacity above them', async () => {
    const k3Class = (await api.get<StudioClass[]>(`${COURSES}/${k3Id}/classes`, creator)).body.data[0]!;
    const refused = await api.delete(`${COURSES}/${k3Id}/classes/${k3Class.id}`, { ...creator, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Learners are placed in this class/);
    const tooSmall = await api.put(
      `${COURSES}/${k3Id}/classes/${k3Class.id}`,
      { ...body(), name: k3Class.name, startsOn: k3Class.startsOn, endsOn: k3Class.endsOn, capacity: 1 },
      creator,
    );
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.errors).toEqual({ capacity: 'Peserta yang sudah ada di kelas ini lebih banyak' });
  });

  it('places the learners without a class in new classes with room, the earliest starter first', async () => {
    // The K3 class ends and its learners are left without one.
    const k3Class = await t.db.selectFrom('course_classes').select('id').where('name', '=', 'K3 Batch Desember').executeTakeFirstOrThrow();
    await t.db
      .updateTable('course_classes')
      .set({ ends_on: day(-1) })
      .where('id', '=', k3Class.id)
      .execute();
    await t.db.updateTable('learner_courses').set({ class_id: null }).where('course_id', '=', k3Id).execute();
    const learners = await t.db
      .selectFrom('learner_courses')
      .select(['id', 'account_id'])
      .where('course_id', '=', k3Id)
      .orderBy('started_at')
      .orderBy('id')
      .execute();
    expect(learners.length).toBe(2);

    const small = await api.post<StudioClass>(`${COURSES}/${k3Id}/classes`, body({ name: 'Kecil', capacity: 1 }), creator);
    expect(small.status).toBe(201);
    expect(small.body.data.learnerCount).toBe(1);
    const first = await t.db.selectFrom('learner_courses').select('class_id').where('id', '=', learners[0]!.id).executeTakeFirstOrThrow();
    expect(first.class_id).toBe(small.body.data.id);

    const large = await api.post<StudioClass>(`${COURSES}/${k3Id}/classes`, body({ name: 'Besar', startsOn: day(5), capacity: null }), creator);
    expect(large.body.data.learnerCount).toBe(1);
    const unplaced = await t.db.selectFrom('learner_courses').select('id').where('course_id', '=', k3Id).where('class_id', 'is', null).execute();
    expect(unplaced).toEqual([]);
    // The class that ended took nobody.
    const ended = (await api.get<StudioClass[]>(`${COURSES}/${k3Id}/classes`, creator)).body.data.find((row) => row.id === k3Class.id);
    expect(ended?.learnerCount).toBe(0);
  });
});
