import type { CourseDocument } from '@core/learning/courseDocument';
import type { ProgramDetail, ProgramListItem, ProgramReview, SyllabusModule } from '@core/catalogue/contract';
import type { Locale } from '@core/i18n/locales';
import { firstName } from '@core/catalogue/programDetail';
import type { Db } from '../../db/connect';
import { toIsoDate } from '../../platform/dates';
import { LIST_COLUMNS, toListItem } from './programListItem';
import { calendarDayIn } from '@core/time/zones';

/** A few comments and related programs are enough for a visitor to decide; the rest is in the member area. */
const REVIEW_LIMIT = 5;
const RELATED_LIMIT = 4;
const SCHEDULE_LIMIT = 6;

type LearningFacts = Pick<ProgramDetail, 'syllabus' | 'provider' | 'trainers' | 'schedule' | 'reviews' | 'related'>;

/**
 * What a visitor needs to decide on a program beyond its own row: the linked courses' published modules
 * (program_courses, the learning tables), who runs them, when their classes run, what learners said and similar
 * programs. Public data only: a reviewer appears by first name.
 */
export async function programLearningFacts(db: Db, programId: number, categoryId: number, locale: Locale): Promise<LearningFacts> {
  const courses = await db
    .selectFrom('program_courses')
    .innerJoin('courses', 'courses.id', 'program_courses.course_id')
    .innerJoin('course_versions', (join) =>
      join.onRef('course_versions.course_id', '=', 'courses.id').onRef('course_versions.version', '=', 'courses.current_version'),
    )
    .innerJoin('organisations', 'organisations.id', 'courses.organisation_id')
    .select(['courses.id', 'course_versions.structure', 'organisations.legal_name', 'courses.rating_total', 'courses.rating_count'])
    .where('program_courses.program_id', '=', programId)
    .where('courses.status', '=', 'published')
    .orderBy('program_courses.position')
    .execute();
  const courseIds = courses.map((course) => course.id);
  const [classes, reviews, related] = await Promise.all([
    courseIds.length ? upcomingClasses(db, courseIds) : [],
    courseIds.length ? latestReviews(db, courseIds) : [],
    relatedPrograms(db, programId, categoryId, locale),
  ]);
  const ratingCount = courses.reduce((sum, course) => sum + course.rating_count, 0);
  const ratingTotal = courses.reduce((sum, course) => sum + course.rating_total, 0);
  return {
    syllabus: courses.flatMap((course) => syllabusOf(course.structure as CourseDocument)),
    provider: courses[0]?.legal_name ?? null,
    trainers: [...new Set(classes.map((row) => row.trainer))],
    schedule: classes.map((row) => ({ name: row.name, startsOn: toIsoDate(row.starts_on), endsOn: toIsoDate(row.ends_on) })),
    reviews: { average: ratingCount > 0 ? Math.round((ratingTotal / ratingCount) * 10) / 10 : null, count: ratingCount, items: reviews },
    related,
  };
}

/** The visitor's view of a published document: titles, kinds and minutes, never files, quiz keys or OJT settings. */
function syllabusOf(document: CourseDocument): SyllabusModule[] {
  return document.modules.map((module) => ({
    title: module.title,
    activities: module.activities.map(({ title, kind, durationMinutes }) => ({ title, kind, durationMinutes })),
  }));
}

async function upcomingClasses(db: Db, courseIds: string[]) {
  return db
    .selectFrom('course_classes')
    .innerJoin('accounts', 'accounts.id', 'course_classes.trainer_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['course_classes.name', 'course_classes.starts_on', 'course_classes.ends_on', 'users.fullname as trainer'])
    .where('course_classes.course_id', 'in', courseIds)
    .where('course_classes.ends_on', '>=', calendarDayIn(new Date()))
    .orderBy('course_classes.starts_on')
    .orderBy('course_classes.id')
    .limit(SCHEDULE_LIMIT)
    .execute();
}

async function latestReviews(db: Db, courseIds: string[]): Promise<ProgramReview[]> {
  const rows = await db
    .selectFrom('course_feedback')
    .innerJoin('accounts', 'accounts.id', 'course_feedback.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['users.fullname', 'course_feedback.rating', 'course_feedback.comment', 'course_feedback.updated_at'])
    .where('course_feedback.course_id', 'in', courseIds)
    .where('course_feedback.comment', '<>', '')
    .orderBy('course_feedback.updated_at', 'desc')
    .limit(REVIEW_LIMIT)
    .execute();
  return rows.map((row) => ({
    firstName: firstName(row.fullname),
    rating: row.rating,
    comment: row.comment,
    date: calendarDayIn(row.updated_at),
  }));
}

async function relatedPrograms(db: Db, programId: number, categoryId: number, locale: Locale): Promise<ProgramListItem[]> {
  const rows = await db
    .selectFrom('programs')
    .select(LIST_COLUMNS)
    .where('published', '=', true)
    .where('category_id', '=', categoryId)
    .where('id', '<>', programId)
    .orderBy('discount', 'desc')
    .orderBy('id', 'desc')
    .limit(RELATED_LIMIT)
    .execute();
  return rows.map((row) => toListItem(row, locale));
}
