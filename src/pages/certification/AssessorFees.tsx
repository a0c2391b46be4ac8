import { Alert, Card, CardContent, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FeeReport } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { MemberPage } from '../../shared/MemberPage';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { TableScroll } from '../../shared/TableScroll';

/** The assessor SPV's /member/transaksi: the fees of the assessments they supervise, per schedule and per asesi. */
export function AssessorFees() {
  return (
    <MemberPage resource="transaksi" title="menu.transaksi">
      {() => <FeesContent />}
    </MemberPage>
  );
}

function FeesContent() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<FeeReport>('/list-sertifikasi/fees');
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('certificationPages.fees.title')}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data?.rows.length === 0 && <Typography>{translate('certificationPages.fees.none')}</Typography>}
        {data && data.rows.length > 0 && (
          <>
            <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
              {translate('certificationPages.fees.perSchedule')}
            </Typography>
            <TableScroll>
              <Table size="small" aria-label={translate('certificationPages.fees.perSchedule')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('certificationPages.schedule.scheme')}</TableCell>
                    <TableCell>{translate('certificationPages.schedule.date')}</TableCell>
                    <TableCell align="right">{translate('certificationPages.fees.count')}</TableCell>
                    <TableCell align="right">{translate('certificationPages.fees.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.perSchedule.map((schedule) => (
                    <TableRow key={schedule.scheduleId}>
                      <TableCell>{format.text(schedule.scheme)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(schedule.startsAt)}</TableCell>
                      <TableCell align="right">{schedule.count}</TableCell>
                      <TableCell align="right">{formatIdr(schedule.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row" colSpan={3}>
                      {translate('certificationPages.fees.total')}
                    </TableCell>
                    <TableCell align="right">{formatIdr(data.total)}</TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </TableScroll>
            <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
              {translate('certificationPages.fees.perAsesi')}
            </Typography>
            <TableScroll>
              <Table size="small" aria-label={translate('certificationPages.fees.perAsesi')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('certificationPages.registration.asesi')}</TableCell>
                    <TableCell>{translate('certificationPages.schedule.scheme')}</TableCell>
                    <TableCell>{translate('certificationPages.fees.paidAt')}</TableCell>
                    <TableCell align="right">{translate('certificationPages.fees.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.rows.map((row) => (
                    <TableRow key={row.registrationId}>
                      <TableCell>{row.asesi.name}</TableCell>
                      <TableCell>{format.text(row.scheme)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {row.paidAt ? format.date(row.paidAt) : translate('certificationPages.fees.notPaid')}
                      </TableCell>
                      <TableCell align="right">{formatIdr(row.amount)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          </>
        )}
      </CardContent>
    </Card>
  );
}
