import { Alert, Button, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { TableScroll } from '../../shared/TableScroll';

/** /member/jadwal-lsp/detail/{scheduleId}/peserta/{asesiId}: the asesi's registrations with this LSP, newest first. */
export function ParticipantRegistrations({ scheduleId, accountId }: { scheduleId: string; accountId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<RegistrationView[]>(`/jadwal-lsp/participants/${accountId}`);
  const asesi = data?.[0]?.asesi;
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
        {data && (
          <TableScroll>
            <Table size="small" aria-label={translate('lspPages.participant.registrations')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('lspPages.schedule.scheme')}</TableCell>
                  <TableCell>{translate('lspPages.schedule.startsAt')}</TableCell>
                  <TableCell>{translate('lspPages.participants.state')}</TableCell>
                  <TableCell>{translate('lspPages.participants.assessor')}</TableCell>
                  <TableCell>{translate('lspPages.registration.certificate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((registration) => (
                  <TableRow key={registration.id}>
                    <TableCell sx={{ minWidth: 180 }}>
                      <MuiLink component={Link} to={`${base}/jadwal-lsp/detail/${registration.schedule.id}/peserta/${accountId}/${registration.id}`}>
                        {format.text(registration.schedule.scheme.title)}
                      </MuiLink>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(registration.schedule.startsAt)}</TableCell>
                    <TableCell sx={{ minWidth: 140 }}>
                      <RegistrationStateChip state={registration.state} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 140 }}>{registration.assessor?.name ?? '—'}</TableCell>
                    <TableCell>{registration.certificate?.number ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}
