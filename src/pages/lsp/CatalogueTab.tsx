import { Alert, Box, Button, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { ColumnTable, type Column } from './ColumnTable';
import { ListEmpty } from '../../shared/lists/ListEmpty';

interface CatalogueTabProps<T> {
  /** The lspPages section of the tab's title and empty text; it names the heading's id too. */
  section: 'schedules' | 'schemes' | 'sites' | 'assessors';
  /** The gateway path of the list. */
  path: string;
  /** The button that opens the form for a new one. */
  addLabel: string;
  columns: readonly Column<T>[];
  rowKey: (item: T) => string;
  /** The edit button's accessible name: "Edit" alone would not say which row. */
  editLabel: (item: T) => string;
  /** The form's dialog, for a new one (undefined) or the one edited. */
  form: (item: T | undefined, onClose: () => void) => ReactNode;
}

/**
 * A tab of the LSP's records (schedules, schemes, TUKs, assessors): the list as react-admin's DataTable (sortable,
 * paged), each row's edit, and "new"; an empty list says how to add the first.
 */
export function CatalogueTab<T>({ section, path, addLabel, columns, rowKey, editLabel, form }: CatalogueTabProps<T>) {
  const translate = useTranslate();
  const { data, error, isError } = useCertificationRead<T[]>(path);
  // undefined: closed; null: a new one; else the one edited.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const title = translate(`lspPages.${section}.title`);
  const edit: Column<T> = {
    label: translate('lspPages.actions.label'),
    cell: (item) => (
      <Button size="small" onClick={() => setEditing(item)} aria-label={editLabel(item)}>
        {translate('lspPages.actions.edit')}
      </Button>
    ),
  };
  return (
    <section aria-labelledby={`${section}-heading`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="h2" variant="h6" id={`${section}-heading`}>
          {title}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          {addLabel}
        </Button>
      </Box>
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data && (
        <ColumnTable
          name={`lsp-${section}`}
          label={title}
          columns={[...columns, edit]}
          rows={data}
          rowKey={rowKey}
          empty={<ListEmpty text={translate(`lspPages.${section}.none`)} help={translate(`lspPages.${section}.emptyHelp`)} />}
        />
      )}
      {editing !== undefined && form(editing ?? undefined, () => setEditing(undefined))}
    </section>
  );
}
