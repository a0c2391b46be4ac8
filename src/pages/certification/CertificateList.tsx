import { Alert, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { CertificateSummary } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { CertificateStatusChip } from '../../shared/certification/StatusChips';
import { TableScroll } from '../../shared/TableScroll';

/** My certificates: number (a link to the certificate), scheme, LSP, issued, valid until and status. */
export function CertificateList() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const { data, error, isError } = useCertificationRead<CertificateSummary[]>('/sertifikat/certificates');
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('menu.sertifikat')}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data?.length === 0 && <Typography>{translate('certificationPages.certificates.none')}</Typography>}
        {data && data.length > 0 && (
          <TableScroll>
            <Table size="small" aria-label={translate('menu.sertifikat')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('certificationPages.certificates.number')}</TableCell>
                  <TableCell>{translate('certificationPages.schedule.scheme')}</TableCell>
                  <TableCell>{translate('certificationPages.schedule.lsp')}</TableCell>
                  <TableCell>{translate('certificationPages.certificates.issued')}</TableCell>
                  <TableCell>{translate('certificationPages.certificates.validUntil')}</TableCell>
                  <TableCell>{translate('certificationPages.certificates.statusLabel')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((certificate) => (
                  <TableRow key={certificate.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <MuiLink component={Link} to={`${base}/sertifikat/${certificate.id}`}>
                        {certificate.number}
                      </MuiLink>
                    </TableCell>
                    <TableCell>{format.text(certificate.scheme.title)}</TableCell>
                    <TableCell>{certificate.lsp.name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(certificate.issuedAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(certificate.validUntil)}</TableCell>
                    <TableCell>
                      <CertificateStatusChip certificate={certificate} revokedOnKey="certificationPages.certificates.revokedOn" />
                    </TableCell>
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
