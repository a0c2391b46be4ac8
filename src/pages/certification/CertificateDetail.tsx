import { Alert, Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { CertificateSummary } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { localizePath } from '@core/i18n/locales';
import { useMember } from '../../shared/memberContext';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { FactList } from './FactList';
import { CertificateStatusChip } from '../../shared/certification/StatusChips';

/** One certificate: its facts, the PDF, and the public verification page and Open Badges credential anyone may open. */
export function CertificateDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const { gateway } = useMember();
  const path = `/sertifikat/certificates/${encodeURIComponent(id)}`;
  const { data: certificate, error, isError } = useCertificationRead<CertificateSummary>(path);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  // The PDF comes through the gateway client (API key, token, one refresh); the browser saves it under the server's name.
  async function download() {
    setDownloadError(null);
    try {
      const pdf = await gateway.download('certification', `${path}/pdf`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(pdf.blob);
      link.download = pdf.fileName ?? `sertifikat-${certificate?.number ?? id}.pdf`;
      link.click();
      // The browser reads the object URL after this handler returns: free it a little later, not at once.
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch (failure) {
      setDownloadError(parseErrorMessage(failure));
    }
  }

  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!certificate) return null;
  const verifyPath = `/qr-access/${certificate.id}`;
  const rows: [string, string][] = [
    [translate('certificationPages.certificates.holder'), certificate.holderName],
    [translate('certificationPages.schedule.scheme'), `${format.text(certificate.scheme.title)} (${certificate.scheme.code})`],
    [translate('certificationPages.schedule.lsp'), certificate.lsp.name],
    [translate('certificationPages.certificates.issued'), format.date(certificate.issuedOn)],
    [translate('certificationPages.certificates.validUntil'), format.date(certificate.validUntil)],
  ];
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
            {certificate.number}
          </Typography>
          <CertificateStatusChip certificate={certificate} revokedOnKey="certificationPages.certificates.revokedOn" />
        </Stack>
        <FactList facts={rows} my={2} />
        {certificate.status === 'revoked' && <Alert severity="error">{translate('certificationPages.certificates.revokedNote')}</Alert>}
        <Stack spacing={1} sx={{ mt: 2 }}>
          {/* The public pages are the public site's, outside the member app: plain links. */}
          <MuiLink href={localizePath(verifyPath, format.locale)}>{translate('certificationPages.certificates.verifyLink')}</MuiLink>
          <MuiLink href={`${verifyPath}/credential.json`}>{translate('certificationPages.certificates.credentialLink')}</MuiLink>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void download()}>
            {translate('certificationPages.certificates.download')}
          </Button>
          <Button component={Link} to={`${base}/sertifikat`}>
            {translate('certificationPages.certificates.back')}
          </Button>
        </Stack>
        {downloadError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {downloadError}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
