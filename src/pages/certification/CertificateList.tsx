import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { CertificateSummary } from '@core/certification/contract';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { CertificateStatusChip } from '../../shared/certification/StatusChips';
import { useLocalList } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';

/** A certificate as the list holds it: the texts its columns sort by, in the page's language. */
interface CertificateRow extends CertificateSummary {
  schemeTitle: string;
  statusText: string;
}

const Col = DataTable.Col<CertificateRow>;

/**
 * My certificates as react-admin's DataTable: number (a link to the certificate), scheme, LSP, issued, valid until
 * and status, each sortable, newest first; page and sort in the address.
 */
export function CertificateList() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const base = useBasename();
  const { data, error, isError } = useCertificationRead<CertificateSummary[]>('/sertifikat/certificates');
  const list = useLocalList({
    resource: 'my-certificates',
    data: data?.map((certificate): CertificateRow => ({
      ...certificate,
      schemeTitle: format.text(certificate.scheme.title),
      statusText: translate(`certification.certificateStatuses.${certificate.status}`),
    })),
    isPending: !data && !isError,
    error,
    sort: { field: 'issuedAt', order: 'DESC' },
    syncWithLocation: true,
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('menu.sertifikat')}
        </Typography>
        <ListContextProvider value={list}>
          <ListTable
            label={translate('menu.sertifikat')}
            empty={
              <ListEmpty text={translate('certificationPages.certificates.none')} help={translate('certificationPages.certificates.emptyHelp')} />
            }
          >
            <Col
              source="number"
              label="certificationPages.certificates.number"
              sx={{ whiteSpace: 'nowrap' }}
              render={(certificate) => (
                <MuiLink component={Link} to={`${base}/sertifikat/${certificate.id}`}>
                  {certificate.number}
                </MuiLink>
              )}
            />
            <Col source="schemeTitle" label="certificationPages.schedule.scheme" />
            <Col source="lsp.name" label="certificationPages.schedule.lsp" />
            <Col
              source="issuedAt"
              label="certificationPages.certificates.issued"
              sortByOrder="DESC"
              sx={{ whiteSpace: 'nowrap' }}
              render={(certificate) => format.date(certificate.issuedOn)}
            />
            <Col
              source="validUntil"
              label="certificationPages.certificates.validUntil"
              sortByOrder="DESC"
              sx={{ whiteSpace: 'nowrap' }}
              render={(certificate) => format.date(certificate.validUntil)}
            />
            <Col
              source="statusText"
              label="certificationPages.certificates.statusLabel"
              render={(certificate) => <CertificateStatusChip certificate={certificate} revokedOnKey="certificationPages.certificates.revokedOn" />}
            />
          </ListTable>
        </ListContextProvider>
      </CardContent>
    </Card>
  );
}
