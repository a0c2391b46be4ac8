import { sql } from 'kysely';
import { translate } from '@core/i18n/catalog';
import { canStillEdit, EDIT_WINDOW_MINUTES, GENERAL_BOARD, isBlank, mentionedIds, REPLIES_PER_PAGE, THREADS_PER_PAGE } from '@core/learning/forum';
import type { RoleName } from '@core/rules/roles';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { HttpError, notFound } from '../../../platform/httpError';
import { enrolledCoursesQuery, reachesCourse } from '../access';

/**
 * The forum's reads and writes (packages/core/src/learning/forum.ts has the rules, docs/decisions/2026-11-26-learning.md "Forum"):
 * - a board is the general one (everyone with the forum) or a course's, reached as access.ts's reachesCourse says
 *   (its enrolled learners and its classes' trainers); any other course's board, thread or reply is 404;
 * - a course's trainers moderate its board (pin, lock, hide), any trainer the general board;
 * - a hidden thread or reply is gone (404, not listed) for everyone but the board's moderators, who see it marked.
 */

export interface Viewer {
  accountId: string;
  role: RoleName;
}

const TRAINER_ROLES: readonly RoleName[] = ['Trainer', 'Trainer Staff'];
/** The roles with the forum (schemas/menus.json): the general board's people. */
const FORUM_ROLES: readonly RoleName[] = ['Trainee', 'Trainee Staff', 'Trainer', 'Trainer Staff'];

