import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AppealView } from '@core/certification/contract';
import { FormDialog } from './FormDialog';
import { useLspWrite } from './lspApi';
import { useSubmission } from '../../shared/submission';

/** Deciding an appeal (FR.AK.04): upheld sends the registration back to assessment, dismissed ends it; the note is required. */
export function AppealDecisionDialog({ appeal, onClose }: { appeal: AppealView; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const [upheld, setUpheld] = useState<boolean | null>(null);
  const [note, setNote] = useState('');

  async function submit() {
    const missing: Record<string, string> = {};
    if (upheld === null) missing.upheld = 'lspPages.validation.choose';
    if (!note.trim()) missing.note = 'lspPages.validation.required';
    if (upheld === null || Object.keys(missing).length > 0) return submission.refuse(missing);
    if (await submission.run(() => write('post', `/jadwal-lsp/appeals/${appeal.id}/decision`, { upheld, note: note.trim() }))) onClose();
  }

  return (
    <FormDialog
      open
      title={translate('lspPages.appeals.decideOf', { name: appeal.asesi.name })}
      submitLabel={translate('lspPages.appeals.decide')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <FormControl required error={!!submission.fieldErrors.upheld}>
        <FormLabel id="appeal-outcome">{translate('lspPages.appeals.outcome')}</FormLabel>
        <RadioGroup
          aria-labelledby="appeal-outcome"
          value={upheld === null ? '' : String(upheld)}
          onChange={(event) => setUpheld(event.target.value === 'true')}
        >
          <FormControlLabel value="true" control={<Radio />} label={translate('lspPages.appealStates.upheld')} />
          <FormControlLabel value="false" control={<Radio />} label={translate('lspPages.appealStates.dismissed')} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={translate('lspPages.appeals.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required
        multiline
        minRows={3}
        error={!!submission.fieldErrors.note}
        helperText={submission.fieldErrors.note}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}
