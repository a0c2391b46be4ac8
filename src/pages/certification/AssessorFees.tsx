import { Alert, Card, CardContent, Stack, TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, ExportButton, ListContextProvider, useTranslate } from 'react-admin';
import type { FeeReport, FeeRow } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { MemberPage } from '../../shared/MemberPage';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { csvExporter } from '../../shared/csvExport';
import { useLocalList } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';

/** The assessor SPV's /member/transaksi: the fees of the assessments they supervise, per schedule and per asesi. */
export function AssessorFees() {
  return (
    <MemberPage resource="transaksi" title="menu.transaksi">
      {() => <FeesContent />}
    </MemberPage>
  );
}

type ScheduleTotal = FeeReport['perSchedule'][number];
/** A schedule's total and a payment as the lists hold them: react-admin's ids and the scheme's title to sort by. */
type ScheduleSum = ScheduleTotal & { id: string; schemeTitle: string };
type Payment = FeeRow & { id: string; schemeTitle: string };

const ScheduleCol = DataTable.Col<ScheduleSum>;
const PaymentCol = DataTable.Col<Payment>;

/** At most this many fees go into one export (the gateway answers at most 5,000). */
const EXPORT_LIMIT = 5_000;

/**
 * The fees per schedule (with their total under them) and per asesi as react-admin's DataTables, each sortable and
 * paged, and a CSV of the fees per asesi with the page's language in its headers. The gateway answers them at once.
 */
function FeesContent() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<FeeReport>('/list-sertifikasi/fees');
  const pending = !data && !isError;
  const schedules = useLocalList<ScheduleSum>({
    resource: 'assessor-fees-per-schedule',
    data: data?.perSchedule.map((row) => ({ ...row, id: row.scheduleId, schemeTitle: format.text(row.scheme) })),
    isPending: pending,
  });
  const exporter = csvExporter<Payment>(
    [
      { header: translate('certificationPages.registration.asesi'), value: (row) => row.asesi.name },
      { header: translate('certificationPages.schedule.scheme'), value: (row) => row.schemeTitle },
      { header: translate('certificationPages.schedule.date'), value: (row) => format.date(row.startsAt) },
      { header: translate('certificationPages.fees.paidAt'), value: (row) => (row.paidAt ? format.date(row.paidAt) : '') },
      { header: translate('certificationPages.fees.amount'), value: (row) => row.amount },
    ],
    translate('certificationPages.fees.title'),
  );
  const payments = useLocalList<Payment>({
    resource: 'assessor-fees',
    data: data?.rows.map((row) => ({ ...row, id: row.registrationId, schemeTitle: format.text(row.scheme) })),
    isPending: pending,
    exporter,
    // The page's one list in the address: its page and sort survive a reload.
    syncWithLocation: true,
  });
  const total = data?.total ?? 0;
  // The per-schedule table's last row: the total of every schedule, whichever page shows. One component while the
  // total stays the same, so the row is not rebuilt on every render.
  const TotalRow = useMemo(
    () =>
      function TotalRow() {
        return (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" colSpan={3}>
                {translate('certificationPages.fees.total')}
              </TableCell>
              <TableCell align="right">{formatIdr(total)}</TableCell>
            </TableRow>
          </TableFooter>
        );
      },
    [total, translate],
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('certificationPages.fees.title')}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data?.rows.length === 0 && (
          <ListEmpty text={translate('certificationPages.fees.none')} help={translate('certificationPages.fees.emptyHelp')} />
        )}
        {data && data.rows.length > 0 && (
          <>
            <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
              {translate('certificationPages.fees.perSchedule')}
            </Typography>
            <ListContextProvider value={schedules}>
              <ListTable label={translate('certificationPages.fees.perSchedule')} empty={null} foot={TotalRow}>
                <ScheduleCol source="schemeTitle" label="certificationPages.schedule.scheme" />
                <ScheduleCol
                  source="startsAt"
                  label="certificationPages.schedule.date"
                  sortByOrder="DESC"
                  sx={{ whiteSpace: 'nowrap' }}
                  render={(row) => format.date(row.startsAt)}
                />
                <ScheduleCol source="count" label="certificationPages.fees.count" align="right" />
                <ScheduleCol source="total" label="certificationPages.fees.amount" align="right" render={(row) => formatIdr(row.total)} />
              </ListTable>
            </ListContextProvider>
            <ListContextProvider value={payments}>
              <Stack direction="row" sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                <Typography component="h2" variant="h6">
                  {translate('certificationPages.fees.perAsesi')}
                </Typography>
                <ExportButton maxResults={EXPORT_LIMIT} variant="outlined" />
              </Stack>
              <ListTable label={translate('certificationPages.fees.perAsesi')} empty={null}>
                <PaymentCol source="asesi.name" label="certificationPages.registration.asesi" />
                <PaymentCol source="schemeTitle" label="certificationPages.schedule.scheme" />
                <PaymentCol
                  source="paidAt"
                  label="certificationPages.fees.paidAt"
                  sortByOrder="DESC"
                  sx={{ whiteSpace: 'nowrap' }}
                  render={(row) => (row.paidAt ? format.date(row.paidAt) : translate('certificationPages.fees.notPaid'))}
                />
                <PaymentCol source="amount" label="certificationPages.fees.amount" align="right" render={(row) => formatIdr(row.amount)} />
              </ListTable>
            </ListContextProvider>
          </>
        )}
      </CardContent>
    </Card>
  );
}
