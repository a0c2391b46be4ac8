import { expect, it } from 'vitest';
import { Datagrid, SelectField, TextField } from 'react-admin';
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
