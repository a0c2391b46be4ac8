import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEV_API_KEY } from '@core/config/apiKey';
import type { CalendarEvent } from '@core/learning/calendar.contract';
import { mentionMarkdown } from '@core/learning/forum';
import type { RoleName } from '@core/rules/roles';
import { seedCertification } from '../../server/src/db/seedCertification';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { describeOnDatabase } from './support/databases';
import { seedLearningFor } from './support/learning';
import { client, createTestApp, type TestApp } from './support/testApp';

/**
 * The learning calendar, the forum and course feedback (server/src/features/learning/calendar*, forum*,
 * feedbackRoutes.ts) on the demo learning: Trainee and Trainee Staff learn K3 (class by Trainer, three sessions),
 * Trainee also Web (class by Trainer Staff, no sessions); Trainee Staff reports to Trainee SPV, whose company's
 * manager is Trainee Manager.
 */
describeOnDatabase('learning calendar, forum and feedback', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  const tokens = new Map<RoleName, string>();
  const accountIds = new Map<RoleName, string>();
  let k3: string;
  let web: string;

  const as = (role: RoleName) => ({ token: tokens.get(role)! });
  const edit = async (role: RoleName, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { 'x-api-key': DEV_API_KEY, authorization: `Bearer ${tokens.get(role)}` }, payload });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const calendar = (role: RoleName, from = day(-20), to = day(40)) => api.get<CalendarEvent[]>(`/api/main/calendar?from=${from}&to=${to}`, as(role));

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    for (const [role, set] of await seedLearningFor(t)) tokens.set(role, set.token);
    const accounts = await t.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['accounts.id', 'accounts.role_name', 'users.email'])
      .execute();
    for (const account of accounts) if (account.email.endsWith('@demo.local')) accountIds.set(account.role_name as RoleName, account.id);
    const courses = await t.db.selectFrom('courses').select(['id', 'title']).execute();
    k3 = courses.find((course) => course.title.includes('K3'))!.id;
    web = courses.find((course) => course.title.includes('Web'))!.id;
    // The trainee registered for an open certification schedule (three weeks ahead).
    await seedSchemes(t.db);
    await seedCertification(t.db);
    const schedule = await t.db
      .selectFrom('certification_schedules')
      .select(['id', 'organisation_id'])
      .where('starts_at', '>', new Date())
      .orderBy('starts_at')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('assessment_registrations')
      .values({
        organisation_id: schedule.organisation_id,
        schedule_id: schedule.id,
        asesi_account_id: accountIds.get('Trainee')!,
        state: 'submitted',
      })
      .execute();
  });
  afterAll(() => t.close());

  it("answers each role's own calendar: learners their sessions, deadlines and certifications; trainers their classes; supervisors their trainees", async () => {
    const trainee = await calendar('Trainee');
    expect(trainee.status).toBe(200);
    const kinds = (events: CalendarEvent[]) => events.map((event) => event.kind);
    expect(kinds(trainee.body.data).filter((k) => k === 'session')).toHaveLength(3);
    expect(kinds(trainee.body.data)).toContain('certification');
    expect(trainee.body.data.find((event) => event.kind === 'deadline')).toMatchObject({ allDay: true, courseTitle: expect.stringContaining('K3') });
    const online = trainee.body.data.find((event) => event.onlineUrl);
    expect(online?.onlineUrl).toBe('https://meet.example.org/k3-batch-desember');
    expect(trainee.body.data.every((event) => event.people.length === 0)).toBe(true);

    // The staff learns K3 only and has no certification.
    const staff = await calendar('Trainee Staff');
    expect(kinds(staff.body.data)).not.toContain('certification');
    expect(kinds(staff.body.data).filter((k) => k === 'session')).toHaveLength(3);

    const trainer = await calendar('Trainer');
    expect(trainer.body.data.map((event) => event.kind)).toEqual(['session', 'session', 'session']);
    expect((await calendar('Trainer Staff')).body.data).toEqual([]);

    // The SPV watches the staff only: the K3 sessions, naming the staff; never the trainee's certification.
    for (const watcher of ['Trainee SPV', 'Trainee Manager'] as const) {
      const events = (await calendar(watcher)).body.data;
      expect(events).toHaveLength(3);
      expect(events.every((event) => event.kind === 'session' && event.people.length === 1)).toBe(true);
    }

    // Outside the span: nothing; a span too long or upside down: 400 with its message.
    expect((await calendar('Trainee', day(200), day(230))).body.data).toEqual([]);
    const long = await calendar('Trainee', day(0), day(150));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/100/);
    expect((await calendar('Trainee', day(5), day(1))).status).toBe(400);
    expect((await calendar('Trainee', 'kemarin', day(1))).status).toBe(400);
    // Roles without a learning calendar are refused at the gate.
    expect((await calendar('Assessor SPV')).status).toBe(403);
  });

  it('serves the feed at its secret address, and renewing ends the old address', async () => {
    expect((await api.get<{ createdAt: string | null }>('/api/main/calendar/feed', as('Trainee'))).body.data.createdAt).toBeNull();
    const made = await api.post<{ url: string }>('/api/main/calendar/feed', undefined, as('Trainee'));
    expect(made.status).toBe(200);
    const path = new URL(made.body.data.url).pathname + new URL(made.body.data.url).search;
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics\?lang=/);
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toMatch(/^BEGIN:VCALENDAR/);
    // Three sessions, the K3 and Web deadlines, the certification.
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(feed.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(feed.body).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    // UIDs stay the same from one read to the next.
    const uids = (text: string) => [...text.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]).sort();
    expect(uids((await t.app.inject({ method: 'GET', url: path })).body)).toEqual(uids(feed.body));

    const renewed = await api.post<{ url: string }>('/api/main/calendar/feed', undefined, as('Trainee'));
    expect(renewed.body.data.url).not.toBe(made.body.data.url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed.body.data.url).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/calendar/${'a'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/calendar/nothing' })).statusCode).toBe(404);
  });

  it("keeps each course's board to its people: another course's board, thread and reply answer 404", async () => {
    const boards = await api.get<{ id: string }[]>('/api/main/forum/boards', as('Trainee Staff'));
    expect(boards.body.data.map((board) => board.id).sort()).toEqual([k3, 'umum'].sort());
    expect((await api.get(`/api/main/forum/boards/${web}/threads`, as('Trainee Staff'))).status).toBe(404);
    const posted = await api.post<{ thread: { id: string } }>(
      `/api/main/forum/boards/${web}/threads`,
      { title: 'HTML', body: 'Tanya' },
      as('Trainee'),
    );
    expect(posted.status).toBe(201);
    const threadId = posted.body.data.thread.id;
    // The member app asks for a page in the query string (text, never coerced by the gateway).
    const listed = await api.get<{ items: { id: string }[]; page: number }>(`/api/main/forum/boards/${web}/threads?page=1`, as('Trainee'));
    expect(listed.status).toBe(200);
    expect(listed.body.data.page).toBe(1);
    expect(listed.body.data.items.map((item) => item.id)).toContain(threadId);
    expect((await api.get(`/api/main/forum/threads/${threadId}?page=1`, as('Trainee'))).status).toBe(200);
    expect((await api.get(`/api/main/forum/boards/${web}/threads?page=0`, as('Trainee'))).status).toBe(400);
    expect((await api.get(`/api/main/forum/threads/${threadId}`, as('Trainee Staff'))).status).toBe(404);
    expect((await api.post(`/api/main/forum/threads/${threadId}/replies`, { body: 'Saya juga' }, as('Trainee Staff'))).status).toBe(404);
    expect((await api.post(`/api/main/forum/boards/${web}/threads`, { title: 'x', body: 'y' }, as('Trainee Staff'))).status).toBe(404);
    // The trainer of K3 does not teach Web.
    expect((await api.get(`/api/main/forum/threads/${threadId}`, as('Trainer'))).status).toBe(404);
    expect((await api.get(`/api/main/forum/threads/${threadId}`, as('Trainer Staff'))).status).toBe(200);
  });

  it('lets the course trainer pin, lock and hide; a locked thread refuses replies and hidden posts are gone for learners', async () => {
    const posted = await api.post<{ thread: { id: string } }>(
      `/api/main/forum/boards/${k3}/threads`,
      { title: 'APD', body: 'Helm apa?' },
      as('Trainee'),
    );
    const threadId = posted.body.data.thread.id;
    const reply = await api.post<{ replies: { items: { id: string }[] } }>(
      `/api/main/forum/threads/${threadId}/replies`,
      { body: 'Helm SNI' },
      as('Trainee Staff'),
    );
    expect(reply.status).toBe(201);
    const replyId = reply.body.data.replies.items[0]!.id;

    // A learner may not moderate.
    expect((await api.put(`/api/main/forum/threads/${threadId}/moderation`, { locked: true }, as('Trainee Staff'))).status).toBe(403);

    expect((await api.put(`/api/main/forum/threads/${threadId}/moderation`, { locked: true, pinned: true }, as('Trainer'))).status).toBe(200);
    const refused = await api.post(`/api/main/forum/threads/${threadId}/replies`, { body: 'Satu lagi' }, as('Trainee'));
    expect(refused.status).toBe(409);
    const list = await api.get<{ items: { id: string; pinned: boolean }[] }>(`/api/main/forum/boards/${k3}/threads`, as('Trainee'));
    expect(list.body.data.items[0]).toMatchObject({ id: threadId, pinned: true });

    expect((await api.put(`/api/main/forum/replies/${replyId}/moderation`, { hidden: true }, as('Trainer'))).status).toBe(200);
    const learnerView = await api.get<{ replies: { items: unknown[] }; thread: { replyCount: number } }>(
      `/api/main/forum/threads/${threadId}`,
      as('Trainee'),
    );
    expect(learnerView.body.data.replies.items).toEqual([]);
    expect(learnerView.body.data.thread.replyCount).toBe(0);
    const trainerView = await api.get<{ replies: { items: { hidden: boolean }[] } }>(`/api/main/forum/threads/${threadId}`, as('Trainer'));
    expect(trainerView.body.data.replies.items).toEqual([expect.objectContaining({ hidden: true })]);

    expect((await api.put(`/api/main/forum/threads/${threadId}/moderation`, { hidden: true }, as('Trainer'))).status).toBe(200);
    expect((await api.get(`/api/main/forum/threads/${threadId}`, as('Trainee'))).status).toBe(404);
    const hiddenList = await api.get<{ items: { id: string }[] }>(`/api/main/forum/boards/${k3}/threads`, as('Trainee'));
    expect(hiddenList.body.data.items.map((item) => item.id)).not.toContain(threadId);
    expect((await api.get(`/api/main/forum/threads/${threadId}`, as('Trainer'))).status).toBe(200);
  });

  it('lets the author edit their own post only, and notifies each person a post mentions once', async () => {
    const staffId = accountIds.get('Trainee Staff')!;
    const body = `Halo ${mentionMarkdown(staffId, 'Staf')} dan ${mentionMarkdown(staffId, 'Staf')}, juga ${mentionMarkdown(accountIds.get('Trainer Staff')!, 'Bukan')}`;
    const posted = await api.post<{ thread: { id: string; canEdit: boolean } }>(
      `/api/main/forum/boards/${k3}/threads`,
      { title: 'Sebut', body },
      as('Trainee'),
    );
    expect(posted.body.data.thread.canEdit).toBe(true);
    const threadId = posted.body.data.thread.id;
    const mentions = async (accountId: string) =>
      Number(
        (
          await t.db
            .selectFrom('notification_receipts')
            .innerJoin('notifications', 'notifications.id', 'notification_receipts.notification_id')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('notification_receipts.account_id', '=', accountId)
            .where('notifications.category', '=', 'learning')
            .executeTakeFirstOrThrow()
        ).n,
      );
    await expect.poll(() => mentions(staffId)).toBe(1);
    // The link is this site's path of the thread (NotificationList adds /en for an English reader).
    const told = await t.db
      .selectFrom('notification_receipts')
      .innerJoin('notifications', 'notifications.id', 'notification_receipts.notification_id')
      .select('notifications.link')
      .where('notification_receipts.account_id', '=', staffId)
      .where('notifications.category', '=', 'learning')
      .executeTakeFirstOrThrow();
    expect(told.link).toBe(`/member/forum/${k3}/${threadId}`);
    // The trainer staff does not see the K3 board: not notified.
    expect(await mentions(accountIds.get('Trainer Staff')!)).toBe(0);

    // An edit keeping the mention notifies no one again; another learner may not edit it.
    const edited = await edit('Trainee', `/api/main/forum/threads/${threadId}`, { title: 'Sebut (ubah)', body: `${body}!` });
    expect(edited.statusCode).toBe(200);
    expect((await edit('Trainee Staff', `/api/main/forum/threads/${threadId}`, { title: 'x', body: 'y' })).statusCode).toBe(403);
    // After the window: 409.
    await t.db
      .updateTable('forum_threads')
      .set({ created_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', threadId)
      .execute();
    expect((await edit('Trainee', `/api/main/forum/threads/${threadId}`, { title: 'Lagi', body: 'z' })).statusCode).toBe(409);
    // The edits' mentions are recorded with them (forum_mentions): still the one notification.
    await expect.poll(() => mentions(staffId)).toBe(1);

    // The @ picker finds the board's people, not the caller.
    const people = await api.get<{ id: string }[]>(`/api/main/forum/boards/${k3}/people?q=${encodeURIComponent('ra')}`, as('Trainee'));
    expect(people.status).toBe(200);
    expect(people.body.data.map((person) => person.id)).not.toContain(accountIds.get('Trainee'));
    expect(people.body.data.map((person) => person.id)).not.toContain(accountIds.get('Trainer Staff'));
  });

  it("keeps one rating per learner and course, editable, with the course's totals in step", async () => {
    const url = `/api/main/kompetensi/courses/${k3}/feedback`;
    expect((await api.get<{ rating: number | null }>(url, as('Trainee'))).body.data.rating).toBeNull();
    expect((await api.put(url, { rating: 4, comment: 'Bagus' }, as('Trainee'))).status).toBe(200);
    expect((await api.put(url, { rating: 2 }, as('Trainee Staff'))).status).toBe(200);
    const changed = await api.put<{ rating: number; ratingCount: number; averageRating: number }>(
      url,
      { rating: 5, comment: 'Sangat bagus' },
      as('Trainee'),
    );
    expect(changed.body.data).toMatchObject({ rating: 5, ratingCount: 2, averageRating: 3.5 });
    const course = await t.db.selectFrom('courses').select(['rating_total', 'rating_count']).where('id', '=', k3).executeTakeFirstOrThrow();
    expect(course).toEqual({ rating_total: 7, rating_count: 2 });
    // Bad input and another course: 400 and 404.
    expect((await api.put(url, { rating: 6 }, as('Trainee'))).status).toBe(400);
    expect((await api.put(url, { rating: 3, comment: 'x'.repeat(2001) }, as('Trainee'))).status).toBe(400);
    expect((await api.put(`/api/main/kompetensi/courses/${web}/feedback`, { rating: 3 }, as('Trainee Staff'))).status).toBe(404);
  });
});
