import { Children, isValidElement, type ReactNode } from 'react';
import type { Exporter, RaRecord } from 'react-admin';
import { csvExporter, type CsvColumn } from '../csvExport';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How dates read in the export: as on the page (useDates), never as ISO strings. */
export interface ExportDates {
  date: (day: string) => string;
  dateTime: (instant: string) => string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

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
 * page's language, a choice shown as its translated name, a date as the page writes it. react-admin's default export would write the records'
 * own field names (camelCase English) and codes instead, in every language.
 */
export function columnsOfTable(table: ReactNode, translate: Translate, resource: string, dates?: ExportDates): CsvColumn<RaRecord>[] {
  const columns: CsvColumn<RaRecord>[] = [];
  Children.forEach(table, (element) => {
    if (!isValidElement<FieldProps>(element)) return;
    const { source, label, choices, children } = element.props;
    if (!source) {
      // The table itself (a Datagrid): its fields are its children.
      if (children) columns.push(...columnsOfTable(children, translate, resource, dates));
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
        if (dates && typeof value === 'string' && ISO_DAY.test(value)) return dates.date(value);
        if (dates && typeof value === 'string' && ISO_INSTANT.test(value)) return dates.dateTime(value);
        return typeof value === 'object' ? JSON.stringify(value) : (value as string | number);
      },
    });
  });
  return columns;
}

/** react-admin's exporter of what the list's table shows, translated, to `<resource>.csv`. */
export function tableExporter(table: ReactNode, translate: Translate, resource: string, dates?: ExportDates): Exporter {
  return csvExporter(columnsOfTable(table, translate, resource, dates), resource);
}
