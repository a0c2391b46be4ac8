import { useTranslate } from 'react-admin';
import type { LspScheme } from '@core/certification/contract';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { CatalogueTab } from './CatalogueTab';
import { SchemeForm } from './SchemeForm';

/** The LSP's schemes (skema): number, certificate code, title, standard and how many units; each opens its form. */
export function SchemesTab() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  return (
    <CatalogueTab<LspScheme>
      section="schemes"
      path="/jadwal-lsp/schemes"
      addLabel={translate('lspPages.schemes.new')}
      rowKey={(scheme) => scheme.id}
      editLabel={(scheme) => translate('lspPages.schemes.editOf', { scheme: format.text(scheme.title) })}
      form={(scheme, onClose) => <SchemeForm scheme={scheme} onClose={onClose} />}
      columns={[
        {
          label: translate('lspPages.scheme.title'),
          sx: { minWidth: 180 },
          sortBy: (scheme) => format.text(scheme.title),
          cell: (scheme) => format.text(scheme.title),
        },
        { label: translate('lspPages.scheme.code'), sx: { minWidth: 140 }, sortBy: (scheme) => scheme.code, cell: (scheme) => scheme.code },
        { label: translate('lspPages.scheme.certificateCode'), sortBy: (scheme) => scheme.certificateCode, cell: (scheme) => scheme.certificateCode },
        {
          label: translate('lspPages.scheme.standard'),
          sx: { minWidth: 120 },
          sortBy: (scheme) => scheme.standard,
          cell: (scheme) => scheme.standard,
        },
        { label: translate('lspPages.scheme.units'), align: 'right', sortBy: (scheme) => scheme.units.length, cell: (scheme) => scheme.units.length },
      ]}
    />
  );
}
