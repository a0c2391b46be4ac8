import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Form, SaveButton, useNotify, useTranslate, type ValidateForm } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { fieldErrorsOf } from '../../shared/submission';

interface RecordFormDialogProps {
  title: string;
  /** The submit button's catalog key. */
  submitLabel: string;
  /** The form's first values (taken once: a refetch behind the dialog does not reset what is typed). */
  record: object;
  /** The page's own checks (the gateway's rules): field name to catalog key, which react-admin translates at the field. */
  validate?: ValidateForm;
  /** Sends the form's values; the answer's message is the success notice. */
  send: (values: Record<string, unknown>) => Promise<{ message: string }>;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A dialog holding one react-admin form: its title names it, its inputs are react-admin's (`useInput`), the page's own
 * checks before sending, the gateway's refusal as a notice and its field errors at their fields; closes once saved.
 * Full screen on a phone.
 */
export function RecordFormDialog({ title, submitLabel, record, validate, send, onClose, maxWidth = 'sm', children }: RecordFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [firstValues] = useState(record);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  async function submit(values: Record<string, unknown>) {
    try {
      const answer = await send(values);
      notify(answer.message, { type: 'success' });
      onClose();
      return undefined;
    } catch (failure) {
      notify(parseErrorMessage(failure), { type: 'error' });
      return fieldErrorsOf(failure);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
      <Form record={firstValues} onSubmit={submit} validate={validate} warnWhenUnsavedChanges noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('lspPages.actions.cancel')}</Button>
          <SaveButton label={submitLabel} icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
