import { Alert, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { useLocalList } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';

/** A registration as the list holds it: the texts its columns sort by, in the page's language. */
interface RegistrationRow extends RegistrationView {
  schemeTitle: string;
  stateText: string;
}

const Col = DataTable.Col<RegistrationRow>;

/**
 * /member/jadwal-lsp/detail/{scheduleId}/peserta/{asesiId}: the asesi's registrations with this LSP as react-admin's
 * DataTable, newest first, sortable by scheme, date, state, asesor and certificate; page and sort in the address.
 */
export function ParticipantRegistrations({ scheduleId, accountId }: { scheduleId: string; accountId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<RegistrationView[]>(`/jadwal-lsp/participants/${accountId}`);
  const asesi = data?.[0]?.asesi;
  const rows = data?.map((registration): RegistrationRow => ({
    ...registration,
    schemeTitle: format.text(registration.schedule.scheme.title),
    stateText: translate(`certification.states.${registration.state}`),
  }));
  const list = useLocalList({
    resource: 'lsp-participant-registrations',
    data: rows,
    isPending: !rows && !isError,
    // The gateway's order (newest first) until a column is sorted.
    syncWithLocation: true,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Button component={Link} to={`${base}/jadwal-lsp/detail/${scheduleId}/peserta`} sx={{ mb: 1 }}>
          {translate('lspPages.nav.participants')}
        </Button>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {asesi && (
          <>
            <Typography component="h1" variant="h5">
              {asesi.name}
            </Typography>
            <Typography color="text.secondary" gutterBottom>
              {asesi.email}
            </Typography>
          </>
        )}
        {rows && (
          <ListContextProvider value={list}>
            <ListTable label={translate('lspPages.participant.registrations')} empty={<ListEmpty text={translate('lspPages.participant.none')} />}>
              <Col
                source="schemeTitle"
                label="lspPages.schedule.scheme"
                sx={{ minWidth: 180 }}
                render={(registration) => (
                  <MuiLink component={Link} to={`${base}/jadwal-lsp/detail/${registration.schedule.id}/peserta/${accountId}/${registration.id}`}>
                    {registration.schemeTitle}
                  </MuiLink>
                )}
              />
              <Col
                source="schedule.startsAt"
                label="lspPages.schedule.startsAt"
                sortByOrder="DESC"
                sx={{ whiteSpace: 'nowrap' }}
                render={(registration) => format.dateTime(registration.schedule.startsAt)}
              />
              <Col
                source="stateText"
                label="lspPages.participants.state"
                sx={{ minWidth: 140 }}
                render={(registration) => <RegistrationStateChip state={registration.state} />}
              />
              <Col
                source="assessor.name"
                label="lspPages.participants.assessor"
                sx={{ minWidth: 140 }}
                render={(registration) => registration.assessor?.name ?? '—'}
              />
              <Col
                source="certificate.number"
                label="lspPages.registration.certificate"
                render={(registration) => registration.certificate?.number ?? '—'}
              />
            </ListTable>
          </ListContextProvider>
        )}
      </CardContent>
    </Card>
  );
}
