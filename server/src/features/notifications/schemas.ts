import { Type } from 'typebox';
import { Envelope, IdParams, PageQuery } from '@core/contract/common';
import { NotificationPage, NotificationSend, NotificationSent, UnreadCount } from '@core/notifications/contract';

export const listQuery = PageQuery;

export const idParams = IdParams;

export const sendBody = NotificationSend;

/** SPEC 7's GET /notification: the client reads data.data.totalUnread. */
export const unreadCountAnswer = { 200: Envelope(Type.Object({ data: UnreadCount }, { additionalProperties: false })) } as const;

/** GET /notification/list. */
export const listAnswer = { 200: Envelope(NotificationPage) } as const;

/** Marking read answers the caller's unread count. */
export const unreadAnswer = { 200: Envelope(UnreadCount) } as const;

/** The broadcast: the stored notification and how many accounts received it. */
export const sentAnswer = { 201: Envelope(NotificationSent) } as const;
