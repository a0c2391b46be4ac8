import { Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { HIRING_STATUS_LABELS, hiringStatusColour, type HiringState } from '@core/jobs/hiring';
import { useMember } from '../../shared/memberContext';
import { chipColourOf } from './candidateRules';
import { useDates } from '../../shared/format/useDates';

/** An application's hiring status with SPEC 4's label and colour (packages/core/src/jobs/hiring.ts). */
export function HiringChip({ state }: { state: HiringState }) {
  const label = useHiringLabel();
  return <Chip size="small" color={chipColourOf(hiringStatusColour(state))} label={label(state)} />;
}

/** A hiring state's label in the page's language. */
export function useHiringLabel() {
  const { locale } = useMember();
  return (state: HiringState) => HIRING_STATUS_LABELS[state][locale];
}

/** Dates and times in the page's language and the employer's time zone (useDates). */
export const useDateTimeFormat = useDates;

interface MoveDialogProps {
  move: { name: string; to: HiringState } | null;
  busy: boolean;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** The confirmation of a move, with its optional note; Escape or Cancel closes it. */
export function MoveDialog({ move, busy, onConfirm, onClose }: MoveDialogProps) {
  const translate = useTranslate();
  const label = useHiringLabel();
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onClose();
  };
  return (
    <Dialog open={move !== null} onClose={close} aria-labelledby="candidate-move-title" aria-describedby="candidate-move-text">
      <DialogTitle id="candidate-move-title">
        {move ? translate('candidatePages.move.title', { name: move.name, status: label(move.to) }) : ''}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="candidate-move-text">{translate('candidatePages.move.text')}</DialogContentText>
        <TextField
          id="candidate-move-note"
          label={translate('candidatePages.move.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('candidatePages.move.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            onConfirm(note);
            setNote('');
          }}
        >
          {translate('candidatePages.move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
