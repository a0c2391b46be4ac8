import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import type { RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { REGISTRATION_FORMS } from '@core/certification/actions';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { asesiTodo } from './certificationRules';
import { RegistrationCard } from './RegistrationCard';
import { RegistrationForms, useStartForm } from './RegistrationForms';
import { StepButtons, useRegistrationStep } from './RegistrationSteps';
import { RegistrationStepper } from '../../shared/certification/RegistrationStepper';
import { ScheduleFacts } from './ScheduleFacts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { AppealDialog } from './StepDialogs';
import { TodoAlert } from './TodoText';
import { DecisionSection } from './DecisionSection';

/** /member/sertifikasi/registrasi/{id}: one of my registrations, where it stands, what waits for me, and its steps. */
export function AsesiRegistrationDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const path = `/sertifikasi/registrations/${encodeURIComponent(id)}`;
  const { data: view, error, isError } = useCertificationRead<RegistrationView>(path);
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!view) return null;
  return (
    <RegistrationCard
      view={view}
      title={format.text(view.schedule.scheme.title)}
      back={{ to: `${base}/sertifikasi?tab=pendaftaran`, label: translate('certificationPages.backToRegistrations') }}
      after={<AsesiActions view={view} path={path} />}
    >
      {view.purpose === 'sertifikasi-ulang' && <Typography variant="body2">{translate('certificationPages.registration.renewal')}</Typography>}
      <RegistrationStepper view={view} catalog="certificationPages" />
      <TodoAlert heading={translate('certificationPages.registration.now')} todos={asesiTodo(view)} />
      {view.verificationNote && (
        <Alert severity={view.state === 'rejected' ? 'error' : 'info'} sx={{ mb: 2 }}>
          {translate('certificationPages.registration.verificationNote', { note: view.verificationNote })}
        </Alert>
      )}
      <ScheduleFacts schedule={view.schedule} seats={false} />
      <Typography variant="body2">
        {translate('certificationPages.registration.assessor')}: {view.assessor?.name ?? translate('certificationPages.registration.notAssigned')}
      </Typography>
      <AsesiForms view={view} path={path} />
      <DecisionSection view={view} certificateLink={view.certificate ? `${base}/sertifikat/${view.certificate.id}` : undefined} />
    </RegistrationCard>
  );
}

/** The registration's forms; after the recommendation the asesi opens their feedback (FR.AK.03) and, with an appeal, FR.AK.04. */
function AsesiForms({ view, path }: { view: RegistrationView; path: string }) {
  const translate = useTranslate();
  const { start, failure } = useStartForm(path);
  const own = ['FR.AK.03', ...(view.appeals.length > 0 ? ['FR.AK.04'] : [])];
  const offered = view.actions.includes('give-feedback') ? own.filter((code) => !view.forms.some((form) => form.code === code)) : [];
  // The registration's own forms come first, in the flow's order; the assessor's follow as they were opened.
  const forms = [...view.forms].sort(
    (a, b) =>
      Number(!(REGISTRATION_FORMS as readonly string[]).includes(a.code)) - Number(!(REGISTRATION_FORMS as readonly string[]).includes(b.code)),
  );
  const rows = [
    ...forms.map((form) => ({ code: form.code, form })),
    ...offered.map((code) => ({
      code,
      action: (
        <Button size="small" variant="outlined" onClick={() => void start(code)}>
          {translate('certificationPages.forms.start')}
        </Button>
      ),
    })),
  ];
  return <RegistrationForms rows={rows} failure={failure} />;
}

/** Withdraw (before the recommendation) and appeal (after a not-yet-competent decision): only what the gateway's `actions` lists. */
function AsesiActions({ view, path }: { view: RegistrationView; path: string }) {
  const translate = useTranslate();
  const { send, failure } = useRegistrationStep(path);
  const [dialog, setDialog] = useState<'withdraw' | 'appeal' | null>(null);
  const canWithdraw = view.actions.includes('withdraw');
  const canAppeal = view.actions.includes('appeal');
  if (!canWithdraw && !canAppeal) return null;

  function take(step: string, body?: unknown) {
    setDialog(null);
    void send(step, body);
  }

  return (
    <>
      <StepButtons failure={failure}>
        {canAppeal && (
          <Button variant="contained" onClick={() => setDialog('appeal')}>
            {translate('certificationPages.appeal.open')}
          </Button>
        )}
        {canWithdraw && (
          <Button color="error" variant="outlined" onClick={() => setDialog('withdraw')}>
            {translate('certificationPages.withdraw.open')}
          </Button>
        )}
      </StepButtons>
      <ConfirmDialog
        open={dialog === 'withdraw'}
        id="withdraw-confirm"
        color="error"
        title={translate('certificationPages.withdraw.title')}
        text={translate('certificationPages.withdraw.text')}
        confirm={translate('certificationPages.withdraw.confirm')}
        onClose={() => setDialog(null)}
        onConfirm={() => take('withdrawal')}
      />
      <AppealDialog open={dialog === 'appeal'} onClose={() => setDialog(null)} onSend={(reason) => take('appeals', { reason })} />
    </>
  );
}
