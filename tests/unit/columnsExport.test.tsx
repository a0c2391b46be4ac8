import { expect, it } from 'vitest';
import { Datagrid, SelectField, TextField } from 'react-admin';
import { formatDate, formatDateTime } from '@core/format/dates';
import { columnsOfTable } from '../../src/shared/lists/columnsExport';

const CATALOG: Record<string, string> = {
  'operator.company': 'Perusahaan',
  'operator.status': 'Status',
  'operator.requestStatuses.new': 'Baru',
  'resources.requests.fields.contactName': 'Kontak',
};
const translate = (key: string, options?: Record<string, unknown>) => CATALOG[key] ?? String(options?._ ?? key);

it("exports a list's table columns under the page's headers, a choice as its translated name", () => {
  const table = (
    <Datagrid>
      <TextField source="companyName" label="operator.company" />
      <TextField source="contactName" />
      <TextField source="contact.email" />
      <SelectField source="status" label="operator.status" choices={[{ id: 'new', name: 'operator.requestStatuses.new' }]} />
      <TextField source="photo" label={false} />
    </Datagrid>
  );
  const columns = columnsOfTable(table, translate, 'requests');
  expect(columns.map((column) => column.header)).toEqual(['Perusahaan', 'Kontak', 'contact.email', 'Status']);
  const record = { id: 1, companyName: 'PT Maju', contactName: 'Ani', contact: { email: 'ani@example.id' }, status: 'new', photo: 'x.png' };
  expect(columns.map((column) => column.value(record))).toEqual(['PT Maju', 'Ani', 'ani@example.id', 'Baru']);
  expect(columns[0]!.value({ id: 2 })).toBe('');
});

it('exports dates as the page writes them, never as ISO strings', () => {
  const table = (
    <Datagrid>
      <TextField source="createdAt" label="operator.company" />
      <TextField source="day" label="operator.status" />
      <TextField source="code" label="operator.status" />
    </Datagrid>
  );
  const dates = { date: (value: string) => formatDate(value, 'id'), dateTime: (value: string) => formatDateTime(value, 'id') };
  const columns = columnsOfTable(table, translate, 'requests', dates);
  const record = { id: 1, createdAt: '2026-12-02T17:30:00.000Z', day: '2029-12-01', code: 'JWD-LSPTD-2026-000042' };
  expect(columns.map((column) => column.value(record))).toEqual(['3 Des 2026, 00.30 WIB', '1 Des 2029', 'JWD-LSPTD-2026-000042']);
});
