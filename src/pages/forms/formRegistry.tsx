import { englishStringTranslator, TranslatableString, type RegistryFieldsType, type RegistryWidgetsType, type TemplatesType } from '@rjsf/utils';
import type { Locale } from '@core/i18n/locales';
import { FormFieldTemplate, FormInputTemplate } from './formInputs';
import { TableField } from './formTable';
import { AddressWidget } from './AddressWidget';
import { EvidenceWidget, InlineChoiceWidget } from './formWidgets';

/**
 * The widgets the form files name in their uiSchema: K/BK and Ya/Tidak as one compact row of radios (a table
 * row stays one line high), evidence as an upload whose URL the data keeps, an address as text the region list can fill. The signature pad is the page's
 * (SignatureDialog), as a signature belongs to a part, not to a field.
 */
export const formWidgets: RegistryWidgetsType = {
  yaTidak: InlineChoiceWidget,
  kbk: InlineChoiceWidget,
  evidence: EvidenceWidget,
  address: AddressWidget,
};

/** Per-unit, per-element and per-KUK lists ('ui:field': 'table'). */
export const formFields: RegistryFieldsType = { table: TableField };

/**
 * Every input-based widget (text, textarea, date, number): read-only values as text, typing kept local until blur;
 * read-only fields without MUI's FormControl around them.
 */
export const formTemplates: Partial<TemplatesType> = { BaseInputTemplate: FormInputTemplate, FieldTemplate: FormFieldTemplate };

const INDONESIAN: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddButton]: 'Tambah',
  [TranslatableString.AddItemButton]: 'Tambah baris',
  [TranslatableString.RemoveButton]: 'Hapus',
  [TranslatableString.MoveUpButton]: 'Naik',
  [TranslatableString.MoveDownButton]: 'Turun',
  [TranslatableString.CopyButton]: 'Salin',
  [TranslatableString.ErrorsLabel]: 'Kesalahan',
  [TranslatableString.YesLabel]: 'Ya',
  [TranslatableString.NoLabel]: 'Tidak',
  [TranslatableString.OptionalObjectAdd]: 'Tambah',
  [TranslatableString.OptionalObjectRemove]: 'Hapus',
};

/** rjsf's own texts (buttons, labels) in the page's language. */
export function formStringTranslator(locale: Locale) {
  return (key: TranslatableString, params?: string[]) =>
    locale === 'id' && INDONESIAN[key] ? INDONESIAN[key] : englishStringTranslator(key, params);
}
