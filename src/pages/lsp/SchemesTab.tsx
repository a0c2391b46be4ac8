import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LspScheme } from '@core/certification/types';
import { parseErrorMessage } from '@core/errors/parseError';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { SchemeForm } from './SchemeForm';
import { TableScroll } from './TableScroll';

/** The LSP's schemes (skema): number, certificate code, title, standard and how many units; each opens its form. */
export function SchemesTab() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<LspScheme[]>('/jadwal-lsp/schemes');
  const [editing, setEditing] = useState<LspScheme | null | undefined>(undefined);
  return (
    <section aria-labelledby="schemes-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6" id="schemes-heading">
          {translate('lspPages.schemes.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {translate('lspPages.schemes.new')}
        </Button>
      </Box>
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data?.length === 0 && <Typography>{translate('lspPages.schemes.none')}</Typography>}
      {data && data.length > 0 && (
        <TableScroll>
          <Table size="small" aria-label={translate('lspPages.schemes.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('lspPages.scheme.title')}</TableCell>
                <TableCell>{translate('lspPages.scheme.code')}</TableCell>
                <TableCell>{translate('lspPages.scheme.certificateCode')}</TableCell>
                <TableCell>{translate('lspPages.scheme.standard')}</TableCell>
                <TableCell align="right">{translate('lspPages.scheme.units')}</TableCell>
                <TableCell>{translate('lspPages.actions.label')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((scheme) => (
                <TableRow key={scheme.id}>
                  <TableCell sx={{ minWidth: 180 }}>{format.text(scheme.title)}</TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{scheme.code}</TableCell>
                  <TableCell>{scheme.certificateCode}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{scheme.standard}</TableCell>
                  <TableCell align="right">{scheme.units.length}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setEditing(scheme)}
                      aria-label={translate('lspPages.schemes.editOf', { scheme: format.text(scheme.title) })}
                    >
                      {translate('lspPages.actions.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {editing !== undefined && <SchemeForm scheme={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </section>
  );
}
