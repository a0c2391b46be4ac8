import { BOARD_ID_PATTERN, MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from '@core/learning/forum';
import { envelopeOf } from '../../../platform/typeProvider';

/** The forum's request and answer schemas (src/core/learning/forum.ts has the rules). */

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const boolean = { type: 'boolean' } as const;
const integer = { type: 'integer' } as const;
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
const title = { type: 'string', minLength: 1, maxLength: MAX_TITLE_LENGTH } as const;
const body = { type: 'string', minLength: 1, maxLength: MAX_BODY_LENGTH } as const;

export const boardParams = object({ boardId: { type: 'string', pattern: BOARD_ID_PATTERN } }, ['boardId']);
export const threadParams = object({ threadId: uuid }, ['threadId']);
export const replyParams = object({ replyId: uuid }, ['replyId']);
// A query string is text (the gateway does not coerce types): the page as 1 to 4 digits, read as a number by the routes.
export const pageQuery = object({ page: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' } }, []);
export const peopleQuery = object({ q: { type: 'string', minLength: 2, maxLength: 80 } }, ['q']);

export const threadBody = object({ title, body }, ['title', 'body']);
export const replyBody = object({ body }, ['body']);
export const threadModerationBody = { ...object({ pinned: boolean, locked: boolean, hidden: boolean }, []), minProperties: 1 } as const;
export const replyModerationBody = object({ hidden: boolean }, ['hidden']);

const board = object({ id: string, courseId: nullableString, title: string, moderator: boolean }, ['id', 'courseId', 'title', 'moderator']);
const person = object({ id: string, name: string }, ['id', 'name']);
const threadSummary = {
  id: string,
  title: string,
  author: person,
  pinned: boolean,
  locked: boolean,
  hidden: boolean,
  replyCount: integer,
  lastPostAt: string,
  createdAt: string,
} as const;
const summaryRequired = ['id', 'title', 'author', 'pinned', 'locked', 'hidden', 'replyCount', 'lastPostAt', 'createdAt'] as const;

export const boardsAnswer = {
  200: envelopeOf({
    type: 'array',
    items: object({ id: string, courseId: nullableString, title: string, moderator: boolean, threadCount: integer, lastPostAt: nullableString }, [
      'id',
      'courseId',
      'title',
      'moderator',
      'threadCount',
      'lastPostAt',
    ]),
  }),
} as const;

export const threadsAnswer = {
  200: envelopeOf(
    object({ board, items: { type: 'array', items: object(threadSummary, summaryRequired) }, total: integer, page: integer, pageSize: integer }, [
      'board',
      'items',
      'total',
      'page',
      'pageSize',
    ]),
  ),
} as const;

const reply = object({ id: string, body: string, author: person, hidden: boolean, createdAt: string, editedAt: nullableString, canEdit: boolean }, [
  'id',
  'body',
  'author',
  'hidden',
  'createdAt',
  'editedAt',
  'canEdit',
]);

export const threadAnswer = {
  200: envelopeOf(
    object(
      {
        board,
        thread: object({ ...threadSummary, body: string, editedAt: nullableString, canEdit: boolean }, [
          ...summaryRequired,
          'body',
          'editedAt',
          'canEdit',
        ]),
        replies: object({ items: { type: 'array', items: reply }, total: integer, page: integer, pageSize: integer }, [
          'items',
          'total',
          'page',
          'pageSize',
        ]),
        canReply: boolean,
      },
      ['board', 'thread', 'replies', 'canReply'],
    ),
  ),
} as const;

export const peopleAnswer = { 200: envelopeOf({ type: 'array', items: person }) } as const;
