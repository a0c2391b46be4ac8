import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ACTIVE_REGISTRATION_STATES } from '@core/certification/states';
import { buildCalendarEvents, type CalendarRows, type CertificationRow, type DeadlineRow, type SessionRow } from '@core/learning/calendar';
import type { CalendarEvent } from '@core/learning/calendar.contract';
import type { Locale } from '@core/i18n/locales';
import type { RoleName } from '@core/rules/roles';
import type { Db } from '../../../db/connect';
import { classIdsOfTrainer, watchedTraineeIds } from '../access';

/**
 * The learning calendar's reads (packages/core/src/learning/calendar.ts has the rules): whose events a person
 * sees follows their role, through access.ts's scopes:
 * - a learner (Trainee, Trainee Staff): the sessions of their classes, the end days of their unfinished courses'
 *   classes and the certification schedules they registered for (not rejected or withdrawn);
 * - a trainer (Trainer, Trainer Staff): the sessions of the classes they teach;
 * - a supervisor or manager (Trainee SPV, Trainee Manager): the sessions of the trainees they watch, naming them.
 */

export const LEARNER_CALENDAR_ROLES = ['Trainee', 'Trainee Staff'] as const satisfies readonly RoleName[];
export const TRAINER_CALENDAR_ROLES = ['Trainer', 'Trainer Staff'] as const satisfies readonly RoleName[];
export const WATCHER_CALENDAR_ROLES = ['Trainee SPV', 'Trainee Manager'] as const satisfies readonly RoleName[];
/** Who has a learning calendar (the JSON read and the feed). The assessor SPV's jadwal is their schedules' page. */
export const CALENDAR_ROLES: readonly RoleName[] = [...LEARNER_CALENDAR_ROLES, ...TRAINER_CALENDAR_ROLES, ...WATCHER_CALENDAR_ROLES];

const has = (roles: readonly RoleName[], role: string) => (roles as readonly string[]).includes(role);
/** The registration states whose schedule is still the asesi's to attend or has been (decided ones too). */
const SCHEDULED_STATES = [
  'submitted',
  'verified',
  ...ACTIVE_REGISTRATION_STATES,
  'recommended-k',
  'recommended-bk',
  'competent',
  'not-yet-competent',
];

interface Span {
  from: Date;
  to: Date;
}

function sessionsQuery(db: Db, span: Span) {
  return db
    .selectFrom('class_sessions')
    .innerJoin('course_classes', 'course_classes.id', 'class_sessions.class_id')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .select([
      'class_sessions.id',
      'class_sessions.title',
      'class_sessions.starts_at as startsAt',
      'class_sessions.ends_at as endsAt',
      'class_sessions.place',
      'class_sessions.online_url as onlineUrl',
      'courses.title as courseTitle',
      'course_classes.name as className',
    ])
    .where('class_sessions.starts_at', '<', span.to)
    .where('class_sessions.ends_at', '>', span.from);
}

/** Sessions of the learners' classes, with the learner's name when asked for someone else's. */
async function learnerSessions(db: Db, accountIds: readonly string[], span: Span, named: boolean): Promise<SessionRow[]> {
  return sessionsQuery(db, span)
    .innerJoin('learner_courses', 'learner_courses.class_id', 'class_sessions.class_id')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(named ? 'users.fullname as personName' : (eb) => eb.val<string | null>(null).as('personName'))
    .where('learner_courses.account_id', 'in', accountIds)
    .execute();
}

/** A day of the span's instants, in UTC (the column is compared with it). */
const dateOnly = (value: Date) => value.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

async function learnerDeadlines(db: Db, accountId: string, span: Span): Promise<DeadlineRow[]> {
  const rows = await db
    .selectFrom('learner_courses')
    .innerJoin('course_classes', 'course_classes.id', 'learner_courses.class_id')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .select(['course_classes.id as classId', 'course_classes.name as className', 'courses.title as courseTitle'])
    // As text: node-postgres reads a date at local midnight, PGlite at UTC midnight.
    .select(sql<string>`to_char(course_classes.ends_on, 'YYYY-MM-DD')`.as('endsOn'))
    .where('learner_courses.account_id', '=', accountId)
    .where('learner_courses.completed_at', 'is', null)
    .where('course_classes.ends_on', '>=', dateOnly(new Date(span.from.getTime() - DAY_MS)))
    .where('course_classes.ends_on', '<=', dateOnly(span.to))
    .execute();
  // A deadline is the whole last day: it is in the span when that day overlaps it.
  return rows.filter((row) => {
    const day = new Date(`${row.endsOn}T00:00:00Z`).getTime();
    return day < span.to.getTime() && day + DAY_MS > span.from.getTime();
  });
}

