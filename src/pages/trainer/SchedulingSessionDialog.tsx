import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { MAX_SESSION_PLACE, MAX_SESSION_TITLE, MAX_SESSION_URL, type SessionView } from '@core/learning/classSessions';
import { useMember } from '../../shared/memberContext';
import { classPath, fieldErrorsOf } from './SchedulingApi';
import { deviceTimeZone, instantOf, localParts } from './SchedulingFormat';

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
  const start = localParts(session.startsAt);
  return {
    title: session.title,
    date: start.date,
    startTime: start.time,
    endTime: localParts(session.endsAt).time,
    place: session.place ?? '',
    onlineUrl: session.onlineUrl ?? '',
    capacity: session.capacity === null ? '' : String(session.capacity),
  };
}

/** The session form in a dialog (full screen on a phone): times are typed in the trainer's own time zone. */
export function SchedulingSessionDialog({ classId, session, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [form, setForm] = useState(() => formOf(session));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ReturnType<typeof emptyForm>) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure('');
    setErrors({});
    const body = {
      title: form.title,
      startsAt: instantOf(form.date, form.startTime),
      endsAt: instantOf(form.date, form.endTime),
      place: form.place || null,
      onlineUrl: form.onlineUrl || null,
      capacity: form.capacity === '' ? null : Number(form.capacity),
    };
    const local: Record<string, string> = {};
    if (!body.startsAt) local.startsAt = translate('classOps.sessions.validation.date');
    if (!body.endsAt) local.endsAt = translate('classOps.sessions.validation.date');
    if (Object.keys(local).length) {
      setErrors(local);
      setSaving(false);
      return;
    }
    try {
      const answer = session
        ? await gateway.main.put<Envelope<SessionView>>(`/scheduling/sessions/${encodeURIComponent(session.id)}`, body)
        : await gateway.main.post<Envelope<SessionView>>(`${classPath(classId)}/sessions`, body);
      notify(answer.message, { type: 'success' });
      onSaved();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(parseErrorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof ReturnType<typeof emptyForm>, errorName: string = name) => ({
    value: form[name],
    onChange: set(name),
    error: Boolean(errors[errorName]),
    helperText: errors[errorName],
    fullWidth: true,
  });

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="session-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="session-dialog-title">
          {translate(session ? 'classOps.ui.scheduling.formTitleEdit' : 'classOps.ui.scheduling.formTitleNew')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              label={translate('classOps.ui.scheduling.fields.title')}
              required
              slotProps={{ htmlInput: { maxLength: MAX_SESSION_TITLE } }}
              {...field('title')}
            />
            <TextField
              label={translate('classOps.ui.scheduling.fields.date')}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...field('date', 'startsAt')}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={translate('classOps.ui.scheduling.fields.startTime')}
                type="time"
                required
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('startTime', 'startsAt')}
                helperText={undefined}
              />
              <TextField
                label={translate('classOps.ui.scheduling.fields.endTime')}
                type="time"
                required
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('endTime', 'endsAt')}
              />
            </Stack>
            <Alert severity="info" variant="outlined">
              {translate('classOps.ui.scheduling.timeZoneHint', { zone: deviceTimeZone() })}
            </Alert>
            <TextField
              label={translate('classOps.ui.scheduling.fields.place')}
              slotProps={{ htmlInput: { maxLength: MAX_SESSION_PLACE } }}
              {...field('place')}
            />
            <TextField
              label={translate('classOps.ui.scheduling.fields.onlineUrl')}
              type="url"
              placeholder="https://"
              slotProps={{ htmlInput: { maxLength: MAX_SESSION_URL } }}
              {...field('onlineUrl')}
            />
            <TextField
              label={translate('classOps.ui.scheduling.fields.capacity')}
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 10000, inputMode: 'numeric' } }}
              {...field('capacity')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('classOps.ui.scheduling.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('classOps.ui.scheduling.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
