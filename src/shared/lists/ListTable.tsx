import { Alert } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { DataTable, Pagination, ResourceContextProvider, useListContext, type RaRecord } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { TableScroll } from '../TableScroll';

export const PAGE_SIZES = [10, 25, 50];

interface ListTableProps {
  /** The table's accessible name (its heading's text). */
  label: string;
  /** What an empty list shows instead of the table: what the reader can do about it. */
  empty: ReactNode;
  /** DataTable's columns. */
  children: ReactNode;
  /** A footer row under the columns (a total). */
  foot?: ComponentType;
  rowsPerPageOptions?: number[];
  spaced?: boolean;
}

/**
 * The list of the ListContext around it as react-admin's DataTable (sortable by the columns with a source), scrolling
 * sideways inside its card on a phone, its pages under it once there are more rows than the smallest page holds; an
 * error or the empty state instead when that is all there is.
 */
export function ListTable<T extends RaRecord>({ label, empty, children, foot, rowsPerPageOptions = PAGE_SIZES, spaced = false }: ListTableProps) {
  const { error, isPending, total = 0, page, resource } = useListContext<T>();
  if (error) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!isPending && total === 0) return <>{empty}</>;
  const paged = total > Math.min(...rowsPerPageOptions) || page > 1;
  // DataTable asks react-admin's access rules about its resource: the list's name, not a react-admin <Resource>.
  return (
    <ResourceContextProvider value={resource}>
      <TableScroll spaced={spaced && !paged}>
        <DataTable<T> aria-label={label} rowClick={false} bulkActionButtons={false} foot={foot}>
          {children}
        </DataTable>
      </TableScroll>
      {paged && <Pagination rowsPerPageOptions={rowsPerPageOptions} sx={spaced ? { mb: 3 } : undefined} />}
    </ResourceContextProvider>
  );
}
