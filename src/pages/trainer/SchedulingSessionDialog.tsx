import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { MAX_SESSION_PLACE, MAX_SESSION_TITLE, MAX_SESSION_URL, type SessionView } from '@core/learning/classSessions';
import { filledValues } from '../../shared/fields/formValues';
import { useMember } from '../../shared/memberContext';
import { classPath, fieldErrorsOf } from './SchedulingApi';
import { instantAt, wallClockIn, ZONE_ABBREVIATIONS, DEFAULT_TIME_ZONE } from '@core/time/zones';

interface Props {
  classId: string;
  /** The session to change, or none for a new one. */
  session: SessionView | null;
  onClose: () => void;
  onSaved: () => void;
}

const emptyForm = () => ({ title: '', date: '', startTime: '09:00', endTime: '11:00', place: '', onlineUrl: '', capacity: '' });

function formOf(session: SessionView | null) {
  if (!session) return emptyForm();
  const start = wallClockIn(session.startsAt);
  return {
    title: session.title,
    date: start.date,
    startTime: start.time,
    endTime: wallClockIn(session.endsAt).time,
    place: session.place ?? '',
    onlineUrl: session.onlineUrl ?? '',
    capacity: session.capacity === null ? '' : String(session.capacity),
  };
}

/** The gateway names the instants; the form shows a start's error at the date and an end's at the end time. */
const FIELD_OF_ERROR: Record<string, string> = { startsAt: 'date', endsAt: 'endTime' };

function formErrorsOf(errors: Record<string, string>) {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [FIELD_OF_ERROR[name] ?? name, message]));
}

/**
 * The session form in a dialog (full screen on a phone): times are typed in the trainer's own time zone. react-admin's
 * form: the gateway's field errors at their fields, a warning before leaving the page with unsaved changes.
 */
export function SchedulingSessionDialog({ classId, session, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [record] = useState(() => formOf(session));
  const [failure, setFailure] = useState('');

  const submit = async (values: Record<string, unknown>) => {
    const form = filledValues(values, emptyForm());
    setFailure('');
    const body = {
      title: form.title,
      startsAt: instantAt(form.date, form.startTime),
      endsAt: instantAt(form.date, form.endTime),
      place: form.place || null,
      onlineUrl: form.onlineUrl || null,
      capacity: form.capacity === '' ? null : Number(form.capacity),
    };
    const local: Record<string, string> = {};
    if (!body.startsAt) local.startsAt = 'classOps.sessions.validation.date';
    if (!body.endsAt) local.endsAt = 'classOps.sessions.validation.date';
    if (Object.keys(local).length) return formErrorsOf(local);
    try {
      const answer = session
        ? await gateway.main.put<Envelope<SessionView>>(`/scheduling/sessions/${encodeURIComponent(session.id)}`, body)
        : await gateway.main.post<Envelope<SessionView>>(`${classPath(classId)}/sessions`, body);
      notify(answer.message, { type: 'success' });
      onSaved();
      return undefined;
    } catch (error) {
      setFailure(parseErrorMessage(error));
      return formErrorsOf(fieldErrorsOf(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="session-dialog-title">
      <Form record={record} onSubmit={submit} warnWhenUnsavedChanges noValidate>
        <DialogTitle id="session-dialog-title">
          {translate(session ? 'classOps.ui.scheduling.formTitleEdit' : 'classOps.ui.scheduling.formTitleNew')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextInput
              source="title"
              label="classOps.ui.scheduling.fields.title"
              isRequired
              helperText={false}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_SESSION_TITLE } }}
            />
            <TextInput
              source="date"
              label="classOps.ui.scheduling.fields.date"
              type="date"
              isRequired
              helperText={false}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Stack direction="row" spacing={2}>
              <TextInput
                source="startTime"
                label="classOps.ui.scheduling.fields.startTime"
                type="time"
                isRequired
                helperText={false}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextInput
                source="endTime"
                label="classOps.ui.scheduling.fields.endTime"
                type="time"
                isRequired
                helperText={false}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <Alert severity="info" variant="outlined">
              {translate('classOps.ui.scheduling.timeZoneHint', { zone: ZONE_ABBREVIATIONS[DEFAULT_TIME_ZONE] })}
            </Alert>
            <TextInput
              source="place"
              label="classOps.ui.scheduling.fields.place"
              helperText={false}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_SESSION_PLACE } }}
            />
            <TextInput
              source="onlineUrl"
              label="classOps.ui.scheduling.fields.onlineUrl"
              type="url"
              placeholder="https://"
              helperText={false}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_SESSION_URL } }}
            />
            <TextInput
              source="capacity"
              label="classOps.ui.scheduling.fields.capacity"
              type="number"
              helperText={false}
              fullWidth
              slotProps={{ htmlInput: { min: 1, max: 10000, inputMode: 'numeric' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('classOps.ui.scheduling.cancel')}</Button>
          <SaveSessionButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function SaveSessionButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate('classOps.ui.scheduling.save')}
    </Button>
  );
}
