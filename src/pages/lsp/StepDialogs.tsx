import { Typography } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AssessorView, RegistrationView } from '@core/certification/contract';
import { RecordFormDialog } from './RecordFormDialog';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { filledValues } from '../../shared/fields/formValues';
import { useLspWrite } from './lspApi';
import { qualifiedAssessors, todayOf } from './lspRules';

interface StepDialogProps {
  registration: RegistrationView;
  onClose: () => void;
}

const OUTCOMES = [
  { id: 'true', name: 'lspPages.verify.accepted' },
  { id: 'false', name: 'lspPages.verify.rejected' },
];

const EMPTY_VERIFICATION = { accepted: '', note: '' };

function validateVerification(raw: Record<string, unknown>) {
  const values = filledValues(raw, EMPTY_VERIFICATION);
  if (values.accepted === '') return { accepted: 'lspPages.validation.choose' };
  // The asesi's notice of a refusal quotes the note: without one they would not know what to fix.
  if (values.accepted === 'false' && !values.note.trim()) return { note: 'lspPages.validation.noteWhenRejected' };
  return {};
}

/** The LSP's check of FR.APL.01: Diterima or Tidak diterima, with a note (the asesi reads it when not accepted). */
export function VerificationDialog({ registration, onClose }: StepDialogProps) {
  const translate = useTranslate();
  const write = useLspWrite();

  function send(raw: Record<string, unknown>) {
    const values = filledValues(raw, EMPTY_VERIFICATION);
    const note = values.note.trim();
    const body = { accepted: values.accepted === 'true', ...(note ? { note } : {}) };
    return write('post', `/jadwal-lsp/registrations/${registration.id}/verification`, body);
  }

  return (
    <RecordFormDialog
      title={translate('lspPages.verify.title', { name: registration.asesi.name })}
      submitLabel="lspPages.verify.submit"
      record={EMPTY_VERIFICATION}
      validate={validateVerification}
      send={send}
      onClose={onClose}
    >
      <RadioButtonGroupInput source="accepted" label="lspPages.verify.outcome" choices={OUTCOMES} row={false} isRequired helperText={false} />
      <VerificationNote />
    </RecordFormDialog>
  );
}

/** The note: required once the application is not accepted. */
function VerificationNote() {
  const accepted = useWatch({ name: 'accepted' }) as string | null;
  return (
    <TextInput
      source="note"
      label="lspPages.verify.note"
      multiline
      minRows={3}
      isRequired={accepted === 'false'}
      helperText={false}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
    />
  );
}

/** Assigning the assessor (the surat tugas): one of the LSP's assessors qualified for the scheme, certificate valid today. */
export function AssignmentDialog({ registration, onClose }: StepDialogProps) {
  const translate = useTranslate();
  const write = useLspWrite();
  const assessors = useCertificationRead<AssessorView[]>('/jadwal-lsp/assessors');
  const qualified = qualifiedAssessors(assessors.data ?? [], registration.schedule.scheme.id, todayOf(new Date()));

  function validate(values: Record<string, unknown>) {
    const chosen = values.assessorAccountId;
    return qualified.some((assessor) => assessor.accountId === chosen) ? {} : { assessorAccountId: 'lspPages.validation.choose' };
  }

  return (
    <RecordFormDialog
      title={translate('lspPages.assign.title', { name: registration.asesi.name })}
      submitLabel="lspPages.assign.submit"
      record={{ assessorAccountId: registration.assessor?.accountId ?? '' }}
      validate={validate}
      send={(values) => write('post', `/jadwal-lsp/registrations/${registration.id}/assignment`, { assessorAccountId: values.assessorAccountId })}
      onClose={onClose}
    >
      {assessors.data && qualified.length === 0 ? (
        <Typography>{translate('lspPages.assign.noneQualified')}</Typography>
      ) : (
        <SelectInput
          source="assessorAccountId"
          label="lspPages.assign.assessor"
          choices={qualified.map((assessor) => ({ id: assessor.accountId, name: `${assessor.name} (${assessor.metNumber})` }))}
          translateChoice={false}
          isPending={assessors.isPending}
          isRequired
          emptyText=""
          helperText="lspPages.assign.help"
        />
      )}
    </RecordFormDialog>
  );
}

/** Revoking the certificate: its number stays taken, the public page then shows it revoked with the date. */
export function RevocationDialog({ registration, onClose }: StepDialogProps) {
  const translate = useTranslate();
  const write = useLspWrite();
  const certificate = registration.certificate;
  if (!certificate) return null;

  function validate(raw: Record<string, unknown>) {
    return filledValues(raw, { reason: '' }).reason.trim() ? {} : { reason: 'lspPages.validation.required' };
  }

  return (
    <RecordFormDialog
      title={translate('lspPages.revoke.title', { number: certificate.number })}
      submitLabel="lspPages.revoke.submit"
      record={{ reason: '' }}
      validate={validate}
      send={(raw) =>
        write('post', `/jadwal-lsp/certificates/${certificate.id}/revocation`, { reason: filledValues(raw, { reason: '' }).reason.trim() })
      }
      onClose={onClose}
    >
      <Typography>{translate('lspPages.revoke.help')}</Typography>
      <TextInput
        source="reason"
        label="lspPages.revoke.reason"
        isRequired
        multiline
        minRows={3}
        helperText={false}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </RecordFormDialog>
  );
}
