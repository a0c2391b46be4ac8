import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { TableScroll } from '../../shared/TableScroll';

/** One column of a ColumnTable: its header and each row's cell. */
export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Amounts and counts line up on the right. */
  align?: 'right';
  /** The body cell's style: a minimum width keeps a column legible when the table scrolls on a phone. */
  sx?: SxProps<Theme>;
}

/** Rows as a small table named by its label, one cell per column, scrolling sideways on a phone. */
export function ColumnTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    <TableScroll>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={index} align={column.align}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <TableCell key={index} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