async function certificationSchedules(db: Db, accountId: string, span: Span, locale: Locale): Promise<CertificationRow[]> {
  const rows = await db
    .selectFrom('assessment_registrations')
    .innerJoin('certification_schedules', 'certification_schedules.id', 'assessment_registrations.schedule_id')
    .innerJoin('certification_schemes', 'certification_schemes.id', 'certification_schedules.scheme_id')
    .innerJoin('test_sites', 'test_sites.id', 'certification_schedules.test_site_id')
    .select([
      'certification_schedules.id as scheduleId',
      'certification_schemes.title_id',
      'certification_schemes.title_en',
      'test_sites.name as siteName',
      'test_sites.address as siteAddress',
      'certification_schedules.starts_at as startsAt',
      'certification_schedules.ends_at as endsAt',
    ])
    .where('assessment_registrations.asesi_account_id', '=', accountId)
    .where('assessment_registrations.state', 'in', SCHEDULED_STATES)
    .where('certification_schedules.starts_at', '<', span.to)
    .where('certification_schedules.ends_at', '>', span.from)
    .execute();
  return rows.map(({ title_id, title_en, ...row }) => ({ ...row, schemeTitle: (locale === 'en' ? title_en : title_id) || title_id }));
}

/** The caller's calendar over the span, by their role; a role without a calendar has none. */
export async function calendarEvents(db: Db, accountId: string, role: string, span: Span, locale: Locale): Promise<CalendarEvent[]> {
  const rows: CalendarRows = { sessions: [], deadlines: [], certifications: [] };
  if (has(LEARNER_CALENDAR_ROLES, role)) {
    const [sessions, deadlines, certifications] = await Promise.all([
      learnerSessions(db, [accountId], span, false),
      learnerDeadlines(db, accountId, span),
      certificationSchedules(db, accountId, span, locale),
    ]);
    return buildCalendarEvents({ sessions, deadlines, certifications });
  }
  if (has(TRAINER_CALENDAR_ROLES, role)) {
    const classIds = await classIdsOfTrainer(db, accountId);
    return buildCalendarEvents({ ...rows, sessions: await sessionsQuery(db, span).where('class_sessions.class_id', 'in', classIds).execute() });
  }
  if (has(WATCHER_CALENDAR_ROLES, role)) {
    return buildCalendarEvents({ ...rows, sessions: await learnerSessions(db, await watchedTraineeIds(db, accountId), span, true) });
  }
  return [];
}

// The feed's secret address.

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, URL-safe: the only thing between the address and the person's schedule. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isFeedToken = (value: string) => FEED_TOKEN.test(value);

/** Makes the caller's feed token, replacing the one before (whose address then answers 404). Returns the token. */
export async function renewFeedToken(db: Db, accountId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('calendar_feeds')
    .values({ account_id: accountId, token: hashOf(token), created_at: new Date() })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ token: hashOf(token), created_at: new Date() }))
    .execute();
  return token;
}

/** When the caller's current feed address was made, or null when they have none. */
export async function feedCreatedAt(db: Db, accountId: string): Promise<Date | null> {
  const row = await db.selectFrom('calendar_feeds').select('created_at').where('account_id', '=', accountId).executeTakeFirst();
  return row?.created_at ?? null;
}

/** The feed's owner (account and role), or undefined for a token that is not anyone's current one. */
export async function feedOwner(db: Db, token: string): Promise<{ accountId: string; role: string } | undefined> {
  if (!isFeedToken(token)) return undefined;
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('accounts', 'accounts.id', 'calendar_feeds.account_id')
    .select(['accounts.id', 'accounts.role_name'])
    .where('calendar_feeds.token', '=', hashOf(token))
    .executeTakeFirst();
  return row && { accountId: row.id, role: row.role_name };
}
