import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { AppealView, RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { AppealDecisionDialog } from './AppealDecisionDialog';
import { AppealsTable } from './AppealsTab';
import { CertificatePanel } from './CertificatePanel';
import { Facts } from './Facts';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationActions } from './RegistrationActions';
import { RegistrationEvents } from '../../shared/certification/RegistrationEvents';
import { RegistrationForms } from './RegistrationForms';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { RegistrationStepper } from '../../shared/certification/RegistrationStepper';

/** /member/jadwal-lsp/detail/{scheduleId}/peserta/{asesiId}/{registrationId}: one registration, its steps and what the LSP does next. */
export function RegistrationDetail({ scheduleId, id }: { scheduleId: string; id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const { data: registration, error, isError } = useCertificationRead<RegistrationView>(`/jadwal-lsp/registrations/${id}`);
  const [deciding, setDeciding] = useState<AppealView | null>(null);
  const participants = `${base}/jadwal-lsp/detail/${scheduleId}/peserta`;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Button component={Link} to={participants} sx={{ mb: 1 }}>
          {translate('lspPages.nav.participants')}
        </Button>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {registration && (
          <>
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography component="h1" variant="h5">
                {registration.asesi.name}
              </Typography>
              <RegistrationStateChip state={registration.state} />
            </Stack>
            <Typography color="text.secondary">
              {format.text(registration.schedule.scheme.title)} · {format.dateTime(registration.schedule.startsAt)} ·{' '}
              {registration.schedule.testSite.name}
            </Typography>
            <RegistrationStepper view={registration} catalog="lspPages" />
            <RegistrationActions registration={registration} />
            <Facts
              items={[
                [translate('lspPages.participants.email'), registration.asesi.email],
                [translate('lspPages.registration.purpose'), translate(`lspPages.purposes.${registration.purpose}`)],
                [translate('lspPages.participants.assessor'), registration.assessor?.name ?? translate('lspPages.registration.notAssigned')],
                [translate('lspPages.schedule.fee'), registration.fee > 0 ? formatIdr(registration.fee) : translate('lspPages.schedule.free')],
                [translate('lspPages.registration.verificationNote'), registration.verificationNote ?? '—'],
                [
                  translate('lspPages.registration.recommendation'),
                  registration.recommendation ? translate(`lspPages.recommendations.${registration.recommendation}`) : '—',
                ],
                [translate('lspPages.registration.committee'), registration.decisionCommittee.join(', ') || '—'],
                [translate('lspPages.registration.decidedAt'), registration.decidedAt ? format.dateTime(registration.decidedAt) : '—'],
              ]}
            />
            <Button component={Link} to={`${participants}/${registration.asesi.accountId}`} size="small">
              {translate('lspPages.nav.asesiRegistrations', { name: registration.asesi.name })}
            </Button>
            {registration.certificate && <CertificatePanel certificate={registration.certificate} />}
            <RegistrationForms forms={registration.forms} />
            {registration.appeals.length > 0 && (
              <section aria-labelledby="registration-appeals-heading">
                <Typography component="h2" variant="h6" id="registration-appeals-heading" sx={{ mt: 3 }}>
                  {translate('lspPages.appeals.title')}
                </Typography>
                <AppealsTable
                  appeals={registration.appeals}
                  linked={false}
                  onDecide={registration.actions.includes('decide-appeal') ? setDeciding : undefined}
                />
              </section>
            )}
            <RegistrationEvents events={registration.events} catalog="lspPages" />
            {deciding && <AppealDecisionDialog appeal={deciding} onClose={() => setDeciding(null)} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
