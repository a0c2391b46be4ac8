import type { Db } from '../../db/connect';

/** The account's cart rows with their programs, oldest first. */
export function cartRows(db: Db, accountId: string) {
  return db
    .selectFrom('order_carts')
    .innerJoin('programs', 'programs.id', 'order_carts.program_id')
    .select([
      'order_carts.id',
      'order_carts.enrollment_type',
      'programs.id as program_id',
      'programs.sub_program_id',
      'programs.title_id',
      'programs.title_en',
      'programs.description_id',
      'programs.description_en',
      'programs.price',
      'programs.discount',
      'programs.cover',
    ])
    .where('order_carts.account_id', '=', accountId)
    .orderBy('order_carts.created_at')
    .orderBy('order_carts.id')
    .execute();
}

export type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/** The kind of a published program, or undefined. */
export function publishedProgram(db: Db, programId: number) {
  return db.selectFrom('programs').select(['kind']).where('id', '=', programId).where('published', '=', true).executeTakeFirst();
}

/** Whether the account is enrolled in (or registered for) the program already: bought once, never put in a cart again. */
export async function ownsProgram(db: Db, accountId: string, programId: number): Promise<boolean> {
  const [enrolment, registration] = await Promise.all([
    db.selectFrom('enrolments').select('id').where('account_id', '=', accountId).where('program_id', '=', programId).executeTakeFirst(),
    db
      .selectFrom('certification_registrations')
      .select('id')
      .where('account_id', '=', accountId)
      .where('program_id', '=', programId)
      .executeTakeFirst(),
  ]);
  return enrolment !== undefined || registration !== undefined;
}

/** Adds the program to the account's cart; undefined when it is there already. */
export function insertCartRow(db: Db, row: { accountId: string; programId: number; enrollmentType: number }) {
  return db
    .insertInto('order_carts')
    .values({ account_id: row.accountId, program_id: row.programId, enrollment_type: row.enrollmentType })
    .onConflict((conflict) => conflict.columns(['account_id', 'program_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Removes one of the account's own rows; undefined when it has no such row. */
export function deleteCartRow(db: Db, accountId: string, cartId: string) {
  return db.deleteFrom('order_carts').where('id', '=', cartId).where('account_id', '=', accountId).returning('id').executeTakeFirst();
}
