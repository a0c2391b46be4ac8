import { Alert, Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { DataTable, ExportButton, ListContextProvider, useTranslate } from 'react-admin';
import type { FeeReport, FeeRow } from '@core/certification/contract';
import type { LocalText } from '@core/forms';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { MemberPage } from '../../shared/MemberPage';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { csvExporter } from '../../shared/csvExport';
import { useLocalList } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';

/** /member/transaksi-lsp: the certification fees the LSP received. */
export function LspFeesPage() {
  return (
    <MemberPage resource="transaksi-lsp" title="menu.transaksi">
      {() => <LspFees />}
    </MemberPage>
  );
}

type ScheduleTotal = FeeReport['perSchedule'][number];
/** A payment as the list holds it: react-admin's id is the registration's; the schedule's name sorts by its date. */
type Payment = FeeRow & { id: string; scheduleLabel: string };
type ScheduleSum = ScheduleTotal & { id: string; scheduleLabel: string };

const PaymentCol = DataTable.Col<Payment>;
const ScheduleCol = DataTable.Col<ScheduleSum>;

/** At most this many payments go into one export (the gateway answers at most 5,000). */
const EXPORT_LIMIT = 5_000;

/**
 * Totals per schedule and a row per paying asesi (order, paid date) as react-admin's DataTables, sortable and paged;
 * a schedule filter (in the address with the payments' page and sort, so a reload keeps them) over both, and a CSV of
 * the payments it shows, with the page's language in its headers. The gateway answers the whole report at once.
 */
function LspFees() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<FeeReport>('/transaksi-lsp/fees');
  const scheduleLabel = (row: { scheme: LocalText; startsAt: string }) => `${format.text(row.scheme)} · ${format.dateTime(row.startsAt)}`;
  const exporter = csvExporter<Payment>(
    [
      { header: translate('lspPages.participants.asesi'), value: (row) => row.asesi.name },
      { header: translate('lspPages.schedule.scheme'), value: (row) => format.text(row.scheme) },
      { header: translate('lspPages.schedule.startsAt'), value: (row) => format.dateTime(row.startsAt) },
      { header: translate('lspPages.fees.order'), value: (row) => row.orderId },
      { header: translate('lspPages.fees.paidAt'), value: (row) => (row.paidAt ? format.dateTime(row.paidAt) : '') },
      { header: translate('lspPages.fees.amount'), value: (row) => row.amount },
    ],
    translate('lspPages.fees.title'),
  );
  const payments = useLocalList<Payment>({
    resource: 'lsp-fees',
    data: data?.rows.map((row) => ({ ...row, id: row.registrationId, scheduleLabel: scheduleLabel(row) })),
    isPending: !data && !isError,
    error,
    exporter,
    syncWithLocation: true,
  });
  const filter: unknown = (payments.filterValues as { scheduleId?: unknown }).scheduleId;
  const known = data?.perSchedule.find((row) => row.scheduleId === filter);
  const schedules = useLocalList<ScheduleSum>({
    resource: 'lsp-fees-per-schedule',
    data: data?.perSchedule
      .filter((row) => !filter || row.scheduleId === filter)
      .map((row) => ({ ...row, id: row.scheduleId, scheduleLabel: scheduleLabel(row) })),
    isPending: !data && !isError,
  });
  const total = filter ? (known?.total ?? 0) : (data?.total ?? 0);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('lspPages.fees.title')}
        </Typography>
        <ListContextProvider value={payments}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextField
              select
              size="small"
              label={translate('lspPages.fees.schedule')}
              value={known ? known.scheduleId : ''}
              onChange={(event) => payments.setFilters(event.target.value ? { scheduleId: event.target.value } : {})}
              sx={{ minWidth: 260, maxWidth: '100%' }}
              // "All schedules" is the empty value: shown, not hidden under the label.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{translate('lspPages.fees.allSchedules')}</MenuItem>
              {(data?.perSchedule ?? []).map((row) => (
                <MenuItem key={row.scheduleId} value={row.scheduleId}>
                  {scheduleLabel(row)}
                </MenuItem>
              ))}
            </TextField>
            <ExportButton maxResults={EXPORT_LIMIT} variant="outlined" label="lspPages.fees.exportCsv" />
          </Box>
          {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
          {data && (
            <Typography component="p" variant="h6" sx={{ mb: 2 }}>
              {translate('lspPages.fees.total', { amount: formatIdr(total) })}
            </Typography>
          )}
          {data?.rows.length === 0 && <ListEmpty text={translate('lspPages.fees.none')} help={translate('lspPages.fees.emptyHelp')} />}
        </ListContextProvider>
        {data && data.rows.length > 0 && (
          <>
            <Typography component="h2" variant="h6">
              {translate('lspPages.fees.perSchedule')}
            </Typography>
            <ListContextProvider value={schedules}>
              <ListTable label={translate('lspPages.fees.perSchedule')} empty={<ListEmpty text={translate('lspPages.fees.none')} />} spaced>
                <ScheduleCol source="startsAt" label="lspPages.fees.schedule" sx={{ minWidth: 200 }} render={(row) => row.scheduleLabel} />
                <ScheduleCol source="count" label="lspPages.fees.count" align="right" />
                <ScheduleCol
                  source="total"
                  label="lspPages.fees.amount"
                  align="right"
                  sx={{ whiteSpace: 'nowrap' }}
                  render={(row) => formatIdr(row.total)}
                />
              </ListTable>
            </ListContextProvider>
            <Typography component="h2" variant="h6">
              {translate('lspPages.fees.payments')}
            </Typography>
            <ListContextProvider value={payments}>
              <ListTable label={translate('lspPages.fees.payments')} empty={<ListEmpty text={translate('lspPages.fees.none')} />}>
                <PaymentCol source="asesi.name" label="lspPages.participants.asesi" sx={{ minWidth: 140 }} />
                <PaymentCol source="startsAt" label="lspPages.fees.schedule" sx={{ minWidth: 200 }} render={(row) => row.scheduleLabel} />
                <PaymentCol source="orderId" label="lspPages.fees.order" render={(row) => (row.orderId ? row.orderId.slice(0, 8) : '—')} />
                <PaymentCol
                  source="paidAt"
                  label="lspPages.fees.paidAt"
                  sortByOrder="DESC"
                  sx={{ whiteSpace: 'nowrap' }}
                  render={(row) => (row.paidAt ? format.dateTime(row.paidAt) : '—')}
                />
                <PaymentCol
                  source="amount"
                  label="lspPages.fees.amount"
                  align="right"
                  sx={{ whiteSpace: 'nowrap' }}
                  render={(row) => formatIdr(row.amount)}
                />
              </ListTable>
            </ListContextProvider>
          </>
        )}
      </CardContent>
    </Card>
  );
}
