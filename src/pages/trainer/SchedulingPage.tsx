import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { SessionView, TrainerClassView } from '@core/learning/classSessions';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { AttendanceSheet } from './AttendanceSheet';
import { useRefreshScheduling, useTrainerClasses } from './SchedulingApi';
import { useSchedulingFormat } from './SchedulingFormat';
import { SchedulingSessionDialog } from './SchedulingSessionDialog';

type Editing = { classId: string; session: SessionView | null };

function SessionItem({
  session,
  onEdit,
  onDelete,
  onAttendance,
  onRenew,
}: {
  session: SessionView;
  onEdit: () => void;
  onDelete: () => void;
  onAttendance: () => void;
  onRenew: () => void;
}) {
  const translate = useTranslate();
  const format = useSchedulingFormat();
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography component="h3" variant="subtitle1" fontWeight={600}>
        {session.title}
      </Typography>
      <Typography variant="body2">{format.range(session.startsAt, session.endsAt)}</Typography>
      {session.place && <Typography variant="body2">{session.place}</Typography>}
      {session.onlineUrl && (
        <Typography variant="body2">
          {translate('classOps.ui.scheduling.online')}:{' '}
          <Link href={session.onlineUrl} target="_blank" rel="noopener noreferrer">
            {session.onlineUrl}
          </Link>
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
        <Chip size="small" label={`${translate('classOps.ui.scheduling.code')}: ${session.attendanceCode}`} sx={{ fontFamily: 'monospace' }} />
        {session.capacity !== null && (
          <Chip size="small" variant="outlined" label={translate('classOps.ui.scheduling.capacity', { count: session.capacity })} />
        )}
        <Chip size="small" variant="outlined" label={translate('classOps.ui.scheduling.marked', { count: session.markedCount })} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" startIcon={<FactCheckIcon />} onClick={onAttendance}>
          {translate('classOps.ui.scheduling.attendance')}
        </Button>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
          {translate('classOps.ui.scheduling.edit')}
        </Button>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onRenew}>
          {translate('classOps.ui.scheduling.renewCode')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
          {translate('classOps.ui.scheduling.delete')}
        </Button>
      </Stack>
    </ListItem>
  );
}

function ClassCard({
  item,
  onEdit,
  onDelete,
  onAttendance,
  onRenew,
}: {
  item: TrainerClassView;
  onEdit: (session: SessionView | null) => void;
  onDelete: (session: SessionView) => void;
  onAttendance: (session: SessionView) => void;
  onRenew: (session: SessionView) => void;
}) {
  const translate = useTranslate();
  const format = useSchedulingFormat();
  return (
    <Card component="section" aria-labelledby={`class-${item.id}`}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
          <Box>
            <Typography id={`class-${item.id}`} component="h2" variant="h6">
              {item.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.courseTitle} ·{' '}
              {translate('classOps.ui.scheduling.classDates', { start: format.date(item.startsOn), end: format.date(item.endsOn) })} ·{' '}
              {translate('classOps.ui.scheduling.learners', { count: item.learnerCount })}
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => onEdit(null)}>
            {translate('classOps.ui.scheduling.add')}
          </Button>
        </Stack>
        {item.sessions.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('classOps.ui.scheduling.noSessions')}
          </Typography>
        ) : (
          <List aria-label={item.name}>
            {item.sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                onEdit={() => onEdit(session)}
                onDelete={() => onDelete(session)}
                onAttendance={() => onAttendance(session)}
                onRenew={() => onRenew(session)}
              />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function SchedulingContent() {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const classes = useTrainerClasses();
  const refresh = useRefreshScheduling();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SessionView | null>(null);
  const [sheet, setSheet] = useState<SessionView | null>(null);

  const call = async (action: () => Promise<Envelope<unknown>>) => {
    try {
      notify((await action()).message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    }
  };
  const sessionPath = (session: SessionView) => `/scheduling/sessions/${encodeURIComponent(session.id)}`;

  if (classes.isPending) return <Loading />;
  if (classes.isError) return <Alert severity="error">{parseErrorMessage(classes.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {translate('classOps.ui.scheduling.title')}
      </Typography>
      <Typography color="text.secondary">{translate('classOps.ui.scheduling.intro')}</Typography>
      {classes.data.length === 0 && <Alert severity="info">{translate('classOps.ui.scheduling.noClasses')}</Alert>}
      {classes.data.map((item) => (
        <ClassCard
          key={item.id}
          item={item}
          onEdit={(session) => setEditing({ classId: item.id, session })}
          onDelete={setDeleting}
          onAttendance={setSheet}
          onRenew={(session) => void call(() => gateway.main.post(`${sessionPath(session)}/code`))}
        />
      ))}
      {editing && (
        <SchedulingSessionDialog
          classId={editing.classId}
          session={editing.session}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)} aria-labelledby="delete-session-title">
        <DialogTitle id="delete-session-title">{translate('classOps.ui.scheduling.delete')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('classOps.ui.scheduling.deleteConfirm', { title: deleting?.title ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{translate('classOps.ui.scheduling.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const session = deleting!;
              setDeleting(null);
              void call(() => gateway.main.delete(sessionPath(session)));
            }}
          >
            {translate('classOps.ui.scheduling.delete')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={Boolean(sheet)} onClose={() => setSheet(null)} fullWidth maxWidth="md" aria-label={translate('classOps.ui.attendance.title')}>
        <DialogContent>{sheet && <AttendanceSheet classId={sheet.classId} sessionId={sheet.id} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setSheet(null)}>{translate('classOps.ui.scheduling.close')}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** /member/scheduling (SPEC 2): the trainer's classes, each with its sessions and a form to plan one. */
export function SchedulingPage() {
  return (
    <MemberPage resource="scheduling" title="classOps.ui.scheduling.title">
      {() => <SchedulingContent />}
    </MemberPage>
  );
}