export interface Board {
  id: string;
  courseId: string | null;
  title: string;
  moderator: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function teaches(db: Db, accountId: string, courseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('course_classes')
    .select('id')
    .where('course_id', '=', courseId)
    .where('trainer_account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The board of an address (`umum` or a course id) as the viewer may see it; 404 for a course they do not reach. */
export async function boardOf(db: Db, viewer: Viewer, boardId: string, locale: 'id' | 'en'): Promise<Board> {
  if (boardId === GENERAL_BOARD) {
    return {
      id: GENERAL_BOARD,
      courseId: null,
      title: translate(locale, 'calendarForum.forum.general'),
      moderator: TRAINER_ROLES.includes(viewer.role),
    };
  }
  if (!(await reachesCourse(db, viewer.accountId, boardId))) throw notFound();
  const course = await db.selectFrom('courses').select(['id', 'title']).where('id', '=', boardId).executeTakeFirst();
  if (!course) throw notFound();
  return { id: course.id, courseId: course.id, title: course.title, moderator: await teaches(db, viewer.accountId, course.id) };
}

const boardIdOf = (courseId: string | null) => courseId ?? GENERAL_BOARD;

/** The courses whose boards the viewer has: those their enrolments open and those they teach a class of. */
async function reachedCourses(db: Db, accountId: string): Promise<{ id: string; title: string }[]> {
  const [learnt, taught] = await Promise.all([
    enrolledCoursesQuery(db, accountId).select(['courses.id', 'courses.title']).distinct().execute(),
    db
      .selectFrom('course_classes')
      .innerJoin('courses', 'courses.id', 'course_classes.course_id')
      .select(['courses.id', 'courses.title'])
      .distinct()
      .where('course_classes.trainer_account_id', '=', accountId)
      .execute(),
  ]);
  const byId = new Map([...learnt, ...taught].map((course) => [course.id, course]));
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** The general board and the viewer's course boards, with how many threads they see and the last activity. */
export async function boards(db: Db, viewer: Viewer, locale: 'id' | 'en') {
  const courses = await reachedCourses(db, viewer.accountId);
  const taught = new Set(
    (await db.selectFrom('course_classes').select('course_id').where('trainer_account_id', '=', viewer.accountId).execute()).map(
      (row) => row.course_id,
    ),
  );
  const list: Board[] = [
    { id: GENERAL_BOARD, courseId: null, title: translate(locale, 'calendarForum.forum.general'), moderator: TRAINER_ROLES.includes(viewer.role) },
    ...courses.map((course) => ({ id: course.id, courseId: course.id, title: course.title, moderator: taught.has(course.id) })),
  ];
  const stats = await db
    .selectFrom('forum_threads')
    .select(['course_id', 'hidden'])
    .select((eb) => [eb.fn.countAll<string>().as('threads'), eb.fn.max('last_post_at').as('lastPostAt')])
    .where((eb) =>
      eb.or([
        eb('course_id', 'is', null),
        ...(courses.length
          ? [
              eb(
                'course_id',
                'in',
                courses.map((course) => course.id),
              ),
            ]
          : []),
      ]),
    )
    .groupBy(['course_id', 'hidden'])
    .execute();
  return list.map((board) => {
    const rows = stats.filter((row) => row.course_id === board.courseId && (board.moderator || !row.hidden));
    const last =
      rows
        .map((row) => iso(row.lastPostAt))
        .sort()
        .at(-1) ?? null;
    return { ...board, threadCount: rows.reduce((sum, row) => sum + Number(row.threads), 0), lastPostAt: last };
  });
}

function authorName() {
  return sql<string>`(select users.fullname from accounts join users on users.id = accounts.user_id where accounts.id = author_account_id)`;
}

function threadColumns(db: Db) {
  return db
    .selectFrom('forum_threads')
    .select([
      'id',
      'course_id',
      'title',
      'body',
      'author_account_id',
      'pinned',
      'locked',
      'hidden',
      'reply_count',
      'last_post_at',
      'created_at',
      'edited_at',
    ])
    .select(authorName().as('author_name'));
}
type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadColumns>['executeTakeFirstOrThrow']>>;

function threadSummary(row: ThreadRow) {
  return {
    id: row.id,
    title: row.title,
    author: { id: row.author_account_id, name: row.author_name },
    pinned: row.pinned,
    locked: row.locked,
    hidden: row.hidden,
    replyCount: row.reply_count,
    lastPostAt: iso(row.last_post_at)!,
    createdAt: iso(row.created_at)!,
  };
}

export async function threadPage(db: Db, board: Board, page: number) {
  let query = db
    .selectFrom('forum_threads')
    .where((eb) => (board.courseId === null ? eb('course_id', 'is', null) : eb('course_id', '=', board.courseId)));
  if (!board.moderator) query = query.where('hidden', '=', false);
  const total = Number((await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const ids = await query
    .select('id')
    .orderBy('pinned', 'desc')
    .orderBy('last_post_at', 'desc')
    .orderBy('id')
    .limit(THREADS_PER_PAGE)
    .offset((page - 1) * THREADS_PER_PAGE)
    .execute();
  const rows = ids.length
    ? await threadColumns(db)
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .execute()
    : [];
  const order = new Map(ids.map((row, index) => [row.id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { board: boardView(board), items: rows.map(threadSummary), total, page, pageSize: THREADS_PER_PAGE };
}

const boardView = (board: Board) => ({ id: board.id, courseId: board.courseId, title: board.title, moderator: board.moderator });

/** A thread the viewer may see, with its board; 404 for another course's or a hidden one (unless they moderate). */
export async function visibleThread(db: Db, viewer: Viewer, threadId: string, locale: 'id' | 'en') {
  const row = await threadColumns(db).where('id', '=', threadId).executeTakeFirst();
  if (!row) throw notFound();
  const board = await boardOf(db, viewer, boardIdOf(row.course_id), locale);
  if (row.hidden && !board.moderator) throw notFound();
  return { row, board };
}

export async function threadView(db: Db, viewer: Viewer, threadId: string, page: number, locale: 'id' | 'en', now = new Date()) {
  const { row, board } = await visibleThread(db, viewer, threadId, locale);
  let replies = db.selectFrom('forum_posts').where('thread_id', '=', threadId);
  if (!board.moderator) replies = replies.where('hidden', '=', false);
  const total = Number((await replies.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const items = await replies
    .select(['id', 'body', 'author_account_id', 'hidden', 'created_at', 'edited_at'])
    .select(authorName().as('author_name'))
    .orderBy('created_at')
    .orderBy('id')
    .limit(REPLIES_PER_PAGE)
    .offset((page - 1) * REPLIES_PER_PAGE)
    .execute();
  const own = (authorId: string, createdAt: Date) => authorId === viewer.accountId && canStillEdit(createdAt, now);
  return {
    board: boardView(board),
    thread: { ...threadSummary(row), body: row.body, editedAt: iso(row.edited_at), canEdit: own(row.author_account_id, row.created_at) },
    replies: {
      items: items.map((reply) => ({
        id: reply.id,
        body: reply.body,
        author: { id: reply.author_account_id, name: reply.author_name },
        hidden: reply.hidden,
        createdAt: iso(reply.created_at)!,
        editedAt: iso(reply.edited_at),
        canEdit: own(reply.author_account_id, reply.created_at),
      })),
      total,
      page,
      pageSize: REPLIES_PER_PAGE,
    },
    canReply: !row.locked,
  };
}

// Writing.

function checkText(...texts: string[]) {
  if (texts.some(isBlank)) throw new HttpError(400, 'calendarForum.forum.errors.blank');
}

export async function createThread(ctx: AppContext, viewer: Viewer, board: Board, title: string, body: string): Promise<string> {
  checkText(title, body);
  const row = await ctx.db
    .insertInto('forum_threads')
    .values({ course_id: board.courseId, author_account_id: viewer.accountId, title: title.trim(), body })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyMentions(ctx, viewer, board, { threadId: row.id, postId: null, title: title.trim(), body });
  return row.id;
}

export async function createReply(ctx: AppContext, viewer: Viewer, threadId: string, body: string, locale: 'id' | 'en'): Promise<void> {
  checkText(body);
  const { board } = await visibleThread(ctx.db, viewer, threadId, locale);
  const postId = await ctx.db.transaction().execute(async (trx) => {
    // The thread's row is locked, so a lock by a moderator and a reply arriving together are applied in order.
    const thread = await trx.selectFrom('forum_threads').select(['locked']).where('id', '=', threadId).forUpdate().executeTakeFirstOrThrow();
    if (thread.locked) throw new HttpError(409, 'calendarForum.forum.errors.locked');
    const post = await trx
      .insertInto('forum_posts')
      .values({ thread_id: threadId, author_account_id: viewer.accountId, body })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('forum_threads')
      .set({ reply_count: sql`reply_count + 1`, last_post_at: new Date() })
      .where('id', '=', threadId)
      .execute();
    return post.id;
  });
  const { title } = await ctx.db.selectFrom('forum_threads').select('title').where('id', '=', threadId).executeTakeFirstOrThrow();
  await notifyMentions(ctx, viewer, board, { threadId, postId, title, body });
}

function checkEditable(viewer: Viewer, authorId: string, createdAt: Date) {
  if (authorId !== viewer.accountId) throw new HttpError(403, 'calendarForum.forum.errors.notAuthor');
  if (!canStillEdit(createdAt, new Date())) throw new HttpError(409, 'calendarForum.forum.errors.editWindowOver', { minutes: EDIT_WINDOW_MINUTES });
}

export async function editThread(ctx: AppContext, viewer: Viewer, threadId: string, title: string, body: string, locale: 'id' | 'en') {
  checkText(title, body);
  const { row, board } = await visibleThread(ctx.db, viewer, threadId, locale);
  checkEditable(viewer, row.author_account_id, row.created_at);
  await ctx.db.updateTable('forum_threads').set({ title: title.trim(), body, edited_at: new Date() }).where('id', '=', threadId).execute();
  await notifyMentions(ctx, viewer, board, { threadId, postId: null, title: title.trim(), body });
}

/** A reply the viewer may see, with its thread's board; 404 otherwise. */
async function visibleReply(db: Db, viewer: Viewer, replyId: string, locale: 'id' | 'en') {
  const reply = await db.selectFrom('forum_posts').selectAll().where('id', '=', replyId).executeTakeFirst();
  if (!reply) throw notFound();
  const { row, board } = await visibleThread(db, viewer, reply.thread_id, locale);
  if (reply.hidden && !board.moderator) throw notFound();
  return { reply, thread: row, board };
}

export async function editReply(ctx: AppContext, viewer: Viewer, replyId: string, body: string, locale: 'id' | 'en'): Promise<string> {
  checkText(body);
  const { reply, thread, board } = await visibleReply(ctx.db, viewer, replyId, locale);
  checkEditable(viewer, reply.author_account_id, reply.created_at);
  if (thread.locked) throw new HttpError(409, 'calendarForum.forum.errors.locked');
  await ctx.db.updateTable('forum_posts').set({ body, edited_at: new Date() }).where('id', '=', replyId).execute();
  await notifyMentions(ctx, viewer, board, { threadId: thread.id, postId: replyId, title: thread.title, body });
  return thread.id;
}

function checkModerator(board: Board) {
  if (!board.moderator) throw new HttpError(403, 'calendarForum.forum.errors.notModerator');
}

export async function moderateThread(
  db: Db,
  viewer: Viewer,
  threadId: string,
  change: { pinned?: boolean; locked?: boolean; hidden?: boolean },
  locale: 'id' | 'en',
) {
  const { board } = await visibleThread(db, viewer, threadId, locale);
  checkModerator(board);
  if (Object.keys(change).length === 0) return;
  await db.updateTable('forum_threads').set(change).where('id', '=', threadId).execute();
}

export async function moderateReply(db: Db, viewer: Viewer, replyId: string, hidden: boolean, locale: 'id' | 'en'): Promise<string> {
  const { reply, board } = await visibleReply(db, viewer, replyId, locale);
  checkModerator(board);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('forum_posts').set({ hidden }).where('id', '=', replyId).execute();
    // The count shown in lists is of the replies a learner sees.
    await trx
      .updateTable('forum_threads')
      .set({
        reply_count: trx
          .selectFrom('forum_posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('thread_id', '=', reply.thread_id)
          .where('hidden', '=', false),
      })
      .where('id', '=', reply.thread_id)
      .execute();
  });
  return reply.thread_id;
}

// Mentions.

/** The people who see a board: a course's enrolled learners and its classes' trainers; everyone with the forum. */
function boardPeople(db: Db, courseId: string | null) {
  let query = db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.id', 'users.fullname as name'])
    .where('accounts.role_name', 'in', FORUM_ROLES);
  if (courseId !== null) {
    query = query.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('enrolments')
            .innerJoin('program_courses', 'program_courses.program_id', 'enrolments.program_id')
            .select('enrolments.id')
            .whereRef('enrolments.account_id', '=', 'accounts.id')
            .where('program_courses.course_id', '=', courseId),
        ),
        eb.exists(
          eb
            .selectFrom('course_classes')
            .select('course_classes.id')
            .whereRef('course_classes.trainer_account_id', '=', 'accounts.id')
            .where('course_classes.course_id', '=', courseId),
        ),
      ]),
    );
  }
  return query;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The `@` picker: up to 10 people of the board whose name contains the text, the viewer left out. */
export async function mentionCandidates(db: Db, viewer: Viewer, board: Board, text: string) {
  const rows = await boardPeople(db, board.courseId)
    .where('users.fullname', 'ilike', `%${escapeLike(text.trim())}%`)
    .where('accounts.id', '!=', viewer.accountId)
    .orderBy('users.fullname')
    .orderBy('accounts.id')
    .limit(10)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/**
 * Tells the people a post mentions, each once per post however often it is edited (forum_mentions): only people who
 * see the board (anyone else's id in a post is ignored) and not the author.
 */
async function notifyMentions(
  ctx: AppContext,
  viewer: Viewer,
  board: Board,
  post: { threadId: string; postId: string | null; title: string; body: string },
): Promise<void> {
  const ids = mentionedIds(post.body).filter((id) => id !== viewer.accountId);
  if (ids.length === 0) return;
  const visible = await boardPeople(ctx.db, board.courseId).where('accounts.id', 'in', ids).execute();
  if (visible.length === 0) return;
  const fresh = await ctx.db
    .insertInto('forum_mentions')
    .values(visible.map((person) => ({ thread_id: post.threadId, post_id: post.postId, account_id: person.id })))
    .onConflict((conflict) => conflict.doNothing())
    .returning('account_id')
    .execute();
  if (fresh.length === 0) return;
  const author = await ctx.db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select('users.fullname')
    .where('accounts.id', '=', viewer.accountId)
    .executeTakeFirstOrThrow();
  const text = (locale: 'id' | 'en') => ({
    title: translate(locale, 'calendarForum.forum.notifications.mentionTitle', { name: author.fullname }),
    body: translate(locale, 'calendarForum.forum.notifications.mentionBody', { thread: post.title }),
  });
  const [id, en] = [text('id'), text('en')];
  ctx.events.emit('notification.requested', {
    category: 'learning',
    accountIds: fresh.map((row) => row.account_id),
    title: { id: id.title, en: en.title },
    body: { id: id.body, en: en.body },
    // Root-relative, as every notification link (the reader's language is added where it is opened).
    link: `/member/forum/${boardIdOf(board.courseId)}/${post.threadId}`,
  });
}
