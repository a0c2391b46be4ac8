import {
  Alert,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ATTENDANCE_STATUSES, type AttendanceSheetView, type AttendanceStatus } from '@core/learning/classSessions';
import { useMember } from '../../shared/memberContext';
import { TableScroll } from '../../shared/TableScroll';
import { useGatewayQuery, useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { useRefreshScheduling } from './SchedulingApi';
import { useSchedulingFormat } from './SchedulingFormat';

/**
 * One session's attendance: every learner of the class with a status the trainer picks, saved together. Learners who
 * checked in with the code show it. `classId` names the page's class (dashboard/{mycourse}); the gateway scopes the
 * session to the trainer's own classes.
 */
export function AttendanceSheet({ classId: _classId, sessionId }: { classId: string; sessionId: string }) {
  const refreshScheduling = useRefreshScheduling();
  const path = `/scheduling/sessions/${encodeURIComponent(sessionId)}/attendance`;
  const key = ['main', path];
  const sheet = useGatewayQuery(key, async (client) => (await client.main.get<Envelope<AttendanceSheetView>>(path)).data);
  const setSheet = useSetGatewayQueryData<AttendanceSheetView>(key);

  if (sheet.isPending) return <Loading />;
  if (sheet.isError) return <Alert severity="error">{parseErrorMessage(sheet.error)}</Alert>;
  // A new answer (saved or read again) starts the form from what is stored.
  return (
    <SheetForm
      key={sheet.dataUpdatedAt}
      data={sheet.data}
      path={path}
      onSaved={(answer) => {
        setSheet(answer);
        refreshScheduling();
      }}
    />
  );
}

function SheetForm({ data, path, onSaved }: { data: AttendanceSheetView; path: string; onSaved: (answer: AttendanceSheetView) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const format = useSchedulingFormat();
  const { session, learners } = data;
  const [marks, setMarks] = useState<Record<string, AttendanceStatus | ''>>(() =>
    Object.fromEntries(learners.map((row) => [row.accountId, row.status ?? ''])),
  );
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const body = {
        marks: Object.entries(marks)
          .filter((entry): entry is [string, AttendanceStatus] => entry[1] !== '')
          .map(([accountId, status]) => ({ accountId, status })),
      };
      const answer = await gateway.main.put<Envelope<AttendanceSheetView>>(path, body);
      notify(answer.message, { type: 'success' });
      onSaved(answer.data);
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <div>
        <Typography component="h2" variant="h6">
          {translate('classOps.ui.attendance.title')}: {session.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('classOps.ui.attendance.sessionLine', { class: data.className, course: data.courseTitle })} ·{' '}
          {format.range(session.startsAt, session.endsAt)}
        </Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', mt: 0.5 }}>
          {translate('classOps.ui.attendance.code', { code: session.attendanceCode })}
        </Typography>
      </div>
      {learners.length === 0 ? (
        <Alert severity="info">{translate('classOps.ui.attendance.noLearners')}</Alert>
      ) : (
        <>
          {/* Stays a table: a form of one session's attendance marks, every learner's row saved together (paging or sorting would hide marks being edited). */}
          <TableScroll>
            <Table size="small" aria-label={translate('classOps.ui.attendance.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('classOps.ui.attendance.learner')}</TableCell>
                  <TableCell>{translate('classOps.ui.attendance.status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {learners.map((row) => {
                  const labelId = `attendance-${row.accountId}`;
                  return (
                    <TableRow key={row.accountId}>
                      <TableCell>
                        <Typography id={labelId} variant="body2" fontWeight={600}>
                          {row.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="div">
                          {row.email}
                        </Typography>
                        {row.selfMarked && (
                          <Typography variant="caption" color="success.main" component="div">
                            {translate('classOps.ui.attendance.selfMarked')}
                            {row.markedAt ? ` · ${format.dateTime(row.markedAt)}` : ''}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ minWidth: 160 }}>
                        <FormControl size="small" fullWidth>
                          <InputLabel id={`${labelId}-label`}>{translate('classOps.ui.attendance.status')}</InputLabel>
                          <Select
                            labelId={`${labelId}-label`}
                            label={translate('classOps.ui.attendance.status')}
                            value={marks[row.accountId] ?? ''}
                            inputProps={{ 'aria-describedby': labelId }}
                            onChange={(event) =>
                              setMarks((current) => ({ ...current, [row.accountId]: event.target.value as AttendanceStatus | '' }))
                            }
                          >
                            <MenuItem value="">{translate('classOps.ui.attendance.unmarked')}</MenuItem>
                            {ATTENDANCE_STATUSES.map((status) => (
                              <MenuItem key={status} value={status}>
                                {translate(`classOps.ui.attendance.statuses.${status}`)}
                              </MenuItem>
                            ))}
                          </Select>
                        </FormControl>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroll>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button onClick={() => setMarks(Object.fromEntries(learners.map((row) => [row.accountId, 'present'])))}>
              {translate('classOps.ui.attendance.allPresent')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={saving}>
              {translate('classOps.ui.attendance.save')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
