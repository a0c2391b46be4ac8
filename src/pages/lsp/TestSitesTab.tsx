import { required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { TEST_SITE_TYPES, type TestSiteType } from '@core/certification/types';
import type { TestSite } from '@core/certification/contract';
import { CatalogueTab } from './CatalogueTab';
import { RecordFormDialog } from './RecordFormDialog';
import { filledValues } from '../../shared/fields/formValues';
import { useLspWrite } from './lspApi';

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

const EMPTY_SITE = { name: '', type: 'sewaktu', address: '' };

function validateSite(raw: Record<string, unknown>) {
  const values = filledValues(raw, EMPTY_SITE);
  return Object.fromEntries(
    Object.entries({ name: values.name, address: values.address })
      .filter(([, value]) => !value.trim())
      .map(([field]) => [field, 'lspPages.validation.required']),
  );
}

function TestSiteForm({ site, onClose }: { site?: TestSite; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();

  function send(raw: Record<string, unknown>) {
    const values = filledValues(raw, EMPTY_SITE);
    const body = { name: values.name.trim(), type: values.type as TestSiteType, address: values.address.trim() };
    return site ? write('put', `/jadwal-lsp/test-sites/${site.id}`, body) : write('post', '/jadwal-lsp/test-sites', body);
  }

  return (
    <RecordFormDialog
      title={translate(site ? 'lspPages.sites.edit' : 'lspPages.sites.new')}
      submitLabel="lspPages.actions.save"
      record={site ? { name: site.name, type: site.type, address: site.address } : EMPTY_SITE}
      validate={validateSite}
      send={send}
      onClose={onClose}
    >
      <TextInput source="name" label="lspPages.site.name" isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <SelectInput
        source="type"
        label="lspPages.site.type"
        choices={TEST_SITE_TYPES.map((value) => ({ id: value, name: `lspPages.siteTypes.${value}` }))}
        validate={required()}
        helperText={false}
      />
      <TextInput
        source="address"
        label="lspPages.site.address"
        isRequired
        multiline
        minRows={2}
        helperText={false}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </RecordFormDialog>
  );
}
