import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListContextProvider, type SortPayload } from 'react-admin';
import { useLocalList } from '../../shared/lists/localList';
import { ListTable } from '../../shared/lists/ListTable';

/** One column of a ColumnTable: its header and each row's cell. */
export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** What the column sorts by (text, a number or an ISO date); a column without it does not sort. */
  sortBy?: (row: T) => string | number | null | undefined;
  /** Amounts and counts line up on the right. */
  align?: 'right';
  /** The body cell's style: a minimum width keeps a column legible when the table scrolls on a phone. */
  sx?: SxProps<Theme>;
}

/** A row as the list holds it: its key, the row itself and each column's sort value by the column's place. */
interface Keyed<T> {
  id: string;
  row: T;
  keys: Record<string, string | number | null | undefined>;
}

const Col = DataTable.Col<Keyed<unknown>>;

/**
 * Rows as react-admin's DataTable named by its label: sortable by the columns that say what they sort by, paged
 * once there are more than ten, scrolling sideways on a phone; `empty` says what to do when there is no row. The
 * page and sort stay in memory: these lists sit under the workspace's tabs, whose address is the tab.
 */
export function ColumnTable<T>({
  name,
  label,
  columns,
  rows,
  rowKey,
  empty,
  sort,
}: {
  /** The list's name, under which react-admin keeps its page and sort. */
  name: string;
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  empty: ReactNode;
  /** The first sort, by a column's place (`keys.0`); the gateway's order when none. */
  sort?: SortPayload;
}) {
  const keyed = rows?.map((row): Keyed<T> => ({
    id: rowKey(row),
    row,
    keys: Object.fromEntries(columns.flatMap((column, index) => (column.sortBy ? [[String(index), column.sortBy(row)]] : []))),
  }));
  const list = useLocalList({ resource: name, data: keyed, sort: sort ?? { field: 'id', order: 'ASC' } });
  return (
    <ListContextProvider value={list}>
      <ListTable label={label} empty={empty}>
        {columns.map((column, index) => (
          <Col
            key={index}
            label={column.label}
            source={column.sortBy ? `keys.${index}` : undefined}
            disableSort={!column.sortBy}
            align={column.align}
            sx={column.sx}
            render={(record) => column.cell(record.row as T)}
          />
        ))}
      </ListTable>
    </ListContextProvider>
  );
}
