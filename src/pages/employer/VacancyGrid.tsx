import { Alert, Box, Button, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { ExportButton, ListBase, useBasename, useListContext, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { GridAddressSync, useGridAddress } from './GridAddressSync';
import { useVacancyActions } from './useVacancyActions';
import { useVacancyExporter } from './vacancyExport';
import { VacancyGridFilters } from './VacancyGridFilters';
import { GRID_PAGE_SIZES, gridParams, gridQueryOf, listParamsOf, VACANCY_RESOURCE } from './vacancyRules';
import { VacancyTable } from './VacancyTable';

/**
 * An export reads every matching vacancy, 50 a gateway page: this bounds it at 200 pages should a company ever
 * have that many.
 */
const EXPORT_LIMIT = 10_000;

/**
 * /employer/job-vacancy: the employer's vacancies on react-admin's list machinery (the data provider's paged
 * `employer-vacancies`), the search, status, sort and page kept in the address in the gateway's names, rows
 * selectable for a bulk Close, each row's own steps, and a CSV of every vacancy the filters match.
 */
export function VacancyGrid() {
  const translate = useTranslate();
  const base = useBasename();
  const [params] = useSearchParams();
  // The list starts from the address (react-admin reads these only until its own state is set); GridAddressSync
  // keeps the two in step afterwards.
  const initial = listParamsOf(gridQueryOf(params));
  const [shown, setShown] = useState(false);
  return (
    <Box component="section" aria-labelledby="vacancies-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="vacancies-heading" component="h1" variant="h5">
          {translate('employerPages.grid.title')}
        </Typography>
        <Button component={Link} to={`${base}/job-vacancy/new`} variant="contained">
          {translate('employerPages.grid.create')}
        </Button>
      </Stack>
      <ListBase
        resource={VACANCY_RESOURCE}
        // react-admin would write its own ?filter={...}&page=; the adapter keeps the gateway's names instead.
        disableSyncWithLocation
        // MemberPage has asked canAccess for the page already; the list has no resource of its own in the rules.
        disableAuthentication
        // The selection lives with the page, not in react-admin's store across visits.
        storeKey={false}
        perPage={initial.perPage}
        sort={initial.sort}
        filterDefaultValues={initial.filterValues}
        // The page shows a refusal above the table itself, not also as a notice.
        queryOptions={{ enabled: shown, onError: () => undefined }}
      >
        <GridAddressSync onShown={() => setShown(true)} />
        <VacancyList />
      </ListBase>
    </Box>
  );
}

function VacancyList() {
  const { query, go } = useGridAddress();
  const exporter = useVacancyExporter();
  const actions = useVacancyActions();
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <VacancyGridFilters key={gridParams(query).toString()} query={query} onApply={(filters) => go({ ...filters, pageIndex: 1 })} />
        <ExportButton exporter={exporter} maxResults={EXPORT_LIMIT} variant="outlined" />
      </Stack>
      {actions.error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={actions.dismissError}>
          {actions.error}
        </Alert>
      )}
      <VacancyTable onStep={actions.ask} onBulkClose={actions.askBulkClose} />
      <GridPagination />
      <ConfirmDialog id="vacancy-confirm" {...actions.dialog} />
    </>
  );
}

/** The pages, in the catalog's words; a change writes the address, which the list follows. */
function GridPagination() {
  const translate = useTranslate();
  const { go } = useGridAddress();
  const { data, total, page, perPage } = useListContext();
  if (!data?.length || total === undefined) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...GRID_PAGE_SIZES]}
      onPageChange={(_event, index) => go({ pageIndex: index + 1 })}
      onRowsPerPageChange={(event) => go({ pageSize: Number(event.target.value), pageIndex: 1 })}
      labelRowsPerPage={translate('employerPages.grid.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => translate('employerPages.grid.pageOf', { from, to, count })}
      sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}
    />
  );
}
