import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TEST_SITE_TYPES, type TestSiteType } from '@core/certification/types';
import type { TestSite } from '@core/certification/contract';
import { CatalogueTab } from './CatalogueTab';
import { FormDialog } from './FormDialog';
import { useLspWrite } from './lspApi';
import { useSubmission } from '../../shared/submission';

/** The LSP's assessment sites (TUK): name, type and address; each opens its form. */
export function TestSitesTab() {
  const translate = useTranslate();
  return (
    <CatalogueTab<TestSite>
      section="sites"
      path="/jadwal-lsp/test-sites"
      addLabel={translate('lspPages.sites.new')}
      rowKey={(site) => site.id}
      editLabel={(site) => translate('lspPages.sites.editOf', { name: site.name })}
      form={(site, onClose) => <TestSiteForm site={site} onClose={onClose} />}
      columns={[
        { label: translate('lspPages.site.name'), sx: { minWidth: 160 }, sortBy: (site) => site.name, cell: (site) => site.name },
        {
          label: translate('lspPages.site.type'),
          sx: { minWidth: 120 },
          sortBy: (site) => translate(`lspPages.siteTypes.${site.type}`),
          cell: (site) => translate(`lspPages.siteTypes.${site.type}`),
        },
        { label: translate('lspPages.site.address'), sx: { minWidth: 200 }, sortBy: (site) => site.address, cell: (site) => site.address },
      ]}
    />
  );
}

function TestSiteForm({ site, onClose }: { site?: TestSite; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
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
