import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ATTENDANCE_CODE_LENGTH } from '@core/learning/classSessions';
import { filledValues } from '../../shared/fields/formValues';
import { useMember } from '../../shared/memberContext';
import { fieldErrorsOf } from '../../shared/submission';

const EMPTY_CODE = { code: '' };

/**
 * The learner types the session's code to mark themselves present (from 30 minutes before the start to its end);
 * the gateway finds the open session of their class with that code. react-admin's form: the gateway's refusal shows
 * at the field; marked present, the form starts empty again by a new key.
 */
export function AttendanceCodeForm({ onCheckedIn }: { onCheckedIn: () => void }) {
  const notify = useNotify();
  const { gateway } = useMember();
  const [round, setRound] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    const { code } = filledValues(values, EMPTY_CODE);
    try {
      const answer = await gateway.main.post<Envelope<unknown>>('/kompetensi/attendance', { code });
      notify(answer.message, { type: 'success' });
      setRound((count) => count + 1);
      onCheckedIn();
      return undefined;
    } catch (failure) {
      return fieldErrorsOf(failure) ?? { code: parseErrorMessage(failure) };
    }
  };

  return (
    <Form key={round} record={EMPTY_CODE} onSubmit={submit} noValidate>
      <CodeFields />
    </Form>
  );
}

function CodeFields() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const code = (useWatch({ name: 'code' }) as string | null | undefined) ?? '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
      <TextInput
        source="code"
        label="classOps.ui.checkIn.code"
        helperText="classOps.ui.checkIn.hint"
        parse={(value: string) => value.toUpperCase()}
        fullWidth={false}
        slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off', autoCapitalize: 'characters', size: ATTENDANCE_CODE_LENGTH + 4 } }}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting || !code.trim()} sx={{ mt: { sm: 1 } }}>
        {translate('classOps.ui.checkIn.submit')}
      </Button>
    </Stack>
  );
}
