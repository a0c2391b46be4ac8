import { Alert, Chip, List, ListItem, ListItemText, Stack, TextField, Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ATTENDANCE_CODE_LENGTH, type LearnerAttendanceView } from '@core/learning/classSessions';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useLearnerFormat } from './learnerFormat';

/**
 * On the course page: the learner types the session's code to mark themselves present (from 30 minutes before the
 * start to its end), and sees their class's sessions with their attendance.
 */
export function AttendanceCodeForm({ courseId }: { courseId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const format = useLearnerFormat();
  const path = `/kompetensi/courses/${encodeURIComponent(courseId)}/attendance`;
  const attendance = useGatewayQuery(['main', path], async (client) => (await client.main.get<Envelope<LearnerAttendanceView>>(path)).data);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  if (attendance.isPending) return <Loading />;
  if (attendance.isError) return <Alert severity="error">{parseErrorMessage(attendance.error)}</Alert>;
  if (!attendance.data.className || attendance.data.sessions.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      const answer = await gateway.main.post<Envelope<unknown>>('/kompetensi/attendance', { code });
      notify(answer.message, { type: 'success' });
      setCode('');
      void attendance.refetch();
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  const checkInLabel = { early: 'classOps.ui.checkIn.upcoming', open: 'classOps.ui.checkIn.open', closed: 'classOps.ui.checkIn.closed' } as const;
  return (
    <Stack spacing={2} component="section" aria-labelledby="attendance-heading">
      <Typography id="attendance-heading" component="h2" variant="h6">
        {translate('classOps.ui.checkIn.title')} · {attendance.data.className}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate alignItems={{ sm: 'flex-start' }}>
        <TextField
          label={translate('classOps.ui.checkIn.code')}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          error={Boolean(error)}
          helperText={error || translate('classOps.ui.checkIn.hint')}
          slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off', autoCapitalize: 'characters', size: ATTENDANCE_CODE_LENGTH + 4 } }}
        />
        <Button type="submit" variant="contained" disabled={sending || !code.trim()} sx={{ mt: { sm: 1 } }}>
          {translate('classOps.ui.checkIn.submit')}
        </Button>
      </Stack>
      <List dense>
        {attendance.data.sessions.map((session) => (
          <ListItem key={session.sessionId} divider>
            <ListItemText primary={session.title} secondary={`${format.dateTime(session.startsAt)} · ${session.place ?? session.onlineUrl ?? ''}`} />
            <Stack direction="row" spacing={1}>
              {session.status ? (
                <Chip
                  size="small"
                  color={session.status === 'absent' ? 'default' : 'success'}
                  label={translate(`classOps.ui.attendance.statuses.${session.status}`)}
                />
              ) : (
                <Chip size="small" variant="outlined" label={translate(checkInLabel[session.checkIn])} />
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
