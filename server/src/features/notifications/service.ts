import { catalogs } from '@core/i18n/catalog';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { Fanout } from '../../platform/fanout';
import type { Audience } from '../../platform/hub/hub';
import type { JobQueue } from '../../platform/jobs/queue';
import { RECEIVE_NOTIFICATION, type NewNotification, type NotificationView, type Recipients } from './model';
import { fanOutChunk, findNotification, insertBroadcast, insertNotification } from './queries';

/** What travels between gateway instances: the notification and who should get it live. */
export interface Delivery {
  audience: Audience;
  notification: NotificationView;
}

/** A notification is a row first and a push second (DESIGN 5): nothing is lost while a recipient is offline. */
export async function notify(db: Db, fanout: Fanout, input: NewNotification) {
  const stored = await insertNotification(db, input);
  const delivery: Delivery = { audience: input.recipients, notification: stored.view };
  await fanout.publish(delivery);
  return stored;
}

/** The queue whose jobs write a broadcast's receipts and push it (one job per broadcast, keyed by the notification). */
export const FAN_OUT_JOB = 'notifications.fanout';

/** Receipts written per insert: one statement per thousand recipients keeps each short on PGlite and PostgreSQL. */
export const FAN_OUT_CHUNK = 1000;

type Broadcast = Exclude<Recipients, { kind: 'accounts' }>;

export interface FanOutJob {
  notificationId: string;
  recipients: Broadcast;
}

/**
 * A notification to a role or to everyone: the row and its job in one transaction, answered at once with how many
 * accounts it goes to; the receipts (possibly hundreds of thousands) are written by the job (fanOut).
 */
export async function broadcast(db: Db, jobs: Pick<JobQueue, 'enqueue' | 'wake'>, input: NewNotification & { recipients: Broadcast }) {
  const stored = await db.transaction().execute(async (trx) => {
    const written = await insertBroadcast(trx, input);
    const job: FanOutJob = { notificationId: written.view.id, recipients: input.recipients };
    // null: the queue is not defined (the feature's worker registers it), and the library dropped the job.
    if ((await jobs.enqueue(FAN_OUT_JOB, job, { key: written.view.id, within: trx })) === null)
      throw new Error(`queue ${FAN_OUT_JOB} is not defined`);
    return written;
  });
  jobs.wake(FAN_OUT_JOB);
  return stored;
}

/** The fan-out job: every recipient's receipt, a chunk per insert, then one push to whoever of them is connected. */
export async function fanOut(db: Db, fanout: Fanout, { notificationId, recipients }: FanOutJob, chunkSize = FAN_OUT_CHUNK) {
  const notification = await findNotification(db, notificationId);
  if (!notification) return;
  const { writtenAt, ...view } = notification;
  for (let after: string | null = null; ;) {
    after = await fanOutChunk(db, { id: notificationId, createdAt: writtenAt }, recipients, after, chunkSize);
    if (after === null) break;
  }
  const delivery: Delivery = { audience: recipients, notification: view };
  await fanout.publish(delivery);
}

/** The same catalog text in both languages, stored with the notification so it reads right in either. */
export function bothLanguages(key: 'welcomeTitle' | 'welcomeBody' | 'passwordChangedTitle' | 'passwordChangedBody') {
  return { id: catalogs.id.notifications[key], en: catalogs.en.notifications[key] };
}

export function isDelivery(message: unknown): message is Delivery {
  if (typeof message !== 'object' || message === null) return false;
  const { audience, notification } = message as Partial<Delivery>;
  return (
    typeof audience === 'object' &&
    audience !== null &&
    typeof notification === 'object' &&
    notification !== null &&
    typeof notification.id === 'string'
  );
}

/** Live delivery: every instance pushes each stored notification to its own hub connections of the recipients. */
export function deliverLive(ctx: AppContext) {
  ctx.fanout.subscribe((message) => {
    if (isDelivery(message)) ctx.hub.push(message.audience, RECEIVE_NOTIFICATION, [message.notification]);
  });
}
