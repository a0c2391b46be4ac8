import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { VacancyStatus } from '@core/jobs/search';
import { parseErrorMessage } from '@core/errors/parseError';
import { useMember } from '../../shared/memberContext';
import { fieldErrorsOf } from '../../shared/submission';
import { statusChip } from './vacancyRules';
import { dateTimeFormat } from '@core/format/locale';

/** A vacancy's status chip (draft, published, closed) in the page's language. */
export function VacancyStatusChip({ status }: { status: VacancyStatus }) {
  const translate = useTranslate();
  return <Chip size="small" {...statusChip(status)} label={translate(`employerPages.statuses.${status}`)} />;
}

interface ConfirmProps {
  open: boolean;
  id: string;
  title: string;
  text: ReactNode;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation before a write: its title and text say what happens; Escape or Cancel closes it. */
export function ConfirmDialog({ open, id, title, text, confirm, busy, onConfirm, onClose }: ConfirmProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('employerPages.actions.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * One write's sending: pending, the refusal (the gateway's 400/403/409 message, already in the page's language, or
 * the page's own checks as catalog keys), and the success notice with the gateway's message.
 */
export function useSending() {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function refuse(keys: Record<string, string>) {
    setError(translate('employerPages.validation.fix'));
    setFieldErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, translate(key)])));
  }

  async function run(send: () => Promise<{ message: string }>): Promise<boolean> {
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const answer = await send();
      notify(answer.message, { type: 'success' });
      return true;
    } catch (failure) {
      setError(parseErrorMessage(failure));
      setFieldErrors(fieldErrorsOf(failure) ?? {});
      return false;
    } finally {
      setPending(false);
    }
  }

  return { pending, error, fieldErrors, refuse, run, clear: () => setError(null) };
}

/** Dates in the page's language. */
export function useJobFormat() {
  const { locale } = useMember();
  return useMemo(() => {
    const date = dateTimeFormat(locale, { dateStyle: 'medium' });
    return { locale, date: (iso: string) => date.format(new Date(iso)) };
  }, [locale]);
}
