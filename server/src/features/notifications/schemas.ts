import type { NotificationItem, NotificationPage } from '@core/notifications/liveNotifications';
import { envelopeOf } from '../../platform/typeProvider';

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const localized = (maxLength: number) =>
  ({ type: 'object', additionalProperties: false, required: ['id', 'en'], properties: { id: text(maxLength), en: text(maxLength) } }) as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageIndex: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    pageSize: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
  },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** POST /notification/send: to one user (account id or e-mail), a role, or everyone. */
export const sendBody = {
  type: 'object',
  additionalProperties: false,
  required: ['audience', 'title', 'body'],
  properties: {
    audience: { type: 'string', enum: ['user', 'role', 'all'] },
    userId: { type: 'string', format: 'uuid' },
    email: text(254),
    role: text(50),
    title: localized(200),
    body: localized(2000),
    link: { type: 'string', maxLength: 500, pattern: '^/[^\\s]*$' },
  },
} as const;

const stringPair = object({ id: { type: 'string' }, en: { type: 'string' } }, ['id', 'en']);

/** A notification as the list shows it (src/core/notifications/liveNotifications.ts NotificationItem). */
const notification = object(
  {
    id: { type: 'string' },
    category: { type: 'string' },
    title: stringPair,
    body: stringPair,
    link: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    read: { type: 'boolean' },
  },
  ['id', 'category', 'title', 'body', 'link', 'createdAt', 'read'],
);

const unread = object({ totalUnread: { type: 'integer' } }, ['totalUnread']);

/** SPEC 7's GET /notification: the client reads data.data.totalUnread. */
export const unreadCountAnswer = { 200: envelopeOf(object({ data: unread }, ['data'])) } as const;

const page = object(
  {
    items: { type: 'array', items: notification },
    totalItems: { type: 'integer' },
    pageIndex: { type: 'integer' },
    pageSize: { type: 'integer' },
    totalUnread: { type: 'integer' },
  },
  ['items', 'totalItems', 'pageIndex', 'pageSize', 'totalUnread'],
);

// Each answer names every field of its core type (checked when compiling).
void (notification.properties satisfies Record<keyof NotificationItem, object>);
void (page.properties satisfies Record<keyof NotificationPage, object>);

/** GET /notification/list (NotificationPage). */
export const listAnswer = { 200: envelopeOf(page) } as const;

/** Marking read answers the caller's unread count. */
export const unreadAnswer = { 200: envelopeOf(unread) } as const;

/** The broadcast: the stored notification and how many accounts received it. */
export const sentAnswer = { 201: envelopeOf(object({ id: { type: 'string' }, recipients: { type: 'integer' } }, ['id', 'recipients'])) } as const;
