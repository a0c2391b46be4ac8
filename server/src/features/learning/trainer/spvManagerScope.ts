import type { Db } from '../../../db/connect';
import { tenantIds } from '../../../platform/tenancy';
import { watchedTraineeIds } from '../access';
import { ALL_TRAINERS } from '@core/learning/trainerSelection';

/**
 * What a client company's supervisor or manager watches on the trainer dashboard (SPEC 6: several trainers' data):
 * the classes where their trainees learn (the SPV's reports, the manager's whole company: watchedTraineeIds) and
 * the trainers of those classes. Another class or trainer is not theirs to see (404 / left out).
 */

/** SPEC 7's profileTrainerIds (one value or the key repeated): the chosen trainers, none for 'All Trainer' (0). */
export function chosenTrainers(value: string | readonly string[] | undefined): string[] {
  const values = value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
  return values.includes(ALL_TRAINERS) ? [] : [...new Set(values)];
}

/** The classes the account's trainees are placed in, of the chosen trainers (all when none is chosen). */
export async function watchedClassIds(db: Db, accountId: string, trainerIds: readonly string[] = []): Promise<string[]> {
  let query = db
    .selectFrom('learner_courses')
    .innerJoin('course_classes', 'course_classes.id', 'learner_courses.class_id')
    .select('course_classes.id')
    .distinct()
    .where('learner_courses.account_id', 'in', await watchedTraineeIds(db, accountId));
  if (trainerIds.length) query = query.where('course_classes.trainer_account_id', 'in', [...trainerIds]);
  const rows = await query.execute();
  return tenantIds(rows.map((row) => row.id));
}

/** The trainers of the watched classes as SPEC 3's trainer lookup items ({value, text}), by name. */
export async function watchedTrainers(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('course_classes')
    .innerJoin('accounts', 'accounts.id', 'course_classes.trainer_account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.id as value', 'users.fullname as text'])
    .distinct()
    .where('course_classes.id', 'in', await watchedClassIds(db, accountId))
    .orderBy('users.fullname')
    .execute();
  return { items: rows };
}
