import { Children, isValidElement, type ReactNode } from 'react';
import type { Exporter, RaRecord } from 'react-admin';
import { csvExporter, type CsvColumn } from '../csvExport';

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface FieldProps {
  source?: string;
  label?: unknown;
  choices?: readonly { id: unknown; name: string }[];
  children?: ReactNode;
}

function valueAt(record: RaRecord, source: string): unknown {
  return source
    .split('.')
    .reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), record);
}

/**
 * The CSV columns of a list: the columns its table shows (each field's `source`), headed by the field's label in the
 * page's language, a choice shown as its translated name. react-admin's default export would write the records'
 * own field names (camelCase English) and codes instead, in every language.
 */
export function columnsOfTable(table: ReactNode, translate: Translate, resource: string): CsvColumn<RaRecord>[] {
  const columns: CsvColumn<RaRecord>[] = [];
  Children.forEach(table, (element) => {
    if (!isValidElement<FieldProps>(element)) return;
    const { source, label, choices, children } = element.props;
    if (!source) {
      // The table itself (a Datagrid): its fields are its children.
      if (children) columns.push(...columnsOfTable(children, translate, resource));
      return;
    }
    // A column without a header (label={false}: a picture, a button) is not data to export.
    if (label === false) return;
    // No label: react-admin's own, the resource's field name in the catalog, else the source as it is.
    const header = typeof label === 'string' ? translate(label, { _: label }) : translate(`resources.${resource}.fields.${source}`, { _: source });
    columns.push({
      header,
      value: (record) => {
        const value = valueAt(record, source);
        const choice = choices?.find((option) => option.id === value);
        if (choice) return translate(choice.name, { _: choice.name });
        if (value === null || value === undefined) return '';
        if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
        return typeof value === 'object' ? JSON.stringify(value) : (value as string | number);
      },
    });
  });
  return columns;
}

/** react-admin's exporter of what the list's table shows, translated, to `<resource>.csv`. */
export function tableExporter(table: ReactNode, translate: Translate, resource: string): Exporter {
  return csvExporter(columnsOfTable(table, translate, resource), resource);
}
