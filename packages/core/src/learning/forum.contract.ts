import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';

/** The forum's answers (/api/main/forum/...), as the gateway serialises them and the forum pages read them. */

const closed = { additionalProperties: false } as const;

const boardProperties = { id: Type.String(), courseId: Nullable(Type.String()), title: Type.String(), moderator: Type.Boolean() };
export const BoardRef = Type.Object(boardProperties, closed);
export type BoardRef = Static<typeof BoardRef>;

export const BoardSummary = Type.Object({ ...boardProperties, threadCount: Type.Integer(), lastPostAt: Nullable(Type.String()) }, closed);
export type BoardSummary = Static<typeof BoardSummary>;

export const Person = Type.Object({ id: Type.String(), name: Type.String() }, closed);
export type Person = Static<typeof Person>;

const threadProperties = {
  id: Type.String(),
  title: Type.String(),
  author: Person,
  pinned: Type.Boolean(),
  locked: Type.Boolean(),
  hidden: Type.Boolean(),
  replyCount: Type.Integer(),
  lastPostAt: Type.String(),
  createdAt: Type.String(),
};
export const ThreadSummary = Type.Object(threadProperties, closed);
export type ThreadSummary = Static<typeof ThreadSummary>;

export const ThreadPage = Type.Object(
  { board: BoardRef, items: Type.Array(ThreadSummary), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() },
  closed,
);
export type ThreadPage = Static<typeof ThreadPage>;

export const Reply = Type.Object(
  {
    id: Type.String(),
    body: Type.String(),
    author: Person,
    hidden: Type.Boolean(),
    createdAt: Type.String(),
    editedAt: Nullable(Type.String()),
    canEdit: Type.Boolean(),
  },
  closed,
);
export type Reply = Static<typeof Reply>;

export const ThreadView = Type.Object(
  {
    board: BoardRef,
    thread: Type.Object({ ...threadProperties, body: Type.String(), editedAt: Nullable(Type.String()), canEdit: Type.Boolean() }, closed),
    replies: Type.Object({ items: Type.Array(Reply), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }, closed),
    canReply: Type.Boolean(),
  },
  closed,
);
export type ThreadView = Static<typeof ThreadView>;
