import { Box, Typography } from '@mui/material';
import { RadioButtonGroupInput, TextInput, useInput, useTranslate } from 'react-admin';
import type { RegistrationView } from '@core/certification/contract';
import { RecordFormDialog } from './RecordFormDialog';
import { LinesInput } from './LinesInput';
import { useLspWrite } from './lspApi';
import { committeeNames } from './lspRules';
import { filledValues } from '../../shared/fields/formValues';

const MAX_COMMITTEE = 10;

const OUTCOMES = [
  { id: 'true', name: 'certification.states.competent' },
  { id: 'false', name: 'certification.states.not-yet-competent' },
];

const EMPTY_DECISION: { competent: string; committee: string[]; note: string } = { competent: '', committee: [''], note: '' };

function validateDecision(raw: Record<string, unknown>) {
  const values = filledValues(raw, EMPTY_DECISION);
  const missing: Record<string, string> = {};
  if (values.competent === '') missing.competent = 'lspPages.validation.choose';
  if (committeeNames(values.committee).length === 0) missing.committee = 'lspPages.validation.committee';
  return missing;
}

/**
 * The plenary's decision: competent or not yet, the committee members' names (at least one; the gateway refuses the
 * asesi's own assessor with 409 and says so) and a note. Competent issues the certificate.
 */
export function DecisionDialog({ registration, onClose }: { registration: RegistrationView; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();

  function send(raw: Record<string, unknown>) {
    const values = filledValues(raw, EMPTY_DECISION);
    const note = values.note.trim();
    const body = { competent: values.competent === 'true', committee: committeeNames(values.committee), ...(note ? { note } : {}) };
    return write('post', `/jadwal-lsp/registrations/${registration.id}/decision`, body);
  }

  return (
    <RecordFormDialog
      title={translate('lspPages.decide.title', { name: registration.asesi.name })}
      submitLabel="lspPages.decide.submit"
      record={EMPTY_DECISION}
      validate={validateDecision}
      send={send}
      onClose={onClose}
    >
      {registration.recommendation && (
        <Typography>
          {translate('lspPages.decide.recommendation', { recommendation: translate(`lspPages.recommendations.${registration.recommendation}`) })}
        </Typography>
      )}
      <RadioButtonGroupInput source="competent" label="lspPages.decide.outcome" choices={OUTCOMES} row={false} isRequired helperText={false} />
      <Box>
        <CommitteeInput />
        <Typography variant="body2" color="text.secondary">
          {translate('lspPages.decide.committeeHelp')}
        </Typography>
      </Box>
      <TextInput source="note" label="lspPages.decide.note" multiline minRows={2} helperText={false} slotProps={{ htmlInput: { maxLength: 1000 } }} />
    </RecordFormDialog>
  );
}

/** The committee's names as the form's `committee` list, one line each, at most ten. */
function CommitteeInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'committee' });
  const error = fieldState.error?.message;
  return (
    <LinesInput
      legend={translate('lspPages.decide.committee')}
      lineLabel={(index) => translate('lspPages.decide.memberN', { n: index + 1 })}
      lines={(field.value as string[] | null) ?? []}
      onChange={(lines) => field.onChange(lines.slice(0, MAX_COMMITTEE))}
      addLabel={translate('lspPages.decide.addMember')}
      error={error ? translate(error, { _: error }) : undefined}
      maxLength={120}
    />
  );
}
