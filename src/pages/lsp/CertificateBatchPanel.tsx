import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BATCH_PROGRESS_POLL_MS, batchPercent } from '@core/certification/certificateBatches';
import type { CertificateBatchView } from '@core/certification/certificateBatches.contract';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { formatNumber } from '@core/format/locale';
import { CERTIFICATION_FAMILY } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useLspDownload, useLspWrite } from './lspApi';

/**
 * The schedule's certificates as one zip to print and sign: the request answers at once and background
 * jobs make each PDF; the latest batch's progress is read again every moment until nothing is waiting.
 */
export function CertificateBatchPanel({ scheduleId }: { scheduleId: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const write = useLspWrite();
  const download = useLspDownload();
  const path = `/jadwal-lsp/schedules/${scheduleId}/certificate-batches`;
  const { data: batches } = useGatewayQuery(
    [CERTIFICATION_FAMILY, path],
    async (gateway) => (await gateway.certification.get<Envelope<CertificateBatchView[]>>(path)).data,
    { refetchInterval: (query) => (query.state.data?.[0] && !query.state.data[0].finished ? BATCH_PROGRESS_POLL_MS : false) },
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = batches?.[0];
  const count = (value: number) => formatNumber(value, format.locale);

  async function start() {
    setError(null);
    setBusy(true);
    try {
      await write('post', path, undefined);
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function saveZip(batch: CertificateBatchView) {
    setError(null);
    try {
      await download(`/jadwal-lsp/certificate-batches/${batch.id}/zip`, `sertifikat-${batch.id.slice(0, 8)}.zip`);
    } catch (failure) {
      setError(parseErrorMessage(failure));
    }
  }

  return (
    <Box component="section" aria-labelledby="certificate-batch-heading" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id="certificate-batch-heading">
        {translate('lspPages.batches.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('lspPages.batches.help')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => void start()} disabled={busy || (latest !== undefined && !latest.finished)}>
        {translate(latest ? 'lspPages.batches.again' : 'lspPages.batches.start')}
      </Button>
      {latest && (
        <Stack spacing={1} sx={{ mt: 2 }} data-testid="certificate-batch">
          <Typography variant="body2" color="text.secondary">
            {translate('lspPages.batches.requestedAt', { date: format.dateTime(latest.createdAt) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={batchPercent(latest)}
            aria-label={translate('lspPages.batches.progressLabel')}
            sx={{ height: 8, borderRadius: 1 }}
          />
          <Typography role="status">
            {translate('lspPages.batches.progress', { done: count(latest.done), total: count(latest.total) })}
            {latest.failed > 0 && ` · ${translate('lspPages.batches.failedCount', { failed: count(latest.failed) })}`}
          </Typography>
          {latest.failures.length > 0 && (
            <Alert severity="warning">
              {translate('lspPages.batches.failedHelp', {
                certificates: latest.failures.map((failure) => `${failure.number} (${failure.holderName})`).join(', '),
              })}
            </Alert>
          )}
          {latest.finished && latest.done > 0 && (
            <Box>
              <Button variant="contained" onClick={() => void saveZip(latest)}>
                {translate('lspPages.batches.download')}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
