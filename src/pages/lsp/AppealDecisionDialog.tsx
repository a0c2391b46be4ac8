import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import type { AppealView } from '@core/certification/contract';
import { RecordFormDialog } from './RecordFormDialog';
import { useLspWrite } from './lspApi';
import { filledValues } from '../../shared/fields/formValues';

const OUTCOMES = [
  { id: 'true', name: 'lspPages.appealStates.upheld' },
  { id: 'false', name: 'lspPages.appealStates.dismissed' },
];

const EMPTY_APPEAL_DECISION = { upheld: '', note: '' };

function validateAppealDecision(raw: Record<string, unknown>) {
  const values = filledValues(raw, EMPTY_APPEAL_DECISION);
  const missing: Record<string, string> = {};
  if (values.upheld === '') missing.upheld = 'lspPages.validation.choose';
  if (!values.note.trim()) missing.note = 'lspPages.validation.required';
  return missing;
}

/** Deciding an appeal (FR.AK.04): upheld sends the registration back to assessment, dismissed ends it; the note is required. */
export function AppealDecisionDialog({ appeal, onClose }: { appeal: AppealView; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();

  function send(raw: Record<string, unknown>) {
    const values = filledValues(raw, EMPTY_APPEAL_DECISION);
    return write('post', `/jadwal-lsp/appeals/${appeal.id}/decision`, { upheld: values.upheld === 'true', note: values.note.trim() });
  }

  return (
    <RecordFormDialog
      title={translate('lspPages.appeals.decideOf', { name: appeal.asesi.name })}
      submitLabel="lspPages.appeals.decide"
      record={EMPTY_APPEAL_DECISION}
      validate={validateAppealDecision}
      send={send}
      onClose={onClose}
    >
      <RadioButtonGroupInput source="upheld" label="lspPages.appeals.outcome" choices={OUTCOMES} row={false} isRequired helperText={false} />
      <TextInput
        source="note"
        label="lspPages.appeals.note"
        isRequired
        multiline
        minRows={3}
        helperText={false}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </RecordFormDialog>
  );
}
