import { Alert, Button, Card, CardContent, FormControl, InputLabel, Link as MuiLink, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { REGISTRATION_CONFLICT_NOT_PAID } from '@core/certification/types';
import type { CertificateSummary, RegistrationView, ScheduleView } from '@core/certification/contract';
import { errorReasonOf, GatewayError, parseErrorMessage } from '@core/errors/parseError';
import { localizePath } from '@core/i18n/locales';
import { programDetailPath } from '@core/rules/programLinks';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationPost } from './certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { renewableCertificates } from './certificationRules';
import { ScheduleSummary } from './ScheduleFacts';

/** The value of the purpose select for a first certification (any other value is the renewed certificate's id). */
const FIRST_CERTIFICATION = 'new';

/** /member/sertifikasi/detail/{scheduleId}: one open schedule and registering for it (or renewing a certificate of its scheme). */
export function OpenScheduleDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const { data: schedule, error, isError } = useCertificationRead<ScheduleView>(`/sertifikasi/schedules/${encodeURIComponent(id)}`);
  const { data: mine } = useCertificationRead<RegistrationView[]>('/sertifikasi/registrations');
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!schedule) return null;
  const existing = mine?.find((registration) => registration.schedule.id === schedule.id && registration.state !== 'withdrawn');
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <CardContent>
        <ScheduleSummary schedule={schedule} heading="h1" />
        {existing ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('certificationPages.register.already')}{' '}
            <MuiLink component={Link} to={`${base}/sertifikasi/registrasi/${existing.id}`}>
              {translate('certificationPages.register.openRegistration')}
            </MuiLink>
          </Alert>
        ) : (
          <RegisterForm schedule={schedule} />
        )}
        <Button component={Link} to={`${base}/sertifikasi`} sx={{ mt: 2 }}>
          {translate('certificationPages.backToSchedules')}
        </Button>
      </CardContent>
    </Card>
  );
}

function RegisterForm({ schedule }: { schedule: ScheduleView }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const navigate = useNavigate();
  const post = useCertificationPost();
  const { data: certificates } = useCertificationRead<CertificateSummary[]>('/sertifikat/certificates');
  const renewable = renewableCertificates(certificates ?? [], schedule.scheme.code);
  const [purpose, setPurpose] = useState(FIRST_CERTIFICATION);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; notPaid: boolean } | null>(null);

  async function register() {
    setSending(true);
    setFailure(null);
    try {
      const created = await post<{ id: string }>(
        `/sertifikasi/schedules/${encodeURIComponent(schedule.id)}/registrations`,
        purpose === FIRST_CERTIFICATION ? {} : { previousCertificateId: purpose },
      );
      navigate(`${base}/sertifikasi/registrasi/${created.id}`);
    } catch (error) {
      const message = parseErrorMessage(error);
      // "Pay first" by its reason code (the message is translated text): the page then offers the program to pay.
      const notPaid = error instanceof GatewayError && error.status === 409 && errorReasonOf(error) === REGISTRATION_CONFLICT_NOT_PAID;
      setFailure({ message, notPaid });
      setSending(false);
    }
  }

  const programPath = schedule.programId === null ? '' : programDetailPath('certification', schedule.programId);
  return (
    <Stack
      spacing={2}
      sx={{ mt: 2 }}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void register();
      }}
    >
      {renewable.length > 0 && (
        <FormControl size="small" sx={{ maxWidth: 480 }}>
          <InputLabel id="purpose-label">{translate('certificationPages.register.purpose')}</InputLabel>
          <Select
            labelId="purpose-label"
            label={translate('certificationPages.register.purpose')}
            value={purpose}
            onChange={(event) => setPurpose(event.target.value)}
          >
            <MenuItem value={FIRST_CERTIFICATION}>{translate('certificationPages.register.firstCertification')}</MenuItem>
            {renewable.map((certificate) => (
              <MenuItem key={certificate.id} value={certificate.id}>
                {translate('certificationPages.register.renewal', { number: certificate.number, date: format.date(certificate.validUntil) })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {schedule.fee > 0 && <Typography variant="body2">{translate('certificationPages.register.paidNote')}</Typography>}
      <div>
        <Button type="submit" variant="contained" disabled={sending}>
          {translate('certificationPages.register.submit')}
        </Button>
      </div>
      {failure && (
        <Alert severity={failure.notPaid ? 'warning' : 'error'} role="alert">
          {failure.message}
          {failure.notPaid && programPath && (
            <>
              {' '}
              {/* The catalogue and the cart are the public site's, outside the member app: a plain link. */}
              <MuiLink href={localizePath(programPath, format.locale)}>{translate('certificationPages.register.payLink')}</MuiLink>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
