import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressPercent } from '@core/learning/completion';
import type { CourseDocument } from '@core/learning/courseDocument';
import type { RoleName } from '@core/rules/roles';
import { demoAccountOf } from '../../server/src/db/seed';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

interface Page<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}
interface MyCourseItem {
  id: string;
  courseId: string;
  competencyName: string;
  courseName: string;
  enrolledStudents: number;
  totalRating: number;
  avgRating: number;
  trainerId: string;
}
interface Learner {
  accountId: string;
  name: string;
  email: string;
  progress: number;
  completed: boolean;
  lastActivityAt: string;
}
interface Calendar {
  total: number;
  items: { id: string; classId: string; title: string; startsAt: string }[];
}
interface Stats {
  total: number;
  finished: number;
  ongoing: number;
  upcoming: number;
  uncomply: number;
}

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * SPEC 7's trainer dashboard calls (SPEC 3's shapes) on the demo learning: a trainer sees only the classes they teach
 * (another class is 404), a supervisor the classes of the trainees reporting to them, a manager the company's, narrowed
 * by profileTrainerIds (the key repeated, 0 = all); the trainer's fees from paid orders.
 */
describeOnDatabase('trainer and supervisor dashboards', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const who: Partial<Record<RoleName, { token: string }>> = {};
  const ids: Partial<Record<RoleName, string>> = {};
  let k3Class: string;
  let webClass: string;
  let k3Course: string;

  const as = (role: RoleName) => who[role]!;
  /** The trainee staff's K3 progress: the seeded reading done, out of the K3 version's required activities. */
  let staffProgress: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await seedLearningFor(t);
    for (const role of ['Trainer', 'Trainer Staff', 'Trainee', 'Trainee Staff', 'Trainee SPV', 'Trainee Manager'] as const) {
      who[role] = { token: tokens.get(role)!.token };
      ids[role] = (await demoAccountOf(t.db, role))!.id;
    }
    const classes = await t.db.selectFrom('course_classes').select(['id', 'name', 'course_id']).execute();
    k3Class = classes.find((row) => row.name === 'K3 Batch Desember')!.id;
    webClass = classes.find((row) => row.name === 'Web Dasar Batch 1')!.id;
    k3Course = classes.find((row) => row.name === 'K3 Batch Desember')!.course_id;
    const version = await t.db.selectFrom('course_versions').select('structure').where('course_id', '=', k3Course).executeTakeFirstOrThrow();
    staffProgress = progressPercent(version.structure as CourseDocument, new Set(['k3-reading']));
    // The demo trainee also works for the client company, reporting to nobody: the manager watches them, the SPV does not.
    const company = await t.db
      .selectFrom('memberships')
      .select('organisation_id')
      .where('account_id', '=', ids['Trainee Staff']!)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('memberships').values({ organisation_id: company.organisation_id, account_id: ids.Trainee!, role: 'staff' }).execute();
  });
  afterAll(() => t.close());

  describe("the trainer's calls", () => {
    it('lists my classes with SPEC 3 items and paging, and filters them', async () => {
      const answer = await api.get<Page<MyCourseItem>>('/api/main/trainer-dashboard/my-course', as('Trainer'));
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ total: 1, pageIndex: 1, pageSize: 10 });
      expect(answer.body.data.items).toEqual([
        expect.objectContaining({
          id: k3Class,
          courseId: k3Course,
          competencyName: 'Mengenali bahaya dan mengendalikan risiko',
          courseName: 'Pengenalan K3 di Tempat Kerja',
          enrolledStudents: 2,
          totalRating: 0,
          avgRating: 0,
        }),
      ]);
      const filtered = async (query: string) =>
        (await api.get<Page<MyCourseItem>>(`/api/main/trainer-dashboard/my-course?${query}`, as('Trainer'))).body.data.total;
      expect(await filtered('keyword=batch%20desember')).toBe(1);
      expect(await filtered('keyword=web')).toBe(0);
      expect(await filtered('competency=bahaya')).toBe(1);
      expect(await filtered(`courseId=${k3Course}`)).toBe(1);
      expect(await filtered(`startDate=${isoDay(1)}`)).toBe(0);
      expect(await filtered(`startDate=${isoDay(-30)}`)).toBe(1);
      expect((await api.get('/api/main/trainer-dashboard/my-course?startDate=2024-13-01', as('Trainer'))).status).toBe(400);
      const impossible = await api.get('/api/main/trainer-dashboard/my-course?startDate=2030-02-31', { ...as('Trainer'), lang: 'id' });
      expect(impossible.status).toBe(400);
      expect(impossible.body.message).toContain('startDate');
    });

    it("answers one class with its course, dates, sessions and learners; another trainer's class is 404", async () => {
      const mine = await api.get<Record<string, unknown>>(`/api/main/trainer-dashboard/my-course/${k3Class}`, as('Trainer'));
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({ id: k3Class, sessionsCount: 3, learnersCount: 2, capacity: 30, state: 'ongoing', enrolledStudents: 2 });
      expect((await api.get(`/api/main/trainer-dashboard/my-course/${webClass}`, as('Trainer'))).status).toBe(404);
      expect((await api.get(`/api/main/trainer-dashboard/my-course/${webClass}/list-enrolled`, as('Trainer'))).status).toBe(404);
      expect((await api.get(`/api/main/trainer-dashboard/my-course/${webClass}`, as('Trainer Staff'))).status).toBe(200);
      expect((await api.get(`/api/main/trainer-dashboard/my-course/${k3Class}`, as('Trainer Staff'))).status).toBe(404);
    });

    it("lists a class's learners with progress, completion and last activity", async () => {
      const answer = await api.get<Page<Learner>>(`/api/main/trainer-dashboard/my-course/${k3Class}/list-enrolled`, as('Trainer'));
      expect(answer.status).toBe(200);
      expect(answer.body.data.total).toBe(2);
      const staff = answer.body.data.items.find((item) => item.email === 'trainee-staff@demo.local');
      // One of the K3 course's required activities (the reading) is done.
      expect(staffProgress).toBeGreaterThan(0);
      expect(staff).toMatchObject({ progress: staffProgress, completed: false });
      expect(Date.parse(staff!.lastActivityAt)).not.toBeNaN();
      const all = await api.get<Page<Learner>>('/api/main/trainer-dashboard/enrolled?keyword=staff', as('Trainer'));
      expect(all.body.data.items.map((item) => item.email)).toEqual(['trainee-staff@demo.local']);
      const certified = await api.get<Page<Learner>>('/api/main/trainer-dashboard/certification-list', as('Trainer'));
      expect(certified.body.data.total).toBe(0);
    });

    it("gives the month's sessions soonest first, 5 unless asked, only of my classes", async () => {
      const at = (day: number, hour: number) => new Date(Date.UTC(2031, 2, day, hour - 7));
      await t.db
        .insertInto('class_sessions')
        .values([
          ...[9, 3, 7, 1, 5, 8].map((day) => ({
            class_id: k3Class,
            title: `K3 ${day}`,
            starts_at: at(day, 9),
            ends_at: at(day, 11),
            attendance_code: 'X',
          })),
          { class_id: webClass, title: 'Web 2', starts_at: at(2, 9), ends_at: at(2, 11), attendance_code: 'Y' },
          // The first of April in Jakarta is still March in UTC: it belongs to April.
          { class_id: k3Class, title: 'K3 April', starts_at: at(1, 2 + 24 * 31), ends_at: at(1, 4 + 24 * 31), attendance_code: 'Z' },
        ])
        .execute();
      const march = await api.get<Calendar>('/api/main/trainer-dashboard/calendar-schedule?year=2031&month=3', as('Trainer'));
      expect(march.status).toBe(200);
      expect(march.body.data.total).toBe(6);
      expect(march.body.data.items.map((item) => item.title)).toEqual(['K3 1', 'K3 3', 'K3 5', 'K3 7', 'K3 8']);
      const more = await api.get<Calendar>('/api/main/trainer-dashboard/calendar-schedule?year=2031&month=3&limit=10', as('Trainer'));
      expect(more.body.data.items).toHaveLength(6);
      const staff = await api.get<Calendar>('/api/main/trainer-dashboard/calendar-schedule?year=2031&month=3', as('Trainer Staff'));
      expect(staff.body.data.items.map((item) => item.title)).toEqual(['Web 2']);
      expect((await api.get('/api/main/trainer-dashboard/calendar-schedule?year=2031&month=13', as('Trainer'))).status).toBe(400);
      const april = await api.get<Calendar>('/api/main/trainer-dashboard/calendar-schedule?year=2031&month=4', as('Trainer'));
      expect(april.body.data.items.map((item) => item.title)).toEqual(['K3 April']);
    });

    it('counts finished, ongoing, upcoming and uncomply classes', async () => {
      const trainer = await personWithRole(t, 'Trainer', 'stats');
      const token = { token: trainer.tokens.token };
      const provider = await t.db.selectFrom('course_classes').select('organisation_id').where('id', '=', k3Class).executeTakeFirstOrThrow();
      const newClass = async (name: string, startsOn: string, endsOn: string) =>
        (
          await t.db
            .insertInto('course_classes')
            .values({
              course_id: k3Course,
              organisation_id: provider.organisation_id,
              trainer_account_id: trainer.accountId,
              name,
              starts_on: startsOn,
              ends_on: endsOn,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const finished = await newClass('Lama', '2020-01-01', '2020-01-31');
      const ongoing = await newClass('Berjalan', isoDay(-1), isoDay(10));
      await newClass('Nanti', isoDay(5), isoDay(20));
      const fresh = await newClass('Baru', isoDay(-2), isoDay(2));
      const session = (classId: string, endedHoursAgo: number) => ({
        class_id: classId,
        title: 'Sesi',
        starts_at: new Date(Date.now() - (endedHoursAgo + 2) * 3_600_000),
        ends_at: new Date(Date.now() - endedHoursAgo * 3_600_000),
        attendance_code: 'A',
      });
      const taken = await t.db
        .insertInto('class_sessions')
        .values(session(finished, 24 * 365))
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('session_attendance').values({ session_id: taken.id, account_id: ids.Trainee!, status: 'present' }).execute();
      await t.db
        .insertInto('class_sessions')
        .values([session(ongoing, 30), session(fresh, 2)])
        .execute();
      const stats = async () => (await api.get<Stats>('/api/main/trainer-dashboard/list-course/aggregate', token)).body.data;
      // 'Berjalan' ended a session 30 hours ago without attendance; 'Baru' only 2 hours ago (a day's grace).
      expect(await stats()).toEqual({ total: 4, finished: 1, ongoing: 2, upcoming: 1, uncomply: 1 });

      // An OJT submission ungraded for more than 7 days makes 'Baru' owe grading too.
      const webCourse = await t.db
        .selectFrom('learner_courses')
        .select(['id', 'class_id'])
        .where('account_id', '=', ids.Trainee!)
        .where('class_id', '=', webClass)
        .executeTakeFirstOrThrow();
      await t.db.updateTable('learner_courses').set({ class_id: fresh }).where('id', '=', webCourse.id).execute();
      const submission = await t.db
        .insertInto('ojt_submissions')
        .values({ learner_course_id: webCourse.id, activity_id: 'web-ojt', submitted_at: new Date(Date.now() - 8 * DAY) })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await stats()).uncomply).toBe(2);
      await t.db.updateTable('ojt_submissions').set({ graded_at: new Date(), score: 80, passed: true }).where('id', '=', submission.id).execute();
      expect((await stats()).uncomply).toBe(1);
      await t.db.deleteFrom('ojt_submissions').where('id', '=', submission.id).execute();
      await t.db.updateTable('learner_courses').set({ class_id: webCourse.class_id }).where('id', '=', webCourse.id).execute();
    });

    it("shows the ratings and comments of my learners on my classes' courses", async () => {
      await t.db
        .insertInto('course_feedback')
        .values({ course_id: k3Course, account_id: ids['Trainee Staff']!, rating: 4, comment: 'Jelas' })
        .execute();
      await t.db.updateTable('courses').set({ rating_total: 4, rating_count: 1 }).where('id', '=', k3Course).execute();
      const answer = await api.get<{ courses: { avgRating: number }[]; items: { rating: number; comment: string }[] }>(
        '/api/main/trainer-dashboard/feedback',
        as('Trainer'),
      );
      expect(answer.body.data.courses).toEqual([expect.objectContaining({ courseId: k3Course, totalRating: 4, ratingCount: 1, avgRating: 4 })]);
      expect(answer.body.data.items).toEqual([expect.objectContaining({ rating: 4, comment: 'Jelas', name: expect.any(String) })]);
      // The Trainer Staff teaches the web class: the demo trainee's review of the web course (the demo seed's).
      expect((await api.get<{ items: unknown[] }>('/api/main/trainer-dashboard/feedback', as('Trainer Staff'))).body.data.items).toEqual([
        expect.objectContaining({ rating: 5, comment: 'Materinya runtut dan latihannya langsung bisa dipraktikkan.' }),
      ]);
      const oneClass = await api.get<{ items: unknown[] }>(`/api/main/trainer-dashboard/feedback?classId=${k3Class}`, as('Trainer'));
      expect(oneClass.body.data.items).toHaveLength(1);
      expect((await api.get(`/api/main/trainer-dashboard/feedback?classId=${webClass}`, as('Trainer'))).status).toBe(404);
    });
  });

  describe("the supervisor's and manager's calls", () => {
    const courses = async (role: RoleName, query = '') =>
      (await api.get<Page<MyCourseItem>>(`/api/main/trainer-dashboard-spv-manager/my-course${query}`, as(role))).body.data.items
        .map((item) => item.id)
        .sort();

    it('scopes the SPV to the classes of the trainees reporting to them, the manager to the whole company', async () => {
      expect(await courses('Trainee SPV')).toEqual([k3Class]);
      expect(await courses('Trainee Manager')).toEqual([k3Class, webClass].sort());
      expect((await api.get(`/api/main/trainer-dashboard-spv-manager/my-course/${webClass}`, as('Trainee SPV'))).status).toBe(404);
      expect((await api.get(`/api/main/trainer-dashboard-spv-manager/my-course/${webClass}`, as('Trainee Manager'))).status).toBe(200);
      expect((await api.get('/api/main/trainer-dashboard-spv-manager/my-course', as('Trainer'))).status).toBe(403);
      expect((await api.get('/api/main/trainer-dashboard/my-course', as('Trainee SPV'))).status).toBe(403);
    });

    it('looks up the trainers of their trainees (cm family)', async () => {
      const spv = await api.get<{ items: { value: string; text: string }[] }>('/api/cm/user-profile/lookup/profile-trainer', as('Trainee SPV'));
      expect(spv.status).toBe(200);
      expect(spv.body.data.items.map((item) => item.value)).toEqual([ids.Trainer]);
      const manager = await api.get<{ items: { value: string }[] }>('/api/cm/user-profile/lookup/profile-trainer', as('Trainee Manager'));
      expect(manager.body.data.items.map((item) => item.value).sort()).toEqual([ids.Trainer, ids['Trainer Staff']].sort());
    });

    it('narrows by profileTrainerIds, the key repeated, 0 meaning all', async () => {
      expect(await courses('Trainee Manager', `?profileTrainerIds=${ids['Trainer Staff']}`)).toEqual([webClass]);
      expect(await courses('Trainee Manager', `?profileTrainerIds=${ids.Trainer}&profileTrainerIds=${ids['Trainer Staff']}`)).toEqual(
        [k3Class, webClass].sort(),
      );
      expect(await courses('Trainee Manager', '?profileTrainerIds=0')).toEqual([k3Class, webClass].sort());
      expect(await courses('Trainee Manager', `?profileTrainerIds=0&profileTrainerIds=${ids.Trainer}`)).toEqual([k3Class, webClass].sort());
      // A trainer who teaches none of the SPV's trainees narrows to nothing, never widens.
      expect(await courses('Trainee SPV', `?profileTrainerIds=${ids['Trainer Staff']}`)).toEqual([]);
      expect((await api.get('/api/main/trainer-dashboard-spv-manager/my-course?profileTrainerIds=abc', as('Trainee SPV'))).status).toBe(400);
      const stats = await api.get<Stats>(
        `/api/main/trainer-dashboard-spv-manager/list-course/aggregate?profileTrainerIds=${ids['Trainer Staff']}`,
        as('Trainee Manager'),
      );
      expect(stats.body.data).toMatchObject({ total: 1, ongoing: 1 });
      const calendar = await api.get<Calendar>(
        `/api/main/trainer-dashboard-spv-manager/calendar-schedule?year=2031&month=3&limit=50&profileTrainerIds=${ids['Trainer Staff']}&profileTrainerIds=${ids.Trainer}`,
        as('Trainee Manager'),
      );
      expect(calendar.body.data.total).toBe(7);
      const spvCalendar = await api.get<Calendar>(
        '/api/main/trainer-dashboard-spv-manager/calendar-schedule?year=2031&month=3&limit=50',
        as('Trainee SPV'),
      );
      expect(spvCalendar.body.data.items.every((item) => item.classId === k3Class)).toBe(true);
    });

    it("shows the team's courses, progress, quiz results and next sessions", async () => {
      type Team = { items: { email: string; courses: { courseName: string; progress: number; quizzes: unknown[]; nextSession: unknown }[] }[] };
      const spv = await api.get<Team>('/api/main/trainer-dashboard-spv-manager/trainees', as('Trainee SPV'));
      expect(spv.status).toBe(200);
      expect(spv.body.data.items.map((item) => item.email)).toEqual(['trainee-staff@demo.local']);
      expect(spv.body.data.items[0]!.courses).toEqual([
        expect.objectContaining({ courseName: 'Pengenalan K3 di Tempat Kerja', progress: staffProgress, quizzes: [] }),
      ]);
      const manager = await api.get<Team>('/api/main/trainer-dashboard-spv-manager/trainees', as('Trainee Manager'));
      expect(manager.body.data.items.map((item) => item.email).sort()).toEqual(['trainee-staff@demo.local', 'trainee@demo.local']);
    });
  });

  describe("the trainer's fees", () => {
    it('sums order item total x fee rate per month and course, for the menu roles only', async () => {
      type Fees = {
        totalFee: number;
        months: { fee: number; count: number }[];
        courses: { courseId: string; fee: number }[];
        items: { fee: number; amount: number }[];
      };
      const answer = await api.get<Fees>('/api/main/trainer-transaction', as('Trainer'));
      expect(answer.status).toBe(200);
      const paid = await t.db
        .selectFrom('learner_courses')
        .innerJoin('enrolments', 'enrolments.id', 'learner_courses.enrolment_id')
        .innerJoin('order_items', 'order_items.id', 'enrolments.order_item_id')
        .select('order_items.total')
        .where('learner_courses.class_id', '=', k3Class)
        .execute();
      expect(paid).toHaveLength(2);
      const expected = paid.reduce((sum, row) => sum + Math.round(Number(row.total) * 0.3), 0);
      expect(expected).toBeGreaterThan(0);
      expect(answer.body.data.totalFee).toBe(expected);
      expect(answer.body.data.courses).toEqual([expect.objectContaining({ courseId: k3Course, fee: expected })]);
      expect(answer.body.data.months.reduce((sum, month) => sum + month.fee, 0)).toBe(expected);
      expect(answer.body.data.items).toHaveLength(2);
      expect((await api.get<Fees>('/api/main/trainer-transaction?year=2020', as('Trainer'))).body.data.totalFee).toBe(0);
      // SPEC 2: a Trainer Staff (account type 2) has no trainer-transaction item.
      expect((await api.get('/api/main/trainer-transaction', as('Trainer Staff'))).status).toBe(403);
    });
  });
});
