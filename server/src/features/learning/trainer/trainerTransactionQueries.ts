import { sql } from 'kysely';
import { jakartaDate } from '@core/learning/trainerStats';
import type { Db } from '../../../db/connect';
import type { Paging } from './trainerDashboardQueries';

/**
 * The trainer's fees (trainer-transaction): for each paid order item that placed a learner in one of the trainer's
 * classes, the item's total shared evenly among the courses its program opens (a package opens several), times the
 * class's fee_rate, rounded to whole rupiah. Months are the payment's month in Jakarta (the order's 'paid' event).
 */
export async function trainerFees(db: Db, trainerAccountId: string, year: number | undefined, paging: Paging) {
  const rows = await db
    .selectFrom('learner_courses')
    .innerJoin('course_classes', 'course_classes.id', 'learner_courses.class_id')
    .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
    .innerJoin('enrolments', 'enrolments.id', 'learner_courses.enrolment_id')
    .innerJoin('order_items', 'order_items.id', 'enrolments.order_item_id')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select((eb) => [
      'learner_courses.id',
      'course_classes.id as classId',
      'course_classes.name as className',
      'courses.id as courseId',
      'courses.title as courseName',
      'users.fullname as learnerName',
      'orders.id as orderId',
      'order_items.total as itemTotal',
      'course_classes.fee_rate as feeRate',
      eb
        .selectFrom('program_courses')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('program_courses.program_id', '=', 'order_items.program_id')
        .as('coursesOfProgram'),
      sql<Date>`coalesce((select max(order_events.created_at) from order_events where order_events.order_id = orders.id and order_events.to_state = 'paid'), orders.created_at)`.as(
        'paidAt',
      ),
    ])
    .where('course_classes.trainer_account_id', '=', trainerAccountId)
    .where('orders.state', '=', 'paid')
    .execute();

  const fees = rows
    .map((row) => {
      const amount = Math.round(Number(row.itemTotal) / Math.max(1, Number(row.coursesOfProgram ?? 1)));
      const paidAt = new Date(row.paidAt);
      return {
        id: row.id,
        classId: row.classId,
        className: row.className,
        courseId: row.courseId,
        courseName: row.courseName,
        learnerName: row.learnerName,
        orderId: row.orderId,
        paidAt: paidAt.toISOString(),
        month: jakartaDate(paidAt).slice(0, 7),
        amount,
        feeRate: Number(row.feeRate),
        fee: Math.round(amount * Number(row.feeRate)),
      };
    })
    .filter((fee) => year === undefined || fee.month.startsWith(`${year}-`))
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt) || a.id.localeCompare(b.id));

  const months = new Map<string, { month: string; fee: number; count: number }>();
  const courses = new Map<string, { courseId: string; courseName: string; fee: number; count: number }>();
  for (const fee of fees) {
    const month = months.get(fee.month) ?? { month: fee.month, fee: 0, count: 0 };
    months.set(fee.month, { ...month, fee: month.fee + fee.fee, count: month.count + 1 });
    const course = courses.get(fee.courseId) ?? { courseId: fee.courseId, courseName: fee.courseName, fee: 0, count: 0 };
    courses.set(fee.courseId, { ...course, fee: course.fee + fee.fee, count: course.count + 1 });
  }
  const start = (paging.pageIndex - 1) * paging.pageSize;
  return {
    currency: 'IDR' as const,
    totalFee: fees.reduce((sum, fee) => sum + fee.fee, 0),
    months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
    courses: [...courses.values()].sort((a, b) => b.fee - a.fee || a.courseName.localeCompare(b.courseName)),
    items: fees.slice(start, start + paging.pageSize).map(({ month: _month, ...fee }) => fee),
    total: fees.length,
    ...paging,
  };
}
