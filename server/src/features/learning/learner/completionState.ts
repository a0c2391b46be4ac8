import { sql } from 'kysely';
import { courseComplete } from '@core/learning/completion';
import type { CourseDocument } from '@core/learning/courseDocument';
import type { Db } from '../../../db/connect';
import { learnerVersionDocument } from './learnerDocuments';

/** The certificate number's prefix: BISA Learning Certificate. */
const CERTIFICATE_PREFIX = 'BISA-LC';

export const completionCertificateNumber = (year: number, sequence: number) => `${CERTIFICATE_PREFIX}-${year}-${String(sequence).padStart(5, '0')}`;

/** The year's next number: one upsert, so two courses completed at once never share one. */
async function nextNumber(db: Db, year: number): Promise<string> {
  const row = await db
    .insertInto('learning_certificate_sequences')
    .values({ year, last_value: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ last_value: sql<number>`learning_certificate_sequences.last_value + 1` }))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return completionCertificateNumber(year, row.last_value);
}

/**
 * After an activity's progress changed (a report, a quiz pass, a SCORM status, an OJT grade): when every required
 * activity of the learner's version is done, the course is completed now and its certificate numbered. A completed
 * course stays completed (its certificate was issued). Answers whether the course is complete.
 */
export async function refreshCompletion(db: Db, learnerCourseId: string): Promise<boolean> {
  // The course and its done activities in one read (a quiz pass or a SCORM status calls this on every completion).
  const learnerCourse = await db
    .selectFrom('learner_courses')
    .select([
      'course_id',
      'version',
      'completed_at',
      sql<string[]>`array(select activity_id from activity_progress where learner_course_id = learner_courses.id and is_done)`.as('done'),
    ])
    .where('id', '=', learnerCourseId)
    .executeTakeFirst();
  if (!learnerCourse) return false;
  if (learnerCourse.completed_at) return true;
  return completeWhenDone(db, learnerCourseId, await learnerVersionDocument(db, learnerCourse.course_id, learnerCourse.version), learnerCourse.done);
}

/**
 * refreshCompletion's second half, for a caller that already read the done activities (a quiz submit reads them in
 * its own write): completes the course when they cover every required activity of the document.
 */
export async function completeWhenDone(db: Db, learnerCourseId: string, document: CourseDocument, done: Iterable<string>): Promise<boolean> {
  if (!courseComplete(document, new Set(done))) return false;
  const now = new Date();
  const number = await nextNumber(db, now.getUTCFullYear());
  // Only the first caller completes it: a concurrent refresh finds completed_at set and leaves its number unused.
  await db
    .updateTable('learner_courses')
    .set({ completed_at: now, certificate_number: number })
    .where('id', '=', learnerCourseId)
    .where('completed_at', 'is', null)
    .execute();
  return true;
}
