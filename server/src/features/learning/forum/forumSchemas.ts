import { Type } from 'typebox';
import { Envelope } from '@core/contract/common';
import { BOARD_ID_PATTERN, MAX_BODY_LENGTH, MAX_TITLE_LENGTH } from '@core/learning/forum';
import { BoardSummary, Person, ThreadPage, ThreadView } from '@core/learning/forum.contract';

/** The forum's request and answer schemas (packages/core/src/learning/forum.ts has the rules, forum.contract.ts the answers). */

const closed = { additionalProperties: false } as const;
const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
const title = Type.String({ minLength: 1, maxLength: MAX_TITLE_LENGTH });
const body = Type.String({ minLength: 1, maxLength: MAX_BODY_LENGTH });

export const boardParams = Type.Object({ boardId: Type.String({ pattern: BOARD_ID_PATTERN }) }, closed);
export const threadParams = Type.Object({ threadId: uuid }, closed);
export const replyParams = Type.Object({ replyId: uuid }, closed);
// A query string is text (the gateway does not coerce types): the page as 1 to 4 digits, read as a number by the routes.
export const pageQuery = Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })) }, closed);
export const peopleQuery = Type.Object({ q: Type.String({ minLength: 2, maxLength: 80 }) }, closed);

export const threadBody = Type.Object({ title, body }, closed);
export const replyBody = Type.Object({ body }, closed);
export const threadModerationBody = Type.Object(
  { pinned: Type.Optional(Type.Boolean()), locked: Type.Optional(Type.Boolean()), hidden: Type.Optional(Type.Boolean()) },
  { ...closed, minProperties: 1 },
);
export const replyModerationBody = Type.Object({ hidden: Type.Boolean() }, closed);

export const boardsAnswer = { 200: Envelope(Type.Array(BoardSummary)) } as const;
export const threadsAnswer = { 200: Envelope(ThreadPage) } as const;
export const threadAnswer = { 200: Envelope(ThreadView) } as const;
/** A new thread or reply: 201 with the thread as it now reads. */
export const threadPostedAnswer = { 201: Envelope(ThreadView) } as const;
export const peopleAnswer = { 200: Envelope(Type.Array(Person)) } as const;
