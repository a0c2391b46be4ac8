import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { ASSESSOR_FORMS, REGISTRATION_FORMS } from '@core/certification/actions';
import type { RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { useMember } from '../../shared/memberContext';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { assessorFormAction, assessorTodo } from './certificationRules';
import { DecisionSection } from './DecisionSection';
import { RegistrationCard } from './RegistrationCard';
import { RegistrationForms, useStartForm } from './RegistrationForms';
import { StepButtons, useRegistrationStep } from './RegistrationSteps';
import { RegistrationStepper } from '../../shared/certification/RegistrationStepper';
import { ScheduleFacts } from './ScheduleFacts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { TodoAlert } from './TodoText';

/** /member/list-sertifikasi/{id}: one asesi's assessment for their assessor: the flow's forms, the steps and the K/BK recommendation. */
export function AssessorRegistrationDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const path = `/list-sertifikasi/registrations/${encodeURIComponent(id)}`;
  const { data: view, error, isError } = useCertificationRead<RegistrationView>(path);
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!view) return null;
  return (
    <RegistrationCard
      view={view}
      title={`${view.asesi.name} — ${format.text(view.schedule.scheme.title)}`}
      back={{ to: `${base}/list-sertifikasi`, label: translate('certificationPages.assessor.back') }}
    >
      <RegistrationStepper view={view} catalog="certificationPages" />
      <TodoAlert heading={translate('certificationPages.assessor.now')} todos={view.actions.length > 0 ? assessorTodo(view) : []} />
      <ScheduleFacts schedule={view.schedule} seats={false} />
      <Typography variant="body2">
        {translate('certificationPages.registration.asesi')}: {view.asesi.name} ({view.asesi.email})
      </Typography>
      <AssessorForms view={view} path={path} />
      <AssessorSteps view={view} path={path} />
      <DecisionSection view={view} />
    </RegistrationCard>
  );
}

/** The registration's forms first, then the assessor's in the flow's order: open one that exists, start one that does not. */
function AssessorForms({ view, path }: { view: RegistrationView; path: string }) {
  const translate = useTranslate();
  const { start, failure } = useStartForm(path);
  const rows = [...REGISTRATION_FORMS, ...ASSESSOR_FORMS].map((code) => {
    const action = assessorFormAction(code, view.forms, view.actions);
    if (action.kind === 'open') return { code, form: action.form };
    return {
      code,
      action:
        action.kind === 'start' ? (
          <Button
            size="small"
            variant="outlined"
            onClick={() => void start(code)}
            aria-label={translate('certificationPages.forms.startNamed', { form: code })}
          >
            {translate('certificationPages.forms.start')}
          </Button>
        ) : (
          translate(action.kind === 'asesi' ? 'certificationPages.forms.byAsesi' : 'certificationPages.forms.notOpened')
        ),
    };
  });
  return <RegistrationForms rows={rows} failure={failure} />;
}

/** The next steps the gateway offers (its `actions`), the K/BK recommendation after a confirmation, and the surat tugas. */
function AssessorSteps({ view, path }: { view: RegistrationView; path: string }) {
  const translate = useTranslate();
  const { gateway } = useMember();
  const { send, failure, setFailure } = useRegistrationStep(path);
  const [confirming, setConfirming] = useState<'K' | 'BK' | null>(null);

  // A recommendation before APL.01, APL.02, AK.01 and AK.02 are all signed is refused (409) naming the unsigned forms.
  function recommend(recommendation: 'K' | 'BK') {
    setConfirming(null);
    void send('recommendation', { recommendation });
  }

  // The letter is a PDF, opened for printing as the invoice is; the gateway client carries the token.
  async function openLetter() {
    setFailure(null);
    try {
      const pdf = await gateway.download('certification', `${path}/assignment-letter`);
      window.open(URL.createObjectURL(pdf.blob), '_blank', 'noopener');
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

  const can = (action: string) => view.actions.includes(action);
  return (
    <>
      <StepButtons failure={failure} stackOnPhone>
        {can('start-pre-assessment') && (
          <Button variant="contained" onClick={() => void send('progress', { to: 'pre-assessment' })}>
            {translate('certificationPages.assessor.startPreAssessment')}
          </Button>
        )}
        {can('start-assessment') && (
          <Button variant="contained" onClick={() => void send('progress', { to: 'assessment' })}>
            {translate('certificationPages.assessor.startAssessment')}
          </Button>
        )}
        {can('recommend') &&
          (['K', 'BK'] as const).map((recommendation) => (
            <Button
              key={recommendation}
              variant="contained"
              color={recommendation === 'K' ? 'success' : 'error'}
              onClick={() => setConfirming(recommendation)}
            >
              {translate(`certificationPages.assessor.recommend${recommendation}`)}
            </Button>
          ))}
        {view.assessor && (
          <Button variant="outlined" onClick={() => void openLetter()}>
            {translate('certificationPages.assessor.assignmentLetter')}
          </Button>
        )}
      </StepButtons>
      <ConfirmDialog
        open={confirming !== null}
        id="recommend-confirm"
        title={translate(`certificationPages.assessor.recommend${confirming ?? 'K'}`)}
        text={translate('certificationPages.assessor.recommendText', { asesi: view.asesi.name, recommendation: confirming ?? '' })}
        confirm={translate('certificationPages.assessor.recommendConfirm')}
        color="primary"
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && recommend(confirming)}
      />
    </>
  );
}
