import { Alert, Box, Button, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TEST_SITE_TYPES, type TestSite, type TestSiteType } from '@core/certification/types';
import { parseErrorMessage } from '@core/errors/parseError';
import { FormDialog } from './FormDialog';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useLspWrite } from './lspApi';
import { useSubmission } from './useSubmission';
import { TableScroll } from './TableScroll';

/** The LSP's assessment sites (TUK): name, type and address; each opens its form. */
export function TestSitesTab() {
  const translate = useTranslate();
  const { data, error, isError } = useCertificationRead<TestSite[]>('/jadwal-lsp/test-sites');
  const [editing, setEditing] = useState<TestSite | null | undefined>(undefined);
  return (
    <section aria-labelledby="sites-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6" id="sites-heading">
          {translate('lspPages.sites.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {translate('lspPages.sites.new')}
        </Button>
      </Box>
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data?.length === 0 && <Typography>{translate('lspPages.sites.none')}</Typography>}
      {data && data.length > 0 && (
        <TableScroll>
          <Table size="small" aria-label={translate('lspPages.sites.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('lspPages.site.name')}</TableCell>
                <TableCell>{translate('lspPages.site.type')}</TableCell>
                <TableCell>{translate('lspPages.site.address')}</TableCell>
                <TableCell>{translate('lspPages.actions.label')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((site) => (
                <TableRow key={site.id}>
                  <TableCell sx={{ minWidth: 160 }}>{site.name}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{translate(`lspPages.siteTypes.${site.type}`)}</TableCell>
                  <TableCell sx={{ minWidth: 200 }}>{site.address}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(site)} aria-label={translate('lspPages.sites.editOf', { name: site.name })}>
                      {translate('lspPages.actions.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {editing !== undefined && <TestSiteForm site={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </section>
  );
}

function TestSiteForm({ site, onClose }: { site?: TestSite; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission();
  const [name, setName] = useState(site?.name ?? '');
  const [type, setType] = useState<TestSiteType>(site?.type ?? 'sewaktu');
  const [address, setAddress] = useState(site?.address ?? '');
  const errors = submission.fieldErrors;

  async function submit() {
    const missing = Object.fromEntries(
      Object.entries({ name, address })
        .filter(([, value]) => !value.trim())
        .map(([field]) => [field, 'lspPages.validation.required']),
    );
    if (Object.keys(missing).length > 0) return submission.refuse(missing);
    const body = { name: name.trim(), type, address: address.trim() };
    const path = site ? `/jadwal-lsp/test-sites/${site.id}` : '/jadwal-lsp/test-sites';
    if (await submission.run(() => write(site ? 'put' : 'post', path, body))) onClose();
  }

  return (
    <FormDialog
      open
      title={translate(site ? 'lspPages.sites.edit' : 'lspPages.sites.new')}
      submitLabel={translate('lspPages.actions.save')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        label={translate('lspPages.site.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label={translate('lspPages.site.type')}
        value={type}
        onChange={(event) => setType(event.target.value as TestSiteType)}
        required
      >
        {TEST_SITE_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`lspPages.siteTypes.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('lspPages.site.address')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        required
        multiline
        minRows={2}
        error={!!errors.address}
        helperText={errors.address}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
