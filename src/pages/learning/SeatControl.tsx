import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LearnerAttendanceView, SeatView } from '@core/learning/classSessions';
import { numberFormat } from '@core/format/locale';
import { useMember } from '../../shared/memberContext';

type LearnerSession = LearnerAttendanceView['sessions'][number];

/**
 * A session's seats for the learner (server/src/features/learning/classes/sessionSeats.ts): how many are left, and reserving
 * or giving back theirs until the session starts. A session without a capacity needs no reservation.
 */
export function SeatControl({ session, onChanged }: { session: LearnerSession; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway, locale } = useMember();
  const [sending, setSending] = useState(false);
  if (session.capacity === null) return <Typography variant="body2">{translate('classOps.ui.learnerAttendance.noSeatNeeded')}</Typography>;
  const count = numberFormat(locale);
  const left = Math.max(0, session.capacity - session.seatsTaken);
  // Seats change until check-in opens, 30 minutes before the start (sessionSeats.ts says the same).
  const upcoming = session.checkIn === 'early';
  const change = async () => {
    setSending(true);
    const path = `/kompetensi/sessions/${encodeURIComponent(session.sessionId)}/seat`;
    try {
      const answer = session.reserved ? await gateway.main.delete<Envelope<SeatView>>(path) : await gateway.main.post<Envelope<SeatView>>(path, {});
      notify(answer.message, { type: 'success' });
    } catch (failure) {
      notify(parseErrorMessage(failure), { type: 'error' });
    } finally {
      setSending(false);
      onChanged();
    }
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        {translate('classOps.ui.learnerAttendance.seatsLeft', { left: count.format(left), capacity: count.format(session.capacity) })}
      </Typography>
      {session.reserved && <Chip size="small" color="success" label={translate('classOps.ui.learnerAttendance.yourSeat')} />}
      {!session.reserved && left === 0 && <Chip size="small" label={translate('classOps.ui.learnerAttendance.full')} />}
      {upcoming && (session.reserved || left > 0) && (
        <Button size="small" variant={session.reserved ? 'text' : 'outlined'} disabled={sending} onClick={() => void change()}>
          {translate(session.reserved ? 'classOps.ui.learnerAttendance.cancel' : 'classOps.ui.learnerAttendance.reserve')}
        </Button>
      )}
    </Stack>
  );
}
