import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { ASSESSOR_FORMS, REGISTRATION_FORMS } from '@core/certification/actions';
import type { RegistrationView } from '@core/certification/types';
import { parseErrorMessage } from '@core/errors/parseError';
import { localizePath } from '@core/i18n/locales';
import { useMember } from '../../shared/memberContext';
import { useCertificationRead, useFormCatalog } from '../../shared/certification/certificationApi';
import { useCertificationPost, useSetCertificationData } from './certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { assessorFormAction, assessorTodo } from './certificationRules';
import { DecisionSection } from './DecisionSection';
import { RegistrationEvents } from '../../shared/certification/RegistrationEvents';
import { RegistrationFormsTable } from './RegistrationFormsTable';
import { RegistrationStepper } from '../../shared/certification/RegistrationStepper';
import { ScheduleFacts } from './ScheduleFacts';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { ConfirmDialog } from './StepDialogs';
import { useTodoText } from './TodoText';

/** /member/list-sertifikasi/{id}: one asesi's assessment for their assessor: the flow's forms, the steps and the K/BK recommendation. */
export function AssessorRegistrationDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const path = `/list-sertifikasi/registrations/${encodeURIComponent(id)}`;
  const { data: view, error, isError } = useCertificationRead<RegistrationView>(path);
  const todoText = useTodoText();
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!view) return null;
  const todos = view.actions.length > 0 ? todoText(assessorTodo(view)) : [];
  return (
    <Card sx={{ mt: 2, maxWidth: 1100 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Typography component="h1" variant="h5">
            {view.asesi.name} — {format.text(view.schedule.scheme.title)}
          </Typography>
          <RegistrationStateChip state={view.state} />
        </Stack>
        <RegistrationStepper view={view} catalog="certificationPages" />
        {todos.length > 0 && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            <strong>{translate('certificationPages.assessor.now')}</strong>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {todos.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          </Alert>
        )}
        <ScheduleFacts schedule={view.schedule} seats={false} />
        <Typography variant="body2">
          {translate('certificationPages.registration.asesi')}: {view.asesi.name} ({view.asesi.email})
        </Typography>
        <AssessorForms view={view} />
        <AssessorSteps view={view} path={path} />
        <DecisionSection view={view} />
        <RegistrationEvents events={view.events} catalog="certificationPages" />
        <Button component={Link} to={`${base}/list-sertifikasi`} sx={{ mt: 2 }}>
          {translate('certificationPages.assessor.back')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The registration's forms first, then the assessor's in the flow's order: open one that exists, start one that does not. */
function AssessorForms({ view }: { view: RegistrationView }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const post = useCertificationPost();
  const { slugs } = useFormCatalog();
  const { locale } = useCertificationFormat();
  const [failure, setFailure] = useState<string | null>(null);

  async function start(code: string) {
    setFailure(null);
    try {
      const created = await post<{ id: string }>(`/list-sertifikasi/registrations/${encodeURIComponent(view.id)}/forms`, { form: code });
      navigate(localizePath(`/form/${slugs.get(code) ?? code}/${created.id}`, locale));
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

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
  return (
    <section aria-labelledby="forms-heading">
      <Typography component="h2" variant="h6" id="forms-heading" sx={{ mt: 3 }}>
        {translate('certificationPages.forms.title')}
      </Typography>
      <RegistrationFormsTable rows={rows} />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </section>
  );
}

type Step = { kind: 'progress'; to: 'pre-assessment' | 'assessment' } | { kind: 'recommend'; recommendation: 'K' | 'BK' };

/** The next steps the gateway offers (its `actions`), the K/BK recommendation after a confirmation, and the surat tugas. */
function AssessorSteps({ view, path }: { view: RegistrationView; path: string }) {
  const translate = useTranslate();
  const { gateway } = useMember();
  const post = useCertificationPost();
  const setView = useSetCertificationData<RegistrationView>(path);
  const [confirming, setConfirming] = useState<'K' | 'BK' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(step: Step) {
    setConfirming(null);
    setFailure(null);
    try {
      setView(
        step.kind === 'progress'
          ? await post<RegistrationView>(`${path}/progress`, { to: step.to })
          : await post<RegistrationView>(`${path}/recommendation`, { recommendation: step.recommendation }),
      );
    } catch (error) {
      // A recommendation before APL.01, APL.02, AK.01 and AK.02 are all signed answers 409 naming the unsigned forms.
      setFailure(parseErrorMessage(error));
    }
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
    <Box sx={{ mt: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} flexWrap="wrap" useFlexGap>
        {can('start-pre-assessment') && (
          <Button variant="contained" onClick={() => void send({ kind: 'progress', to: 'pre-assessment' })}>
            {translate('certificationPages.assessor.startPreAssessment')}
          </Button>
        )}
        {can('start-assessment') && (
          <Button variant="contained" onClick={() => void send({ kind: 'progress', to: 'assessment' })}>
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
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={translate(`certificationPages.assessor.recommend${confirming ?? 'K'}`)}
        text={translate('certificationPages.assessor.recommendText', { asesi: view.asesi.name, recommendation: confirming ?? '' })}
        confirm={translate('certificationPages.assessor.recommendConfirm')}
        color="primary"
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void send({ kind: 'recommend', recommendation: confirming })}
      />
    </Box>
  );
}
