import { describe, expect, it } from 'vitest';
import { csvOf, guardCell } from '../../src/shared/csvExport';

describe('the CSV export', () => {
  it('keeps a spreadsheet from reading a cell as a formula', () => {
    for (const risky of ['=1+1', '+62 812', '-5', '@SUM(A1)', '\tcmd', '\rcmd']) expect(guardCell(risky)).toBe(`'${risky}`);
    expect(guardCell('Staf gudang')).toBe('Staf gudang');
    expect(guardCell(' =not first')).toBe(' =not first');
    expect(guardCell(12)).toBe('12');
    expect(guardCell(-3)).toBe("'-3");
    expect(guardCell(null)).toBe('');
    expect(guardCell(undefined)).toBe('');
  });

  it('writes the headers, then a line per record, every cell guarded and quoted where CSV needs it', async () => {
    const columns = [
      { header: 'Judul', value: (row: { title: string; applicants: number }) => row.title },
      { header: 'Pelamar', value: (row: { title: string; applicants: number }) => row.applicants },
    ];
    const text = await csvOf(columns, [
      { title: 'Kasir, "senior"', applicants: 3 },
      { title: '=HYPERLINK("http://evil")', applicants: 0 },
      { title: 'Dua\nbaris', applicants: 12 },
    ]);
    expect(text.split('\r\n')).toEqual(['Judul,Pelamar', '"Kasir, ""senior""",3', `"'=HYPERLINK(""http://evil"")",0`, '"Dua\nbaris",12']);
  });

  it('guards the headers too, and writes only the headers when there is nothing to export', async () => {
    expect(await csvOf([{ header: '-Aksi', value: () => 'x' }], [])).toBe("'-Aksi\r\n");
  });
});
