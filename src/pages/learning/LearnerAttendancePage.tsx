import { Alert, Box, Button, Card, CardContent, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Loading, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LearnerAttendanceView } from '@core/learning/classSessions';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { AttendanceCodeForm } from './AttendanceCodeForm';
import { coursePath, useLearnerCourse } from './learnerApi';
import { useLearnerFormat } from './learnerFormat';
import { SeatControl } from './SeatControl';

type LearnerSession = LearnerAttendanceView['sessions'][number];
type Shown = 'present' | 'late' | 'excused' | 'absent' | 'upcoming' | 'open';

/** What the learner sees of a session: the trainer's or their own mark, else where the session is in time. */
function shownStatus(session: LearnerSession): Shown {
  if (session.status) return session.status;
  if (session.checkIn === 'early') return 'upcoming';
  return session.checkIn === 'open' ? 'open' : 'absent';
}

const CHIP_COLOR: Record<Shown, 'success' | 'warning' | 'default' | 'info' | 'primary'> = {
  present: 'success',
  late: 'warning',
  excused: 'info',
  absent: 'default',
  upcoming: 'default',
  open: 'primary',
};

function SessionCard({ session, selected, onChanged }: { session: LearnerSession; selected: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const format = useLearnerFormat();
  const shown = shownStatus(session);
  const label = session.status
    ? translate(`classOps.ui.attendance.statuses.${session.status}`)
    : translate(`classOps.ui.learnerAttendance.statuses.${shown}`);
  return (
    <Card
      component="li"
      id={`session-${session.sessionId}`}
      variant="outlined"
      aria-current={selected ? 'true' : undefined}
      sx={{ listStyle: 'none', borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}
    >
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {session.title}
            </Typography>
            <Typography variant="body2">
              {translate('classOps.ui.learnerAttendance.when')}: {format.dateTime(session.startsAt)} – {format.dateTime(session.endsAt)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('classOps.ui.learnerAttendance.where')}: {session.place ?? ''}
              {session.place && session.onlineUrl ? ' · ' : ''}
              {session.onlineUrl && (
                <MuiLink href={session.onlineUrl} target="_blank" rel="noopener noreferrer">
                  {translate('classOps.ui.learnerAttendance.online')}
                </MuiLink>
              )}
            </Typography>
          </Box>
          <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
            <Chip size="small" color={CHIP_COLOR[shown]} label={label} />
            <SeatControl session={session} onChanged={onChanged} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * dashboard/{mycourse}/{activity}/attendance/{id?} for a learner (SPEC 2): the sessions of their class in the
 * course with their attendance (present, late, excused, absent, upcoming), the check-in by code while a session is
 * open, and the seats of sessions with a capacity. {id} marks one session (a notification's or a link's).
 */
export function LearnerAttendancePage({ courseId, sessionId }: { courseId: string; sessionId?: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const course = useLearnerCourse(courseId);
  const path = `${coursePath(courseId)}/attendance`;
  const attendance = useGatewayQuery(['main', path], async (client) => (await client.main.get<Envelope<LearnerAttendanceView>>(path)).data);
  const refresh = () => void attendance.refetch();

  const loaded = Boolean(attendance.data);
  useEffect(() => {
    if (loaded && sessionId) document.getElementById(`session-${sessionId}`)?.scrollIntoView({ block: 'center' });
  }, [loaded, sessionId]);

  if (course.isError || attendance.isError) return <Alert severity="error">{parseErrorMessage(course.error ?? attendance.error)}</Alert>;
  if (!course.data || !attendance.data) return <Loading />;
  const { className, sessions } = attendance.data;
  const anyOpen = sessions.some((session) => session.checkIn === 'open');
  return (
    <Box sx={{ mt: 2, maxWidth: 1000 }}>
      <Button component={Link} to={`${base}/kompetensi/course/${courseId}`} sx={{ mb: 1 }}>
        {translate('classOps.ui.learnerAttendance.back')}
      </Button>
      <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {translate('classOps.ui.learnerAttendance.heading', { course: course.data.title })}
      </Typography>
      {className ? (
        <Typography color="text.secondary" gutterBottom>
          {translate('classOps.ui.learnerAttendance.className', { name: className })}
        </Typography>
      ) : (
        <Typography sx={{ mt: 2 }}>{translate('classOps.ui.learnerAttendance.noClass')}</Typography>
      )}
      {anyOpen && (
        <Card sx={{ my: 2 }}>
          <CardContent>
            <AttendanceCodeForm onCheckedIn={refresh} />
          </CardContent>
        </Card>
      )}
      {className && sessions.length === 0 && <Typography sx={{ mt: 2 }}>{translate('classOps.ui.learnerAttendance.none')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ p: 0, mt: 2 }}>
        {sessions.map((session) => (
          <SessionCard key={session.sessionId} session={session} selected={session.sessionId === sessionId} onChanged={refresh} />
        ))}
      </Stack>
    </Box>
  );
}
