import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ATTENDANCE_CODE_LENGTH } from '@core/learning/classSessions';
import { useMember } from '../../shared/memberContext';

/**
 * The learner types the session's code to mark themselves present (from 30 minutes before the start to its end);
 * the gateway finds the open session of their class with that code.
 */
export function AttendanceCodeForm({ onCheckedIn }: { onCheckedIn: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      const answer = await gateway.main.post<Envelope<unknown>>('/kompetensi/attendance', { code });
      notify(answer.message, { type: 'success' });
      setCode('');
      onCheckedIn();
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
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
  );
}
