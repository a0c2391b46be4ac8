import { sql } from 'kysely';
import { PROGRAM_PAGE_PATTERN, type PageView } from '@core/analytics/pageViews';
import type { PageViewReport } from '@core/analytics/report.contract';
import type { Db } from '../../db/connect';

/** The day a view is counted on: the platform's own (Western Indonesia Time), not the server's. */
const today = sql<string>`(now() at time zone 'Asia/Jakarta')::date`;
const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;

/** Adds one view to the day's counters (never stores the view itself). */
export async function countPageView(db: Db, view: PageView): Promise<void> {
  await db
    .insertInto('page_view_counts')
    .values({ day: today, path: view.path, locale: view.locale, device: view.device, views: 1 })
    .onConflict((conflict) => conflict.columns(['day', 'path', 'locale', 'device']).doUpdateSet({ views: sql`page_view_counts.views + 1` }))
    .execute();
  await db
    .insertInto('page_view_referrers')
    .values({ day: today, referrer_host: view.referrerHost, views: 1 })
    .onConflict((conflict) => conflict.columns(['day', 'referrer_host']).doUpdateSet({ views: sql`page_view_referrers.views + 1` }))
    .execute();
}

const since = (days: number) => sql<string>`(now() at time zone 'Asia/Jakarta')::date - ${days - 1}::int`;
const total = sql<string>`sum(views)`;

export async function pageViewReport(db: Db, days: number): Promise<PageViewReport> {
  const counts = db.selectFrom('page_view_counts').where('day', '>=', since(days));
  const [perDay, perPage, perLocale, perDevice, referrers, programViews] = await Promise.all([
    counts
      .select([dayText.as('day'), total.as('views')])
      .groupBy('day')
      .orderBy('day')
      .execute(),
    counts
      .select(['path', total.as('views')])
      .groupBy('path')
      .orderBy(total, 'desc')
      .orderBy('path')
      .limit(20)
      .execute(),
    counts
      .select(['locale', total.as('views')])
      .groupBy('locale')
      .orderBy('locale')
      .execute(),
    counts
      .select(['device', total.as('views')])
      .groupBy('device')
      .orderBy('device')
      .execute(),
    db
      .selectFrom('page_view_referrers')
      .where('day', '>=', since(days))
      .where('referrer_host', '<>', '')
      .select(['referrer_host as host', total.as('views')])
      .groupBy('referrer_host')
      .orderBy(total, 'desc')
      .orderBy('referrer_host')
      .limit(10)
      .execute(),
    counts.where('path', '~', PROGRAM_PAGE_PATTERN).select(total.as('views')).executeTakeFirst(),
  ]);
  const from = sql<Date>`(${since(days)})::timestamp at time zone 'Asia/Jakarta'`;
  // Added to a cart: what still waits in carts plus what has gone on to an order (checkout empties the cart).
  const [inCarts, ordered, paid] = await Promise.all([
    db
      .selectFrom('order_carts')
      .where('created_at', '>=', from)
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .where('orders.created_at', '>=', from)
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .where('created_at', '>=', from)
      .where('state', 'in', ['paid', 'fulfilled'])
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const n = (value: string | number | null | undefined) => Number(value ?? 0);
  return {
    days,
    perDay: perDay.map((row) => ({ day: row.day, views: n(row.views) })),
    perPage: perPage.map((row) => ({ path: row.path, views: n(row.views) })),
    perLocale: perLocale.map((row) => ({ locale: row.locale, views: n(row.views) })),
    perDevice: perDevice.map((row) => ({ device: row.device, views: n(row.views) })),
    referrers: referrers.map((row) => ({ host: row.host, views: n(row.views) })),
    funnel: { programViews: n(programViews?.views), addedToCart: n(inCarts.n) + n(ordered.n), paidOrders: n(paid.n) },
  };
}
