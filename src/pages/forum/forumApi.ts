import type { Envelope } from '@core/gateway/families';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';

/** The forum's answers: packages/core/src/learning/forum.contract.ts. */
export type { BoardRef, BoardSummary, Person, Reply, ThreadPage, ThreadSummary, ThreadView } from '@core/learning/forum.contract';

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
