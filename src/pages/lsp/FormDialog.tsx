import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The submit button's text. */
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: () => void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/** A dialog holding one form: its title names it, the refusal shows above the buttons; full screen on a phone. */
export function FormDialog({ open, title, submitLabel, pending, error, onClose, onSubmit, maxWidth = 'sm', children }: FormDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('lspPages.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
