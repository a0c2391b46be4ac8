import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { NewNotification, NotificationView, Recipients } from './model';

function audienceLabel(recipients: Recipients): string {
  return recipients.kind === 'role' ? `role:${recipients.role}` : recipients.kind;
}

/** The accounts a notification goes to: those of its recipients that existed when it was written. */
function recipientAccounts(db: Db, recipients: Exclude<Recipients, { kind: 'accounts' }>, writtenAt: Date) {
  const accounts = db.selectFrom('accounts').where('created_at', '<=', writtenAt);
  return recipients.kind === 'role' ? accounts.where('role_name', '=', recipients.role) : accounts;
}

/** The notifications row of a new notification (its receipts are written beside it or by a fan-out job). */
const notificationRow = (input: NewNotification) => ({
  category: input.category,
  title_id: input.title.id,
  title_en: input.title.en,
  body_id: input.body.id,
  body_en: input.body.en,
  link: input.link,
  audience: audienceLabel(input.recipients),
  created_by: input.createdBy,
});

/** A notification just written, as its recipients see it (unread). */
const newNotificationView = (input: NewNotification, row: { id: string; created_at: Date }): NotificationView => ({
  id: row.id,
  category: input.category,
  title: input.title,
  body: input.body,
  link: input.link,
  createdAt: row.created_at.toISOString(),
  read: false,
});

/**
 * A broadcast's notification row and how many accounts it goes to, without their receipts (a job writes those in
 * chunks: fanOutChunk). The count is of the accounts that exist at the notification's time, which the chunks follow.
 */
export async function insertBroadcast(
  db: Db,
  input: NewNotification & { recipients: Exclude<Recipients, { kind: 'accounts' }> },
): Promise<{ view: NotificationView; recipients: number }> {
  const row = await db.insertInto('notifications').values(notificationRow(input)).returning(['id', 'created_at']).executeTakeFirstOrThrow();
  const counted = await recipientAccounts(db, input.recipients, row.created_at)
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { view: newNotificationView(input, row), recipients: Number(counted.n) };
}

/**
 * Writes the receipts of the next `size` recipient accounts after `after` (in id order) in one insert; answers the
 * last account of the chunk, or null when none was left. A receipt already written is skipped, so a job that is run
 * again after a failure half-way writes each receipt once.
 */
export async function fanOutChunk(
  db: Db,
  notification: { id: string; createdAt: Date },
  recipients: Exclude<Recipients, { kind: 'accounts' }>,
  after: string | null,
  size: number,
): Promise<string | null> {
  const chunk = await recipientAccounts(db, recipients, notification.createdAt)
    .select('id')
    .$if(after !== null, (query) => query.where('id', '>', after!))
    .orderBy('id')
    .limit(size)
    .execute();
  if (chunk.length === 0) return null;
  await db
    .insertInto('notification_receipts')
    .values(chunk.map((account) => ({ notification_id: notification.id, account_id: account.id })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return chunk[chunk.length - 1]!.id;
}

/** A notification as stored, for the fan-out job that pushes it once its receipts are written. */
export async function findNotification(db: Db, id: string): Promise<(NotificationView & { writtenAt: Date }) | undefined> {
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'category', 'title_id', 'title_en', 'body_id', 'body_en', 'link', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    category: row.category,
    title: { id: row.title_id, en: row.title_en },
    body: { id: row.body_id, en: row.body_en },
    link: row.link,
    createdAt: row.created_at.toISOString(),
    read: false,
    writtenAt: row.created_at,
  };
}

/** Writes the notification and one receipt per recipient account, in one transaction. */
export async function insertNotification(db: Db, input: NewNotification): Promise<{ view: NotificationView; recipients: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('notifications').values(notificationRow(input)).returning(['id', 'created_at']).executeTakeFirstOrThrow();
    const accounts = trx.selectFrom('accounts').select([sql<string>`${row.id}::uuid`.as('notification_id'), 'id as account_id']);
    const { recipients } = input;
    const scoped =
      recipients.kind === 'accounts'
        ? accounts.where('id', 'in', recipients.ids.length ? recipients.ids : ['00000000-0000-0000-0000-000000000000'])
        : recipients.kind === 'role'
          ? accounts.where('role_name', '=', recipients.role)
          : accounts;
    const inserted = await trx.insertInto('notification_receipts').columns(['notification_id', 'account_id']).expression(scoped).executeTakeFirst();
    return {
      view: newNotificationView(input, row),
      recipients: Number(inserted.numInsertedOrUpdatedRows ?? 0),
    };
  });
}

export async function countUnread(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('notification_receipts')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listNotifications(db: Db, accountId: string, pageIndex: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('notification_receipts as r')
      .innerJoin('notifications as n', 'n.id', 'r.notification_id')
      .select(['n.id', 'n.category', 'n.title_id', 'n.title_en', 'n.body_id', 'n.body_en', 'n.link', 'n.created_at', 'r.read_at'])
      .where('r.account_id', '=', accountId)
      .orderBy('r.created_at', 'desc')
      .orderBy('n.id')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    db
      .selectFrom('notification_receipts')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  const items: NotificationView[] = rows.map((row) => ({
    id: row.id,
    category: row.category,
    title: { id: row.title_id, en: row.title_en },
    body: { id: row.body_id, en: row.body_en },
    link: row.link,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  }));
  return { items, totalItems: Number(total.n) };
}

/** Marks one of the caller's receipts read; false when the caller has no such notification. */
export async function markRead(db: Db, accountId: string, notificationId: string): Promise<boolean> {
  const row = await db
    .updateTable('notification_receipts')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('account_id', '=', accountId)
    .where('notification_id', '=', notificationId)
    .returning('notification_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Db, accountId: string): Promise<void> {
  await db
    .updateTable('notification_receipts')
    .set({ read_at: new Date() })
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .execute();
}

export async function accountIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('accounts').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}
