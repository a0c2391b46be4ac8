import { locationText } from '@core/jobs/vacancyText';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { VACANCY_STATUSES } from '@core/jobs/search';
import type { EmployerVacancyPage, EmployerVacancyView } from '@core/jobs/types';
import { TableScroll } from '../../shared/TableScroll';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { useJobFormat, VacancyStatusChip } from './parts';
import { useSubmission } from '../../shared/submission';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { closableIds, GRID_PAGE_SIZES, gridParams, gridPath, gridQueryOf, rowActions, VACANCY_BASE_PATH, type GridQuery } from './vacancyRules';
import { formatNumber } from '@core/format/locale';

type Pending = { kind: 'publish' | 'close' | 'duplicate'; vacancy: EmployerVacancyView } | { kind: 'bulk'; ids: string[] };

/**
 * /employer/job-vacancy: the employer's vacancies, a page at a time from the gateway (searchValue, status and the
 * page kept in the address), rows selectable for a bulk Close, and each row's own actions.
 */
export function VacancyGrid() {
  const translate = useTranslate();
  const base = useBasename();
  const [params, setParams] = useSearchParams();
  const query = gridQueryOf(params);
  const page = useEmployerRead<EmployerVacancyPage>(gridPath(query), { placeholderData: keepPreviousData });
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const go = (next: Partial<GridQuery>) => {
    setSelected(new Set());
    setParams(gridParams({ ...query, ...next }));
  };
  const items = page.data?.items ?? [];
  const toClose = closableIds(items, selected);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  async function confirm() {
    if (!pending) return;
    const done = await sending.run(() =>
      pending.kind === 'bulk'
        ? write('post', `${VACANCY_BASE_PATH}/bulk-close`, { ids: pending.ids })
        : write('post', `${VACANCY_BASE_PATH}/${pending.vacancy.id}/${pending.kind}`),
    );
    if (done && pending.kind === 'bulk') setSelected(new Set());
    setPending(null);
  }

  const dialogText = !pending
    ? ''
    : pending.kind === 'bulk'
      ? translate('employerPages.grid.bulkCloseText', { count: pending.ids.length })
      : translate(`employerPages.actions.${pending.kind}Text`, { title: pending.vacancy.title });
  const dialogTitle = !pending
    ? ''
    : translate(pending.kind === 'bulk' ? 'employerPages.grid.bulkCloseTitle' : `employerPages.actions.${pending.kind}Title`);

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
      <GridFilters key={params.toString()} query={query} onApply={(next) => go({ ...next, pageIndex: 1 })} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography role="status" variant="body2">
          {translate('employerPages.grid.selected', { count: selected.size })}
        </Typography>
        <Button variant="outlined" disabled={toClose.length === 0} onClick={() => setPending({ kind: 'bulk', ids: toClose })}>
          {translate('employerPages.grid.bulkClose')}
        </Button>
      </Stack>
      {sending.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={sending.reset}>
          {sending.error}
        </Alert>
      )}
      {page.isError ? (
        <Alert severity="error">{parseErrorMessage(page.error)}</Alert>
      ) : !page.data ? (
        <Typography role="status">{translate('employerPages.grid.loading')}</Typography>
      ) : items.length === 0 ? (
        <Alert severity="info">
          {translate(query.searchValue || query.status ? 'employerPages.grid.emptyFiltered' : 'employerPages.grid.empty')}
        </Alert>
      ) : (
        <>
          <TableScroll>
            <Table size="small" aria-labelledby="vacancies-heading">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={!allSelected && items.some((item) => selected.has(item.id))}
                      onChange={(event) => setSelected(event.target.checked ? new Set(items.map((item) => item.id)) : new Set())}
                      slotProps={{ input: { 'aria-label': translate('employerPages.grid.selectAll') } }}
                    />
                  </TableCell>
                  {(['title', 'status', 'location', 'type', 'applicants', 'posted', 'closes', 'actions'] as const).map((column) => (
                    <TableCell key={column}>{translate(`employerPages.grid.columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((vacancy) => (
                  <VacancyRow
                    key={vacancy.id}
                    vacancy={vacancy}
                    selected={selected.has(vacancy.id)}
                    onSelect={(checked) =>
                      setSelected((current) => {
                        const next = new Set(current);
                        if (checked) next.add(vacancy.id);
                        else next.delete(vacancy.id);
                        return next;
                      })
                    }
                    onAction={(kind) => setPending({ kind, vacancy })}
                  />
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <TablePagination
            component="div"
            count={page.data.total}
            page={Math.max(0, query.pageIndex - 1)}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={[...GRID_PAGE_SIZES]}
            onPageChange={(_event, index) => go({ pageIndex: index + 1 })}
            onRowsPerPageChange={(event) => go({ pageSize: Number(event.target.value), pageIndex: 1 })}
            labelRowsPerPage={translate('employerPages.grid.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => translate('employerPages.grid.pageOf', { from, to, count })}
            sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        id="vacancy-confirm"
        title={dialogTitle}
        text={dialogText}
        confirm={pending ? translate(pending.kind === 'bulk' ? 'employerPages.grid.bulkClose' : `employerPages.actions.${pending.kind}`) : ''}
        busy={sending.pending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

function GridFilters({ query, onApply }: { query: GridQuery; onApply: (query: Partial<GridQuery>) => void }) {
  const translate = useTranslate();
  const [searchValue, setSearchValue] = useState(query.searchValue ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ searchValue, status: query.status });
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('employerPages.grid.filtersLabel')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        id="vacancy-grid-search"
        type="search"
        size="small"
        label={translate('employerPages.grid.search')}
        value={searchValue}
        onChange={(event) => setSearchValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        id="vacancy-grid-status"
        size="small"
        label={translate('employerPages.grid.status')}
        value={query.status ?? ''}
        onChange={(event) => onApply({ searchValue, status: (event.target.value || undefined) as GridQuery['status'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate('employerPages.grid.anyStatus')}</option>
        {VACANCY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {translate(`employerPages.statuses.${status}`)}
          </option>
        ))}
      </TextField>
      <Button type="submit" variant="outlined">
        {translate('employerPages.grid.searchButton')}
      </Button>
    </Box>
  );
}

interface RowProps {
  vacancy: EmployerVacancyView;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onAction: (kind: 'publish' | 'close' | 'duplicate') => void;
}

function VacancyRow({ vacancy, selected, onSelect, onAction }: RowProps) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const actions = rowActions(vacancy);
  return (
    <TableRow selected={selected} hover>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate('employerPages.grid.selectOne', { title: vacancy.title }) } }}
        />
      </TableCell>
      <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
        <MuiLink component={Link} to={`${base}/job-vacancy/view/${vacancy.id}`}>
          {vacancy.title}
        </MuiLink>
      </TableCell>
      <TableCell>
        <VacancyStatusChip status={vacancy.status} />
        {vacancy.expired && (
          <Typography component="span" variant="caption" sx={{ ml: 0.5 }}>
            ({translate('employerPages.grid.expired')})
          </Typography>
        )}
      </TableCell>
      <TableCell>{locationText(vacancy, translate)}</TableCell>
      <TableCell>{translate(`jobPages.employmentTypes.${vacancy.employmentType}`)}</TableCell>
      <TableCell align="right">{formatNumber(vacancy.counters.total, format.locale)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {vacancy.publishedAt ? (
          <time dateTime={vacancy.publishedAt}>{format.date(vacancy.publishedAt)}</time>
        ) : (
          translate('employerPages.grid.notPosted')
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {vacancy.closesAt ? <time dateTime={vacancy.closesAt}>{format.date(vacancy.closesAt)}</time> : translate('employerPages.grid.noClosing')}
      </TableCell>
      <TableCell>
        <Stack role="group" aria-label={translate('employerPages.actions.label', { title: vacancy.title })} direction="row" spacing={0.5}>
          <Button size="small" component={Link} to={`${base}/job-vacancy/${vacancy.id}`}>
            {translate('employerPages.actions.edit')}
          </Button>
          <Button size="small" component={Link} to={`${base}/job-vacancy/view/${vacancy.id}`}>
            {translate('employerPages.actions.view')}
          </Button>
          {actions.publish && (
            <Button size="small" onClick={() => onAction('publish')}>
              {translate('employerPages.actions.publish')}
            </Button>
          )}
          {actions.close && (
            <Button size="small" onClick={() => onAction('close')}>
              {translate('employerPages.actions.close')}
            </Button>
          )}
          <Button size="small" onClick={() => onAction('duplicate')}>
            {translate('employerPages.actions.duplicate')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
