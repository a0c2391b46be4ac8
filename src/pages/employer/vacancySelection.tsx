import { Button, Checkbox, Stack, TableCell, TableHead, TableRow, Typography, type TableRowProps } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import {
  DataTableBody,
  DataTableClasses,
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useListContext,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
} from 'react-admin';
import type { EmployerVacancyView } from '@core/jobs/contract';
import { closableIds } from './vacancyRules';

/**
 * The grid's selection on react-admin's (its selected ids, shift-click ranges), with checkboxes that name what they
 * select: DataTable's own say "Select this row" on every row, which tells a screen reader user nothing.
 */

/** The header row: "select all vacancies on this page", then the columns' own headers. */
export function SelectionHead({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect } = useListContext<EmployerVacancyView>();
  const ids = data.map((vacancy) => vacancy.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  return (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={DataTableClasses.headerRow}>
        <TableCell padding="checkbox" variant="head" className={DataTableClasses.headerCell}>
          <Checkbox
            checked={all}
            indeterminate={!all && ids.some((id) => selectedIds.includes(id))}
            onChange={(event) => onSelect(event.target.checked ? ids : [])}
            slotProps={{ input: { 'aria-label': translate('employerPages.grid.selectAll') } }}
          />
        </TableCell>
        {children}
      </TableRow>
    </TableHead>
  );
}

function SelectionRow({ children, ...rest }: TableRowProps) {
  const translate = useTranslate();
  const vacancy = useRecordContext<EmployerVacancyView>();
  const selectedIds = useDataTableSelectedIdsContext() ?? [];
  const { handleToggleItem } = useDataTableCallbacksContext();
  if (!vacancy) return null;
  const selected = selectedIds.includes(vacancy.id);
  return (
    <TableRow hover selected={selected} {...rest}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          // A click, not a change: react-admin reads its shift key to select a range.
          onClick={(event) => handleToggleItem?.(vacancy.id, event as unknown as MouseEvent<HTMLInputElement>)}
          slotProps={{ input: { 'aria-label': translate('employerPages.grid.selectOne', { title: vacancy.title }) } }}
        />
      </TableCell>
      {children}
    </TableRow>
  );
}

/** DataTable's body with the named row checkboxes. */
export function SelectionBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={SelectionRow} />;
}

/** Above the table: how many are selected, announced as it changes, and the bulk actions (DataTable's bulkActionButtons). */
export function SelectionToolbar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap', gap: 1 }}>
      <Typography role="status" variant="body2">
        {translate('employerPages.grid.selected', { count: selectedIds.length })}
      </Typography>
      {children}
    </Stack>
  );
}

/** The bulk Close: it acts on the published vacancies among the selected, and waits while none is. */
export function BulkCloseButton({ onClose }: { onClose: (ids: string[]) => void }) {
  const translate = useTranslate();
  const { data = [], selectedIds } = useListContext<EmployerVacancyView>();
  const toClose = closableIds(data, new Set(selectedIds));
  return (
    <Button variant="outlined" disabled={toClose.length === 0} onClick={() => onClose(toClose)}>
      {translate('employerPages.grid.bulkClose')}
    </Button>
  );
}
