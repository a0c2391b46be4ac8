import { catalogs } from '@core/i18n/catalog';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { Fanout } from '../../platform/fanout';
import type { Audience } from '../../platform/hub/hub';
import { RECEIVE_NOTIFICATION, type NewNotification, type NotificationView } from './model';
import { insertNotification } from './queries';

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
