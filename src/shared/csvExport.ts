import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';

/** One column of an export: its header, already in the page's language, and its cell for a record. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => string | number | null | undefined;
}

/**
 * A cell as text a spreadsheet shows and never runs. Excel, LibreOffice and Sheets take a cell that starts with =, +,
 * - or @ (a tab or carriage return can hide one) as a formula, so a title such as =HYPERLINK(...) would act on the
 * machine of whoever opens the file; a leading apostrophe makes the cell text (OWASP's CSV injection advice).
 */
export function guardCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The CSV text (RFC 4180: CRLF lines, quotes where needed): the headers, then a line per record, every cell guarded. */
export async function csvOf<T>(columns: readonly CsvColumn<T>[], records: readonly T[]): Promise<string> {
  // papaparse loads with the first export, so no page carries it in its first load.
  const { unparse } = (await import('papaparse')).default;
  return unparse(
    {
      fields: columns.map((column) => guardCell(column.header)),
      data: records.map((record) => columns.map((column) => guardCell(column.value(record)))),
    },
    { newline: '\r\n' },
  );
}

/**
 * react-admin's exporter (a List's `exporter`, an ExportButton's) writing these columns to `filename`.csv. The file
 * starts with a byte order mark: without it Excel reads UTF-8 as the system's code page and garbles any non-ASCII name.
 */
export function csvExporter<T extends RaRecord>(columns: readonly CsvColumn<T>[], filename: string): Exporter<T> {
  return async (records) => downloadCSV(`\uFEFF${await csvOf(columns, records)}`, filename);
}
