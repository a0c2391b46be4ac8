import type { Envelope } from '@core/gateway/families';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';

/** The forum's answers (server/src/features/learning/forum/forumSchemas.ts). */

export interface BoardRef {
  id: string;
  courseId: string | null;
  title: string;
  moderator: boolean;
}
export interface BoardSummary extends BoardRef {
  threadCount: number;
  lastPostAt: string | null;
}
export interface Person {
  id: string;
  name: string;
}
export interface ThreadSummary {
  id: string;
  title: string;
  author: Person;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  replyCount: number;
  lastPostAt: string;
  createdAt: string;
}
export interface ThreadPage {
  board: BoardRef;
  items: ThreadSummary[];
  total: number;
  page: number;
  pageSize: number;
}
export interface Reply {
  id: string;
  body: string;
  author: Person;
  hidden: boolean;
  createdAt: string;
  editedAt: string | null;
  canEdit: boolean;
}
export interface ThreadView {
  board: BoardRef;
  thread: ThreadSummary & { body: string; editedAt: string | null; canEdit: boolean };
  replies: { items: Reply[]; total: number; page: number; pageSize: number };
  canReply: boolean;
}

export const boardsPath = '/forum/boards';
export const threadsPath = (boardId: string, page = 1) => `/forum/boards/${encodeURIComponent(boardId)}/threads?page=${page}`;
export const threadPath = (threadId: string, page = 1) => `/forum/threads/${encodeURIComponent(threadId)}?page=${page}`;

export function useForumRead<T>(path: string) {
  return useGatewayQuery(['main', path], async (gateway) => (await gateway.main.get<Envelope<T>>(path)).data);
}

/** A write of the forum, unwrapped: the answer's data and its message (shown to the person). */
export function useForumWrite() {
  const { gateway } = useMember();
  return async <T>(method: 'post' | 'put', path: string, body: unknown): Promise<Envelope<T>> => gateway.main[method]<Envelope<T>>(path, body);
}
