import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { DecisionDialog } from './DecisionDialog';
import { useLspDownload } from './lspApi';
import { AssignmentDialog, RevocationDialog, VerificationDialog } from './StepDialogs';

type Step = 'verify' | 'assign' | 'decide' | 'revoke';
const STEPS: readonly Step[] = ['verify', 'assign', 'decide', 'revoke'];

/**
 * The LSP's next steps on a registration: only those the gateway lists in `actions` (verify, assign, decide,
 * revoke), each in its dialog, and the surat tugas once an assessor is assigned.
 */
export function RegistrationActions({ registration }: { registration: RegistrationView }) {
  const translate = useTranslate();
  const download = useLspDownload();
  const [open, setOpen] = useState<Step | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const offered = STEPS.filter((step) => registration.actions.includes(step));
  const close = () => setOpen(null);

  async function downloadLetter() {
    setDownloadError(null);
    try {
      await download(`/jadwal-lsp/registrations/${registration.id}/assignment-letter`, `surat-tugas-${registration.id}.pdf`);
    } catch (failure) {
      setDownloadError(parseErrorMessage(failure));
    }
  }

  if (offered.length === 0 && !registration.assessor) return null;
  return (
    <>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ my: 2 }}>
        {offered.map((step) => (
          <Button
            key={step}
            variant={step === 'revoke' ? 'outlined' : 'contained'}
            color={step === 'revoke' ? 'error' : 'primary'}
            onClick={() => setOpen(step)}
          >
            {translate(step === 'assign' && registration.assessor ? 'lspPages.actions.reassign' : `lspPages.actions.${step}`)}
          </Button>
        ))}
        {registration.assessor && (
          <Button variant="outlined" onClick={() => void downloadLetter()}>
            {translate('lspPages.actions.assignmentLetter')}
          </Button>
        )}
      </Stack>
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
      {open === 'verify' && <VerificationDialog registration={registration} onClose={close} />}
      {open === 'assign' && <AssignmentDialog registration={registration} onClose={close} />}
      {open === 'decide' && <DecisionDialog registration={registration} onClose={close} />}
      {open === 'revoke' && <RevocationDialog registration={registration} onClose={close} />}
    </>
  );
}
