import { useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { BoardList, ThreadList } from './ForumBoards';
import { ForumThread } from './ForumThread';

/** /member/forum (the boards), /member/forum/{board} (its threads) and /member/forum/{board}/{thread}. */
export function ForumPage() {
  const { boardId, threadId } = useParams();
  return (
    <MemberPage resource="forum" title="calendarForum.forum.title">
      {() =>
        threadId && boardId ? <ForumThread boardId={boardId} threadId={threadId} /> : boardId ? <ThreadList boardId={boardId} /> : <BoardList />
      }
    </MemberPage>
  );
}
