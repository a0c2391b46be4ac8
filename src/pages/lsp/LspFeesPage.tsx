import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import type { FeeReport } from '@core/certification/contract';
import type { LocalText } from '@core/forms';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { MemberPage } from '../../shared/MemberPage';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useLspDownload } from './lspApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { TableScroll } from '../../shared/TableScroll';

/** /member/transaksi-lsp: the certification fees the LSP received. */
export function LspFeesPage() {
  return (
    <MemberPage resource="transaksi-lsp" title="menu.transaksi">
      {() => <LspFees />}
    </MemberPage>
  );
}

/** Totals per schedule and a row per paying asesi (order, paid date), filtered by schedule (?schedule=id), with the CSV. */
function LspFees() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const download = useLspDownload();
  const [params, setParams] = useSearchParams();
  const scheduleId = params.get('schedule') ?? '';
  const query = scheduleId ? `?scheduleId=${encodeURIComponent(scheduleId)}` : '';
  // The filter offers every schedule with fees: read from the whole report, whatever the filter shows.
  const all = useCertificationRead<FeeReport>('/transaksi-lsp/fees');
  const { data, error, isError } = useCertificationRead<FeeReport>(`/transaksi-lsp/fees${query}`);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const scheduleLabel = (row: { scheme: LocalText; startsAt: string }) => `${format.text(row.scheme)} · ${format.dateTime(row.startsAt)}`;

  async function exportCsv() {
    setDownloadError(null);
    try {
      await download(`/transaksi-lsp/fees.csv${query}`, 'transaksi-lsp.csv');
    } catch (failure) {
      setDownloadError(parseErrorMessage(failure));
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('lspPages.fees.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label={translate('lspPages.fees.schedule')}
            value={scheduleId}
            onChange={(event) => setParams(event.target.value ? { schedule: event.target.value } : {})}
            sx={{ minWidth: 260, maxWidth: '100%' }}
            // "All schedules" is the empty value: shown, not hidden under the label.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('lspPages.fees.allSchedules')}</MenuItem>
            {(all.data?.perSchedule ?? []).map((row) => (
              <MenuItem key={row.scheduleId} value={row.scheduleId}>
                {scheduleLabel(row)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => void exportCsv()}>
            {translate('lspPages.fees.exportCsv')}
          </Button>
        </Box>
        {downloadError && <Alert severity="error">{downloadError}</Alert>}
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data && (
          <>
            <Typography component="p" variant="h6" sx={{ mb: 2 }}>
              {translate('lspPages.fees.total', { amount: formatIdr(data.total) })}
            </Typography>
            {data.rows.length === 0 ? (
              <Typography>{translate('lspPages.fees.none')}</Typography>
            ) : (
              <>
                <Typography component="h2" variant="h6">
                  {translate('lspPages.fees.perSchedule')}
                </Typography>
                <TableScroll spaced>
                  <Table size="small" aria-label={translate('lspPages.fees.perSchedule')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('lspPages.fees.schedule')}</TableCell>
                        <TableCell align="right">{translate('lspPages.fees.count')}</TableCell>
                        <TableCell align="right">{translate('lspPages.fees.amount')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.perSchedule.map((row) => (
                        <TableRow key={row.scheduleId}>
                          <TableCell sx={{ minWidth: 200 }}>{scheduleLabel(row)}</TableCell>
                          <TableCell align="right">{row.count}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {formatIdr(row.total)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableScroll>
                <Typography component="h2" variant="h6">
                  {translate('lspPages.fees.payments')}
                </Typography>
                <TableScroll>
                  <Table size="small" aria-label={translate('lspPages.fees.payments')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('lspPages.participants.asesi')}</TableCell>
                        <TableCell>{translate('lspPages.fees.schedule')}</TableCell>
                        <TableCell>{translate('lspPages.fees.order')}</TableCell>
                        <TableCell>{translate('lspPages.fees.paidAt')}</TableCell>
                        <TableCell align="right">{translate('lspPages.fees.amount')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.rows.map((row) => (
                        <TableRow key={row.registrationId}>
                          <TableCell sx={{ minWidth: 140 }}>{row.asesi.name}</TableCell>
                          <TableCell sx={{ minWidth: 200 }}>{scheduleLabel(row)}</TableCell>
                          <TableCell>{row.orderId ? row.orderId.slice(0, 8) : '—'}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.paidAt ? format.dateTime(row.paidAt) : '—'}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {formatIdr(row.amount)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableScroll>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
