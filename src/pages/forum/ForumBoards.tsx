import ForumIcon from '@mui/icons-material/Forum';
import LockIcon from '@mui/icons-material/Lock';
import PushPinIcon from '@mui/icons-material/PushPin';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useBasename, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { GENERAL_BOARD } from '@core/learning/forum';
import { useMember } from '../../shared/memberContext';
import { boardsPath, threadsPath, useForumRead, useForumWrite, type BoardSummary, type ThreadPage, type ThreadView } from './forumApi';
import { ComposeForm } from './ComposeForm';
import { formatDateTime } from '@core/format/dates';

export function useForumDate() {
  const { locale } = useMember();
  return (iso: string) => formatDateTime(iso, locale);
}

function Loading({ error, isError }: { error: unknown; isError: boolean }) {
  const translate = useTranslate();
  return isError ? (
    <Alert severity="error">{`${translate('calendarForum.forum.loadError')}: ${parseErrorMessage(error)}`}</Alert>
  ) : (
    <CircularProgress aria-label={translate('calendarForum.forum.title')} />
  );
}

/** The general board and the caller's course boards. */
export function BoardList() {
  const translate = useTranslate();
  const base = useBasename();
  const date = useForumDate();
  const { data, isError, error } = useForumRead<BoardSummary[]>(boardsPath);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1">
        {translate('calendarForum.forum.boardsHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('calendarForum.forum.boardsIntro')}
      </Typography>
      {!data ? (
        <Loading error={error} isError={isError} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.map((board) => (
            <li key={board.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={`${base}/forum/${board.id}`} sx={{ height: '100%' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                      <ForumIcon color="primary" aria-hidden />
                      <Typography variant="h6" component="h2">
                        {board.title}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {board.id === GENERAL_BOARD ? translate('calendarForum.forum.generalSummary') : translate('calendarForum.forum.courseBoard')}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {translate('calendarForum.forum.threadCount', { count: board.threadCount })} ·{' '}
                      {board.lastPostAt
                        ? translate('calendarForum.forum.lastActivity', { date: date(board.lastPostAt) })
                        : translate('calendarForum.forum.noActivity')}
                    </Typography>
                    {board.moderator && <Chip size="small" label={translate('calendarForum.forum.moderator')} sx={{ mt: 1 }} />}
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

export function ThreadFlags({ thread }: { thread: { pinned: boolean; locked: boolean; hidden: boolean } }) {
  const translate = useTranslate();
  return (
    <>
      {thread.pinned && <Chip size="small" color="primary" icon={<PushPinIcon />} label={translate('calendarForum.forum.pinned')} />}
      {thread.locked && <Chip size="small" icon={<LockIcon />} label={translate('calendarForum.forum.locked')} />}
      {thread.hidden && <Chip size="small" color="warning" icon={<VisibilityOffIcon />} label={translate('calendarForum.forum.hidden')} />}
    </>
  );
}

/** A board's threads, pinned first then by latest activity, with a form for a new thread. */
export function ThreadList({ boardId }: { boardId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const base = useBasename();
  const date = useForumDate();
  const write = useForumWrite();
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const { data, isError, error } = useForumRead<ThreadPage>(threadsPath(boardId, page));

  /** The new thread's page, opened once the sent form is clean (its unsaved-changes warning then stays quiet). */
  const newThread = useRef('');

  const post = async ({ title, body }: { title: string; body: string }) => {
    try {
      const answer = await write<ThreadView>('post', `/forum/boards/${encodeURIComponent(boardId)}/threads`, { title, body });
      notify(answer.message, { type: 'success' });
      newThread.current = `${base}/forum/${boardId}/${answer.data.thread.id}`;
      return true;
    } catch (postError) {
      notify(parseErrorMessage(postError), { type: 'error' });
      return false;
    }
  };

  if (!data) return <Loading error={error} isError={isError} />;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <MuiLink component={Link} to={`${base}/forum`}>
        {translate('calendarForum.forum.backToBoards')}
      </MuiLink>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1">
          {data.board.title}
        </Typography>
        {!composing && (
          <Button variant="contained" onClick={() => setComposing(true)}>
            {translate('calendarForum.forum.newThread')}
          </Button>
        )}
      </Stack>
      {data.board.moderator && <Alert severity="info">{translate('calendarForum.forum.moderator')}</Alert>}
      {composing && (
        <Card variant="outlined" component="section" aria-label={translate('calendarForum.forum.newThread')}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('calendarForum.forum.newThread')}
            </Typography>
            <ComposeForm
              boardId={boardId}
              withTitle
              submitLabel={translate('calendarForum.forum.compose.post')}
              onSubmit={post}
              onSent={() => void navigate(newThread.current)}
              onCancel={() => setComposing(false)}
            />
          </CardContent>
        </Card>
      )}
      {data.items.length === 0 ? (
        <Typography color="text.secondary">{translate('calendarForum.forum.noThreads')}</Typography>
      ) : (
        <List disablePadding>
          {data.items.map((thread) => (
            <ListItem key={thread.id} divider sx={{ opacity: thread.hidden ? 0.6 : 1, px: 0 }}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <MuiLink component={Link} to={`${base}/forum/${boardId}/${thread.id}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
                      {thread.title}
                    </MuiLink>
                    <ThreadFlags thread={thread} />
                  </Stack>
                }
                secondary={`${translate('calendarForum.forum.by', { name: thread.author.name })} · ${translate('calendarForum.forum.replyCount', { count: thread.replyCount })} · ${translate('calendarForum.forum.lastActivity', { date: date(thread.lastPostAt) })}`}
                slotProps={{ primary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} />}
    </Stack>
  );
}
