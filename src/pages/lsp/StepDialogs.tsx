import { FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AssessorView, RegistrationView } from '@core/certification/contract';
import { FormDialog } from './FormDialog';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useLspWrite } from './lspApi';
import { qualifiedAssessors, utcDay } from './lspRules';
import { useSubmission } from '../../shared/submission';

interface StepDialogProps {
  registration: RegistrationView;
  onClose: () => void;
}

/** The LSP's check of FR.APL.01: Diterima or Tidak diterima, with a note (the asesi reads it when not accepted). */
export function VerificationDialog({ registration, onClose }: StepDialogProps) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const [accepted, setAccepted] = useState<boolean | null>(null);
  const [note, setNote] = useState('');

  async function submit() {
    if (accepted === null) return submission.refuse({ accepted: 'lspPages.validation.choose' });
    // The asesi's notice of a refusal quotes the note: without one they would not know what to fix.
    if (!accepted && !note.trim()) return submission.refuse({ note: 'lspPages.validation.noteWhenRejected' });
    const body = { accepted, ...(note.trim() ? { note: note.trim() } : {}) };
    if (await submission.run(() => write('post', `/jadwal-lsp/registrations/${registration.id}/verification`, body))) onClose();
  }

  return (
    <FormDialog
      open
      title={translate('lspPages.verify.title', { name: registration.asesi.name })}
      submitLabel={translate('lspPages.verify.submit')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <FormControl required error={!!submission.fieldErrors.accepted}>
        <FormLabel id="verification-outcome">{translate('lspPages.verify.outcome')}</FormLabel>
        <RadioGroup
          aria-labelledby="verification-outcome"
          value={accepted === null ? '' : String(accepted)}
          onChange={(event) => setAccepted(event.target.value === 'true')}
        >
          <FormControlLabel value="true" control={<Radio />} label={translate('lspPages.verify.accepted')} />
          <FormControlLabel value="false" control={<Radio />} label={translate('lspPages.verify.rejected')} />
        </RadioGroup>
        {submission.fieldErrors.accepted && <FormHelperText>{submission.fieldErrors.accepted}</FormHelperText>}
      </FormControl>
      <TextField
        label={translate('lspPages.verify.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={3}
        required={accepted === false}
        error={!!submission.fieldErrors.note}
        helperText={submission.fieldErrors.note}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}

/** Assigning the assessor (the surat tugas): one of the LSP's assessors qualified for the scheme, certificate valid today. */
export function AssignmentDialog({ registration, onClose }: StepDialogProps) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const assessors = useCertificationRead<AssessorView[]>('/jadwal-lsp/assessors');
  const qualified = qualifiedAssessors(assessors.data ?? [], registration.schedule.scheme.id, utcDay(new Date()));
  const [assessorId, setAssessorId] = useState(registration.assessor?.accountId ?? '');

  async function submit() {
    if (!assessorId) return submission.refuse({ assessorAccountId: 'lspPages.validation.choose' });
    const body = { assessorAccountId: assessorId };
    if (await submission.run(() => write('post', `/jadwal-lsp/registrations/${registration.id}/assignment`, body))) onClose();
  }

  return (
    <FormDialog
      open
      title={translate('lspPages.assign.title', { name: registration.asesi.name })}
      submitLabel={translate('lspPages.assign.submit')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {assessors.data && qualified.length === 0 ? (
        <Typography>{translate('lspPages.assign.noneQualified')}</Typography>
      ) : (
        <TextField
          select
          label={translate('lspPages.assign.assessor')}
          value={qualified.some((assessor) => assessor.accountId === assessorId) ? assessorId : ''}
          onChange={(event) => setAssessorId(event.target.value)}
          required
          error={!!submission.fieldErrors.assessorAccountId}
          helperText={submission.fieldErrors.assessorAccountId ?? translate('lspPages.assign.help')}
        >
          {qualified.map((assessor) => (
            <MenuItem key={assessor.accountId} value={assessor.accountId}>
              {assessor.name} ({assessor.metNumber})
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}

/** Revoking the certificate: its number stays taken, the public page then shows it revoked with the date. */
export function RevocationDialog({ registration, onClose }: StepDialogProps) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const [reason, setReason] = useState('');
  const certificate = registration.certificate;
  if (!certificate) return null;

  async function submit() {
    if (!certificate) return;
    if (!reason.trim()) return submission.refuse({ reason: 'lspPages.validation.required' });
    if (await submission.run(() => write('post', `/jadwal-lsp/certificates/${certificate.id}/revocation`, { reason: reason.trim() }))) onClose();
  }

  return (
    <FormDialog
      open
      title={translate('lspPages.revoke.title', { number: certificate.number })}
      submitLabel={translate('lspPages.revoke.submit')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Typography>{translate('lspPages.revoke.help')}</Typography>
      <TextField
        label={translate('lspPages.revoke.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={3}
        error={!!submission.fieldErrors.reason}
        helperText={submission.fieldErrors.reason}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}
