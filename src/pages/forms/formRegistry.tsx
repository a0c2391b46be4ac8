import { getDefaultRegistry } from '@rjsf/core';
import { Widgets } from '@rjsf/mui';
import { englishStringTranslator, TranslatableString, type RegistryFieldsType, type RegistryWidgetsType } from '@rjsf/utils';
import type { Locale } from '../../core';

/**
 * The widgets the form files name in their uiSchema. K/BK and Ya/Tidak are inline radios (one row per KUK in a
 * table stays one line high); evidence is, for now, the reference of an uploaded document.
 */
export const formWidgets: RegistryWidgetsType = { yaTidak: Widgets.RadioWidget!, kbk: Widgets.RadioWidget!, evidence: Widgets.TextWidget! };

/** Per-unit and per-element lists ('ui:field': 'table') use the array field until a dedicated table lands. */
export const formFields: RegistryFieldsType = { table: getDefaultRegistry().fields.ArrayField! };

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
