import { Type, type Static } from 'typebox';
import { LocalizedText, LocalizedTextInput, Nullable } from '../contract/common';

/** A notification as the gateway lists it and the hub pushes it (method ReceiveNotification, one argument). */
export const NotificationItem = Type.Object(
  {
    id: Type.String(),
    category: Type.String(),
    title: LocalizedText,
    body: LocalizedText,
    link: Nullable(Type.String()),
    createdAt: Type.String(),
    read: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type NotificationItem = Static<typeof NotificationItem>;

/** The caller's unread count (SPEC 7's GET /notification answers it under data.data). */
export const UnreadCount = Type.Object({ totalUnread: Type.Integer() }, { additionalProperties: false });
export type UnreadCount = Static<typeof UnreadCount>;

/** One page of the caller's notifications, newest first, with the unread count. */
export const NotificationPage = Type.Object(
  {
    items: Type.Array(NotificationItem),
    totalItems: Type.Integer(),
    pageIndex: Type.Integer(),
    pageSize: Type.Integer(),
    totalUnread: Type.Integer(),
  },
  { additionalProperties: false },
);
export type NotificationPage = Static<typeof NotificationPage>;

/** POST /notification/send: to one user (account id or e-mail), a role, or everyone. */
export const NotificationSend = Type.Object(
  {
    audience: Type.Enum(['user', 'role', 'all'], { type: 'string' }),
    userId: Type.Optional(Type.String({ format: 'uuid' })),
    email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    role: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    title: LocalizedTextInput(200),
    body: LocalizedTextInput(2000),
    link: Type.Optional(Type.String({ maxLength: 500, pattern: '^/[^\\s]*$' })),
  },
  { additionalProperties: false },
);
export type NotificationSend = Static<typeof NotificationSend>;

/** The broadcast's answer: the stored notification and how many accounts received it. */
export const NotificationSent = Type.Object({ id: Type.String(), recipients: Type.Integer() }, { additionalProperties: false });
export type NotificationSent = Static<typeof NotificationSent>;
