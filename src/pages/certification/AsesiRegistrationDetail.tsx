import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import type { RegistrationView } from '@core/certification/types';
import { parseErrorMessage } from '@core/errors/parseError';
import { localizePath } from '@core/i18n/locales';
import { REGISTRATION_FORMS } from '@core/certification/actions';
import { useCertificationRead, useFormCatalog } from '../../shared/certification/certificationApi';
import { useCertificationPost, useSetCertificationData } from './certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { asesiTodo } from './certificationRules';
import { RegistrationEvents } from '../../shared/certification/RegistrationEvents';
import { RegistrationFormsTable } from './RegistrationFormsTable';
import { RegistrationStepper } from '../../shared/certification/RegistrationStepper';
import { ScheduleFacts } from './ScheduleFacts';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { AppealDialog, ConfirmDialog } from './StepDialogs';
import { useTodoText } from './TodoText';
import { DecisionSection } from './DecisionSection';

/** /member/sertifikasi/registrasi/{id}: one of my registrations, where it stands, what waits for me, and its steps. */
export function AsesiRegistrationDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const path = `/sertifikasi/registrations/${encodeURIComponent(id)}`;
  const { data: view, error, isError } = useCertificationRead<RegistrationView>(path);
  const todoText = useTodoText();
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!view) return null;
  const todos = todoText(asesiTodo(view));
  return (
    <Card sx={{ mt: 2, maxWidth: 1100 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Typography component="h1" variant="h5">
            {format.text(view.schedule.scheme.title)}
          </Typography>
          <RegistrationStateChip state={view.state} />
        </Stack>
        {view.purpose === 'sertifikasi-ulang' && <Typography variant="body2">{translate('certificationPages.registration.renewal')}</Typography>}
        <RegistrationStepper view={view} catalog="certificationPages" />
        {todos.length > 0 && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            <strong>{translate('certificationPages.registration.now')}</strong>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {todos.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </Box>
          </Alert>
        )}
        {view.verificationNote && (
          <Alert severity={view.state === 'rejected' ? 'error' : 'info'} sx={{ mb: 2 }}>
            {translate('certificationPages.registration.verificationNote', { note: view.verificationNote })}
          </Alert>
        )}
        <ScheduleFacts schedule={view.schedule} seats={false} />
        <Typography variant="body2">
          {translate('certificationPages.registration.assessor')}: {view.assessor?.name ?? translate('certificationPages.registration.notAssigned')}
        </Typography>
        <AsesiForms view={view} />
        <DecisionSection view={view} certificateLink={view.certificate ? `${base}/sertifikat/${view.certificate.id}` : undefined} />
        <RegistrationEvents events={view.events} catalog="certificationPages" />
        <AsesiActions view={view} path={path} />
        <Button component={Link} to={`${base}/sertifikasi?tab=pendaftaran`} sx={{ mt: 2 }}>
          {translate('certificationPages.backToRegistrations')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The registration's forms; after the recommendation the asesi opens their feedback (FR.AK.03) and, with an appeal, FR.AK.04. */
function AsesiForms({ view }: { view: RegistrationView }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const post = useCertificationPost();
  const { slugs } = useFormCatalog();
  const { locale } = useCertificationFormat();
  const [failure, setFailure] = useState<string | null>(null);
  const own = ['FR.AK.03', ...(view.appeals.length > 0 ? ['FR.AK.04'] : [])];
  const offered = view.actions.includes('give-feedback') ? own.filter((code) => !view.forms.some((form) => form.code === code)) : [];

  async function start(code: string) {
    setFailure(null);
    try {
      const created = await post<{ id: string }>(`/sertifikasi/registrations/${encodeURIComponent(view.id)}/forms`, { form: code });
      navigate(localizePath(`/form/${slugs.get(code) ?? code}/${created.id}`, locale));
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

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
  return (
    <section aria-labelledby="forms-heading">
      <Typography component="h2" variant="h6" id="forms-heading" sx={{ mt: 3 }}>
        {translate('certificationPages.forms.title')}
      </Typography>
      {rows.length > 0 ? <RegistrationFormsTable rows={rows} /> : <Typography>{translate('certificationPages.forms.none')}</Typography>}
      {failure && <Alert severity="error">{failure}</Alert>}
    </section>
  );
}

/** Withdraw (before the recommendation) and appeal (after a not-yet-competent decision): only what the gateway's `actions` lists. */
function AsesiActions({ view, path }: { view: RegistrationView; path: string }) {
  const translate = useTranslate();
  const post = useCertificationPost();
  const setView = useSetCertificationData<RegistrationView>(path);
  const [dialog, setDialog] = useState<'withdraw' | 'appeal' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canWithdraw = view.actions.includes('withdraw');
  const canAppeal = view.actions.includes('appeal');
  if (!canWithdraw && !canAppeal) return null;

  async function send(step: string, body: unknown = {}) {
    setDialog(null);
    setFailure(null);
    try {
      setView(await post<RegistrationView>(`${path}/${step}`, body));
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
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
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={dialog === 'withdraw'}
        title={translate('certificationPages.withdraw.title')}
        text={translate('certificationPages.withdraw.text')}
        confirm={translate('certificationPages.withdraw.confirm')}
        onClose={() => setDialog(null)}
        onConfirm={() => void send('withdrawal')}
      />
      <AppealDialog open={dialog === 'appeal'} onClose={() => setDialog(null)} onSend={(reason) => void send('appeals', { reason })} />
    </Box>
  );
}
