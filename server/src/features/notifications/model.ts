import type { Static } from 'typebox';
import type { LocalizedText } from '@core/contract/common';
import type { NotificationItem } from '@core/notifications/contract';
import type { RoleName } from '@core/rules/roles';

/** What kind of event a notification reports; the client may pick an icon by it. */
export type NotificationCategory =
  | 'welcome'
  | 'password-changed'
  | 'announcement'
  | 'company-request'
  | 'order-paid'
  | 'payment-rejected'
  | 'certification'
  | 'organisation'
  | 'jobs'
  | 'learning';

export type LocalizedText = Static<typeof LocalizedText>;

/** A notification as the API lists it and the hub pushes it (method RECEIVE_NOTIFICATION, one argument): the core's type. */
export type NotificationView = NotificationItem;

/** The hub method the client listens to; documented in docs/decisions/2026-11-22-foundations.md and used by packages/core's client. */
export const RECEIVE_NOTIFICATION = 'ReceiveNotification';

export type Recipients = { kind: 'accounts'; ids: string[] } | { kind: 'role'; role: RoleName } | { kind: 'all' };

export interface NewNotification {
  category: NotificationCategory;
  title: LocalizedText;
  body: LocalizedText;
  link: string | null;
  recipients: Recipients;
  createdBy: string | null;
}
