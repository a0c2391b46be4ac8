import { sql } from 'kysely';
import type { MyProgram } from '../../../../src/core/checkout/myPrograms';
import type { Locale } from '../../../../src/core/i18n/locales';
import type { Db } from '../../db/connect';

const ENROLMENT_STATUS: Record<string, string> = { paid: 'active', fulfilled: 'completed', refunded: 'refunded' };

/** The account's enrolments and certification registrations, newest first. */
export async function myProgramsOf(db: Db, accountId: string, locale: Locale): Promise<MyProgram[]> {
  const title = locale === 'en' ? 'programs.title_en' : 'programs.title_id';
  const [enrolments, registrations] = await Promise.all([
    db
      .selectFrom('enrolments')
      .innerJoin('programs', 'programs.id', 'enrolments.program_id')
      .innerJoin('order_items', 'order_items.id', 'enrolments.order_item_id')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['enrolments.id', 'programs.id as program_id', sql<string>`${sql.ref(title)}`.as('title'), 'programs.kind', 'enrolments.created_at', 'orders.state'])
      .where('enrolments.account_id', '=', accountId)
      .execute(),
    db
      .selectFrom('certification_registrations')
      .innerJoin('programs', 'programs.id', 'certification_registrations.program_id')
      .select(['certification_registrations.id', 'programs.id as program_id', sql<string>`${sql.ref(title)}`.as('title'), 'programs.kind', 'certification_registrations.created_at', 'certification_registrations.status'])
      .where('certification_registrations.account_id', '=', accountId)
      .execute(),
  ]);
  return [
    ...enrolments.map((row) => ({ id: row.id, programId: row.program_id, title: row.title, kind: row.kind, enrolledAt: row.created_at.toISOString(), status: ENROLMENT_STATUS[row.state] ?? row.state })),
    ...registrations.map((row) => ({ id: row.id, programId: row.program_id, title: row.title, kind: row.kind, enrolledAt: row.created_at.toISOString(), status: row.status })),
  ].sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
}
