import { Alert, Box, Button, Card, CardContent, CircularProgress, Link as MuiLink, Pagination, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { EDIT_WINDOW_MINUTES } from '@core/learning/forum';
import { gatewayQueryKey, useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { ComposeForm } from './ComposeForm';
import { ThreadFlags, useForumDate } from './ForumBoards';
import { threadPath, useForumRead, useForumWrite, type Person, type ThreadView } from './forumApi';
import { ForumMarkdown } from './ForumMarkdown';

/**
 * One thread: its opening post and replies (oldest first), the reply form unless it is locked, the author's edit
 * while the window is open, and the moderators' pin, lock and hide. Hidden posts reach only moderators, greyed.
 */
export function ForumThread({ boardId, threadId }: { boardId: string; threadId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const base = useBasename();
  const write = useForumWrite();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const path = threadPath(threadId, page);
  const { data, isError, error } = useForumRead<ThreadView>(path);
  const setData = useSetGatewayQueryData<ThreadView>(['main', path]);

  /** Sends a change; the answer is the thread as it is now. Returns whether it worked. */
  const send = async (method: 'post' | 'put', url: string, body: unknown): Promise<boolean> => {
    try {
      const answer = await write<ThreadView>(method, url, body);
      const onPage = answer.data.replies.page;
      queryClient.setQueryData(gatewayQueryKey(['main', threadPath(threadId, onPage)]), answer.data);
      if (onPage === page) setData(answer.data);
      else setPage(onPage);
      void queryClient.invalidateQueries({
        queryKey: gatewayQueryKey(['main']),
        predicate: (query) => String(query.queryKey[2]).startsWith('/forum/boards'),
      });
      notify(answer.message, { type: 'success' });
      setEditing(null);
      return true;
    } catch (sendError) {
      notify(parseErrorMessage(sendError), { type: 'error' });
      return false;
    }
  };

  if (!data) {
    return isError ? (
      <Alert severity="error">{`${translate('calendarForum.forum.loadError')}: ${parseErrorMessage(error)}`}</Alert>
    ) : (
      <CircularProgress aria-label={translate('calendarForum.forum.title')} />
    );
  }
  const { thread, board, replies } = data;
  const moderate = (change: object) => void send('put', `/forum/threads/${threadId}/moderation`, change);
  const pages = Math.max(1, Math.ceil(replies.total / replies.pageSize));

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <MuiLink component={Link} to={`${base}/forum/${boardId}`}>
        {translate('calendarForum.forum.backToBoard', { board: board.title })}
      </MuiLink>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {thread.title}
        </Typography>
        <ThreadFlags thread={thread} />
      </Stack>
      {board.moderator && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label={translate('calendarForum.forum.moderator')}>
          <Button size="small" variant="outlined" onClick={() => moderate({ pinned: !thread.pinned })}>
            {translate(thread.pinned ? 'calendarForum.forum.actions.unpin' : 'calendarForum.forum.actions.pin')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => moderate({ locked: !thread.locked })}>
            {translate(thread.locked ? 'calendarForum.forum.actions.unlock' : 'calendarForum.forum.actions.lock')}
          </Button>
          <Button size="small" variant="outlined" color="warning" onClick={() => moderate({ hidden: !thread.hidden })}>
            {translate(thread.hidden ? 'calendarForum.forum.actions.unhide' : 'calendarForum.forum.actions.hide')}
          </Button>
        </Stack>
      )}
      <Post
        author={thread.author}
        createdAt={thread.createdAt}
        editedAt={thread.editedAt}
        hidden={thread.hidden}
        body={thread.body}
        canEdit={thread.canEdit}
        editing={editing === thread.id}
        onEdit={() => setEditing(thread.id)}
        editor={
          <ComposeForm
            boardId={boardId}
            withTitle
            initial={{ title: thread.title, body: thread.body }}
            submitLabel={translate('calendarForum.forum.compose.save')}
            onSubmit={(value) => send('put', `/forum/threads/${threadId}`, value)}
            onCancel={() => setEditing(null)}
          />
        }
      />
      <Typography variant="h6" component="h2">
        {translate('calendarForum.forum.replies', { smart_count: replies.total })}
      </Typography>
      {replies.items.map((reply) => (
        <Post
          key={reply.id}
          author={reply.author}
          createdAt={reply.createdAt}
          editedAt={reply.editedAt}
          hidden={reply.hidden}
          body={reply.body}
          canEdit={reply.canEdit && data.canReply}
          editing={editing === reply.id}
          onEdit={() => setEditing(reply.id)}
          moderation={
            board.moderator && (
              <Button
                size="small"
                color="warning"
                onClick={() => void send('put', `/forum/replies/${reply.id}/moderation`, { hidden: !reply.hidden })}
              >
                {translate(reply.hidden ? 'calendarForum.forum.actions.unhide' : 'calendarForum.forum.actions.hide')}
              </Button>
            )
          }
          editor={
            <ComposeForm
              boardId={boardId}
              withTitle={false}
              initial={{ title: '', body: reply.body }}
              submitLabel={translate('calendarForum.forum.compose.save')}
              onSubmit={(value) => send('put', `/forum/replies/${reply.id}`, { body: value.body })}
              onCancel={() => setEditing(null)}
            />
          }
        />
      ))}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} />}
      {data.canReply ? (
        <Card variant="outlined" component="section" aria-label={translate('calendarForum.forum.compose.replyHeading')}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('calendarForum.forum.compose.replyHeading')}
            </Typography>
            <ComposeForm
              boardId={boardId}
              withTitle={false}
              submitLabel={translate('calendarForum.forum.compose.reply')}
              onSubmit={(value) => send('post', `/forum/threads/${threadId}/replies`, { body: value.body })}
            />
            <Typography variant="caption" color="text.secondary">
              {translate('calendarForum.forum.actions.editWindow', { minutes: EDIT_WINDOW_MINUTES })}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Alert severity="info">{translate('calendarForum.forum.lockedNote')}</Alert>
      )}
    </Stack>
  );
}

interface PostProps {
  author: Person;
  createdAt: string;
  editedAt: string | null;
  hidden: boolean;
  body: string;
  canEdit: boolean;
  editing: boolean;
  onEdit: () => void;
  editor: ReactNode;
  moderation?: ReactNode;
}

function Post({ author, createdAt, editedAt, hidden, body, canEdit, editing, onEdit, editor, moderation }: PostProps) {
  const translate = useTranslate();
  const date = useForumDate();
  return (
    <Card variant="outlined" component="article" sx={hidden ? { opacity: 0.6, bgcolor: 'action.disabledBackground' } : undefined}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="p">
            {translate('calendarForum.forum.postedAt', { name: author.name, date: date(createdAt) })}
            {editedAt && ` · ${translate('calendarForum.forum.edited')}`}
          </Typography>
          <Box>
            {canEdit && !editing && (
              <Button size="small" onClick={onEdit}>
                {translate('calendarForum.forum.actions.edit')}
              </Button>
            )}
            {moderation}
          </Box>
        </Stack>
        {hidden && (
          <Typography variant="caption" color="warning.main">
            {translate('calendarForum.forum.hiddenNote')}
          </Typography>
        )}
        {editing ? editor : <ForumMarkdown>{body}</ForumMarkdown>}
      </CardContent>
    </Card>
  );
}
