import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RegistrationView } from '@core/certification/contract';
import { FormDialog } from './FormDialog';
import { LinesInput } from './LinesInput';
import { useLspWrite } from './lspApi';
import { committeeNames } from './lspRules';
import { useSubmission } from '../../shared/submission';

const MAX_COMMITTEE = 10;

/**
 * The plenary's decision: competent or not yet, the committee members' names (at least one; the gateway refuses the
 * asesi's own assessor with 409 and says so) and a note. Competent issues the certificate.
 */
export function DecisionDialog({ registration, onClose }: { registration: RegistrationView; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const [competent, setCompetent] = useState<boolean | null>(null);
  const [committee, setCommittee] = useState<string[]>(['']);
  const [note, setNote] = useState('');

  async function submit() {
    const names = committeeNames(committee);
    const missing: Record<string, string> = {};
    if (competent === null) missing.competent = 'lspPages.validation.choose';
    if (names.length === 0) missing.committee = 'lspPages.validation.committee';
    if (competent === null || Object.keys(missing).length > 0) return submission.refuse(missing);
    const body = { competent, committee: names, ...(note.trim() ? { note: note.trim() } : {}) };
    if (await submission.run(() => write('post', `/jadwal-lsp/registrations/${registration.id}/decision`, body))) onClose();
  }

  return (
    <FormDialog
      open
      title={translate('lspPages.decide.title', { name: registration.asesi.name })}
      submitLabel={translate('lspPages.decide.submit')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {registration.recommendation && (
        <Typography>
          {translate('lspPages.decide.recommendation', { recommendation: translate(`lspPages.recommendations.${registration.recommendation}`) })}
        </Typography>
      )}
      <FormControl required error={!!submission.fieldErrors.competent}>
        <FormLabel id="decision-outcome">{translate('lspPages.decide.outcome')}</FormLabel>
        <RadioGroup
          aria-labelledby="decision-outcome"
          value={competent === null ? '' : String(competent)}
          onChange={(event) => setCompetent(event.target.value === 'true')}
        >
          <FormControlLabel value="true" control={<Radio />} label={translate('certification.states.competent')} />
          <FormControlLabel value="false" control={<Radio />} label={translate('certification.states.not-yet-competent')} />
        </RadioGroup>
        {submission.fieldErrors.competent && <FormHelperText>{submission.fieldErrors.competent}</FormHelperText>}
      </FormControl>
      <Box>
        <LinesInput
          legend={translate('lspPages.decide.committee')}
          lineLabel={(index) => translate('lspPages.decide.memberN', { n: index + 1 })}
          lines={committee}
          onChange={(lines) => setCommittee(lines.slice(0, MAX_COMMITTEE))}
          addLabel={translate('lspPages.decide.addMember')}
          error={submission.fieldErrors.committee}
          maxLength={120}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('lspPages.decide.committeeHelp')}
        </Typography>
      </Box>
      <TextField
        label={translate('lspPages.decide.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}
