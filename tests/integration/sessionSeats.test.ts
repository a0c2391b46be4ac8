import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LearnerAttendanceView, SeatView } from '@core/learning/classSessions';
import type { RoleName } from '@core/rules/roles';
import { describeEachDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * Seats in a session with a capacity (sessionSeats.ts): the class's learners reserve and give back seats
 * before the start, the last seat goes to exactly one of two learners asking at once, the next answers 409 in the
 * caller's language, and a session of another class answers 404.
 */
describeEachDatabase('session seats', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const as: Partial<Record<RoleName, { token: string }>> = {};
  let k3: { classId: string; courseId: string };
  let otherClassSession: string;

  const who = (role: RoleName) => as[role]!;
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const seat = (sessionId: string) => `/api/main/kompetensi/sessions/${sessionId}/seat`;
  const newSession = async (classId: string, capacity: number | null, startsInHours = 24) =>
    (
      await t.db
        .insertInto('class_sessions')
        .values({
          class_id: classId,
          title: `Praktik ${capacity ?? 'bebas'}`,
          starts_at: inHours(startsInHours),
          ends_at: inHours(startsInHours + 2),
          place: 'Gudang Cakung',
          capacity,
          attendance_code: 'ABCDEF',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    for (const role of ['Trainee', 'Trainee Staff', 'Trainer'] as const) as[role] = { token: tokens.get(role)!.token };
    const k3Class = await t.db
      .selectFrom('course_classes')
      .select(['id', 'course_id'])
      .where('name', '=', 'K3 Batch Desember')
      .executeTakeFirstOrThrow();
    k3 = { classId: k3Class.id, courseId: k3Class.course_id };
    const other = await t.db.selectFrom('course_classes').select('id').where('id', '!=', k3Class.id).executeTakeFirstOrThrow();
    otherClassSession = await newSession(other.id, 5);
  });
  afterAll(() => t.close());

  it('gives the last seat to exactly one of two learners asking at once; the other gets 409 in their language', async () => {
    const session = await newSession(k3.classId, 1);
    const answers = await Promise.all([
      api.post<SeatView>(seat(session), undefined, { ...who('Trainee'), lang: 'en' }),
      api.post<SeatView>(seat(session), undefined, { ...who('Trainee Staff'), lang: 'en' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    expect(won.body.data).toMatchObject({ sessionId: session, reserved: true, capacity: 1, seatsTaken: 1 });
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe('Every seat of "Praktik 1" is taken');
    const rows = await t.db.selectFrom('session_reservations').select('account_id').where('session_id', '=', session).execute();
    expect(rows).toHaveLength(1);

    // In Indonesian too; asking again for a seat one holds is no second seat.
    const loser = answers[0]!.status === 409 ? 'Trainee' : 'Trainee Staff';
    const winner = loser === 'Trainee' ? 'Trainee Staff' : 'Trainee';
    const refused = await api.post(seat(session), undefined, { ...who(loser), lang: 'id' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Semua kursi "Praktik 1" sudah terisi');
    expect((await api.post<SeatView>(seat(session), undefined, who(winner))).body.data.seatsTaken).toBe(1);

    // Given back, the seat is free for the other learner.
    expect((await api.delete<SeatView>(seat(session), who(winner))).body.data).toMatchObject({ reserved: false, seatsTaken: 0 });
    expect((await api.post<SeatView>(seat(session), undefined, who(loser))).status).toBe(200);
  });

  it('shows the seats on the learner attendance list', async () => {
    const session = await newSession(k3.classId, 3);
    await api.post(seat(session), undefined, who('Trainee'));
    const mine = await api.get<LearnerAttendanceView>(`/api/main/kompetensi/courses/${k3.courseId}/attendance`, who('Trainee'));
    expect(mine.body.data.sessions.find((row) => row.sessionId === session)).toMatchObject({ capacity: 3, seatsTaken: 1, reserved: true });
    const theirs = await api.get<LearnerAttendanceView>(`/api/main/kompetensi/courses/${k3.courseId}/attendance`, who('Trainee Staff'));
    expect(theirs.body.data.sessions.find((row) => row.sessionId === session)).toMatchObject({ capacity: 3, seatsTaken: 1, reserved: false });
  });

  it('refuses a seat once check-in opened (409) or where none is needed (409), and another class session (404)', async () => {
    const started = await newSession(k3.classId, 10, -0.5);
    expect((await api.post(seat(started), undefined, who('Trainee'))).status).toBe(409);
    expect((await api.delete(seat(started), who('Trainee'))).status).toBe(409);
    const open = await newSession(k3.classId, null);
    const free = await api.post(seat(open), undefined, { ...who('Trainee'), lang: 'en' });
    expect(free.status).toBe(409);
    expect(free.body.message).toBe('"Praktik bebas" has no seat limit: just come');
    // The Trainee learns in the K3 class only: the other class's session is not theirs to see.
    expect((await api.post(seat(otherClassSession), undefined, who('Trainee Staff'))).status).toBe(404);
    expect((await api.post(seat('00000000-0000-4000-8000-000000000000'), undefined, who('Trainee'))).status).toBe(404);
    expect((await api.post(seat('not-a-uuid'), undefined, who('Trainee'))).status).toBe(400);
    expect((await api.post(seat(open), undefined, who('Trainer'))).status).toBe(403);
  });
});
