import { parseVrImport, vrError, vrRowKey, type VrImportError, type VrRow } from '@core/learning/vrImport';
import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import type { Db } from '../../../db/connect';
import { HttpError } from '../../../platform/httpError';
import { trainerClass } from './sessionsQueries';

/**
 * VR results (class operations; the format: packages/core/src/learning/vrImport.ts): the trainer imports a file for
 * one of their classes, all or nothing; a row naming anyone who is not a learner of the class is refused with its
 * line. A run already imported (same learner, scenario, time) is skipped.
 */

interface CheckedImport {
  rows: (VrRow & { accountId: string })[];
  duplicateLines: number[];
  errors: VrImportError[];
}

async function checkImport(db: Db, classId: string, text: string): Promise<CheckedImport> {
  const parsed = parseVrImport(text, new Date());
  const learners = await db
    .selectFrom('learner_courses')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['learner_courses.account_id', 'users.email'])
    .where('learner_courses.class_id', '=', classId)
    .execute();
  const byEmail = new Map(learners.map((row) => [row.email.toLowerCase(), row.account_id]));
  const errors = [...parsed.errors];
  const rows: CheckedImport['rows'] = [];
  for (const row of parsed.rows) {
    const accountId = byEmail.get(row.email);
    if (accountId) rows.push({ ...row, accountId });
    else errors.push(vrError(row.line, 'notInClass', { value: row.email }));
  }
  const existing = rows.length
    ? await db
        .selectFrom('vr_results')
        .innerJoin('accounts', 'accounts.id', 'vr_results.account_id')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select(['users.email', 'vr_results.scenario', 'vr_results.recorded_at'])
        .where('vr_results.class_id', '=', classId)
        .where('vr_results.account_id', 'in', [...new Set(rows.map((row) => row.accountId))])
        .execute()
    : [];
  const known = new Set(
    existing.map((row) => vrRowKey({ email: row.email.toLowerCase(), scenario: row.scenario, recordedAt: row.recorded_at.toISOString() })),
  );
  return {
    rows: rows.filter((row) => !known.has(vrRowKey(row))),
    duplicateLines: [...parsed.duplicateLines, ...rows.filter((row) => known.has(vrRowKey(row))).map((row) => row.line)].sort((a, b) => a - b),
    errors: errors.sort((a, b) => a.line - b.line),
  };
}

const translated = (locale: Locale, errors: readonly VrImportError[]) =>
  errors.map((error) => ({ line: error.line, message: translate(locale, error.key, error.params) }));

/** What an import would do, with every error in the caller's language (nothing stored). */
export async function previewVrImport(db: Db, trainerAccountId: string, classId: string, text: string, locale: Locale) {
  const owned = await trainerClass(db, trainerAccountId, classId);
  const checked = await checkImport(db, owned.id, text);
  return { newRows: checked.rows.length, duplicateLines: checked.duplicateLines, errors: translated(locale, checked.errors) };
}

/** Stores the file's new runs, or nothing when any row is wrong (422 with the lines). */
export async function importVrResults(db: Db, trainerAccountId: string, classId: string, text: string, locale: Locale) {
  const owned = await trainerClass(db, trainerAccountId, classId);
  const checked = await checkImport(db, owned.id, text);
  if (checked.errors.length)
    throw new HttpError(422, 'classOps.vr.errors.invalid', { count: checked.errors.length }, {}, {}, { errors: translated(locale, checked.errors) });
  const now = new Date();
  const inserted = checked.rows.length
    ? await db
        .insertInto('vr_results')
        .values(
          checked.rows.map((row) => ({
            class_id: owned.id,
            account_id: row.accountId,
            scenario: row.scenario,
            score: row.score,
            passed: row.passed,
            duration_seconds: row.durationSeconds,
            recorded_at: row.recordedAt,
            imported_by: trainerAccountId,
            imported_at: now,
          })),
        )
        // A run imported by a concurrent request in between is skipped as well.
        .onConflict((conflict) => conflict.columns(['class_id', 'account_id', 'scenario', 'recorded_at']).doNothing())
        .returning('id')
        .execute()
    : [];
  return { imported: inserted.length, skipped: checked.duplicateLines.length + checked.rows.length - inserted.length };
}

const vrColumns = [
  'vr_results.id',
  'vr_results.scenario',
  'vr_results.score',
  'vr_results.passed',
  'vr_results.duration_seconds',
  'vr_results.recorded_at',
  'vr_results.imported_at',
] as const;

const vrView = (row: {
  id: string;
  scenario: string;
  score: string | number;
  passed: boolean;
  duration_seconds: number | null;
  recorded_at: Date;
  imported_at: Date;
}) => ({
  id: row.id,
  scenario: row.scenario,
  score: Number(row.score),
  passed: row.passed,
  durationSeconds: row.duration_seconds,
  recordedAt: row.recorded_at.toISOString(),
  importedAt: row.imported_at.toISOString(),
});

/** The class's imported runs, newest first. */
export async function classVrResults(db: Db, trainerAccountId: string, classId: string) {
  const owned = await trainerClass(db, trainerAccountId, classId);
  const rows = await db
    .selectFrom('vr_results')
    .innerJoin('accounts', 'accounts.id', 'vr_results.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select([...vrColumns, 'users.fullname', 'users.email'])
    .where('vr_results.class_id', '=', owned.id)
    .orderBy('vr_results.recorded_at', 'desc')
    .orderBy('vr_results.id')
    .limit(2000)
    .execute();
  return rows.map((row) => ({ ...vrView(row), learner: { name: row.fullname, email: row.email } }));
}

/** The learner's own runs (result/vr), with the course and class they were imported for. */
export async function learnerVrResults(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('vr_results')
    .innerJoin('course_classes', 'course_classes.id', 'vr_results.class_id')
    .innerJoin('courses', 'courses.id', 'course_classes.course_id')
    .select([...vrColumns, 'courses.id as course_id', 'courses.title as course_title', 'course_classes.name as class_name'])
    .where('vr_results.account_id', '=', accountId)
    .orderBy('vr_results.recorded_at', 'desc')
    .orderBy('vr_results.id')
    .limit(2000)
    .execute();
  return rows.map((row) => ({ ...vrView(row), courseId: row.course_id, courseTitle: row.course_title, className: row.class_name }));
}
