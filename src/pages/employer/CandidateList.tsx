import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Stack,
  TablePagination,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DataTable, ExportButton, ListBase, useBasename, useListContext, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { HiringState } from '@core/jobs/hiring';
import type { CandidateDashboard, CandidateRow, EmployerVacancyPage } from '@core/jobs/contract';
import { csvExporter } from '../../shared/csvExport';
import { ListFollowsAddress } from '../../shared/ListFollowsAddress';
import { HiringChip, MoveDialog, useDateTimeFormat, useHiringLabel } from './candidateParts';
import { CandidateKanban } from './CandidateKanban';
import {
  CANDIDATE_BASE_PATH,
  CANDIDATE_PAGE_SIZES,
  candidateListPath,
  candidateParams,
  candidateQueryOf,
  listStateOf,
  FILTER_STATES,
  moveBody,
  type CandidateQuery,
  type KanbanColumn,
} from './candidateRules';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { useSubmission } from '../../shared/submission';
import { VACANCY_BASE_PATH } from './vacancyRules';
import { formatNumber } from '@core/format/locale';

const COUNTERS = ['totalCandidate', 'applier', 'candidateOnProcess', 'invitation', 'hiredCandidate', 'failedCandidate'] as const;

interface PendingMove {
  row: CandidateRow;
  to: Exclude<HiringState, 'withdrawn'>;
}

/** The data provider's paged `employer-candidates` (src/app/App.tsx): the gateway's candidate dashboard, 50 a page. */
const CANDIDATE_RESOURCE = 'employer-candidates';
/** An export reads every candidate the filters match, 50 a gateway page: at most 200 pages. */
const EXPORT_LIMIT = 10_000;

/**
 * /employer/candidate: SPEC 3's counters, the filters (searchValue, ?vacancy=, status), and the candidates as
 * react-admin's list (the gateway pages them; a CSV of every candidate the filters match) or as a kanban board by
 * hiring status; all of it kept in the address in the gateway's names.
 */
export function CandidateList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const query = candidateQueryOf(params);
  const go = (next: Partial<CandidateQuery>) => setParams(candidateParams({ ...query, ...next }));
  const state = listStateOf(query);
  const [shown, setShown] = useState(false);

  return (
    <Box component="section" aria-labelledby="candidates-heading">
      <Typography id="candidates-heading" component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('candidatePages.title')}
      </Typography>
      {query.view === 'kanban' ? (
        <CandidateBoard query={query} go={go} />
      ) : (
        <ListBase
          resource={CANDIDATE_RESOURCE}
          // react-admin would write its own ?filter={...}&page=; the address keeps the gateway's names instead.
          disableSyncWithLocation
          // MemberPage has asked canAccess for the page already.
          disableAuthentication
          storeKey={false}
          perPage={state.perPage}
          filterDefaultValues={state.filter}
          // The gateway lists candidates newest first and sorts them no other way: react-admin's default `id` sends none.
          sort={{ field: 'id', order: 'DESC' }}
          // The page shows a refusal itself, not also as a notice; the last page stays while the next one is read.
          queryOptions={{ enabled: shown, onError: () => undefined, placeholderData: keepPreviousData }}
        >
          <ListFollowsAddress state={state} onShown={() => setShown(true)} />
          <CandidateGrid query={query} go={go} />
        </ListBase>
      )}
    </Box>
  );
}

/** The filters and the view switch, above the table and the board alike. */
function CandidateControls({ query, go, action }: { query: CandidateQuery; go: (next: Partial<CandidateQuery>) => void; action?: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <CandidateFilters key={candidateParams(query).toString()} query={query} onApply={(next) => go({ ...next, pageIndex: 1 })} />
        {action}
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={query.view}
        onChange={(_event, view: CandidateQuery['view'] | null) => view && go({ view, pageIndex: 1 })}
        aria-label={translate('candidatePages.view.label')}
        sx={{ my: 2 }}
      >
        <ToggleButton value="grid">{translate('candidatePages.view.grid')}</ToggleButton>
        <ToggleButton value="kanban">{translate('candidatePages.view.kanban')}</ToggleButton>
      </ToggleButtonGroup>
    </>
  );
}

/** The table: the list's page of the gateway's dashboard, whose counters come beside it (the list's meta). */
function CandidateGrid({ query, go }: { query: CandidateQuery; go: (next: Partial<CandidateQuery>) => void }) {
  const translate = useTranslate();
  const exporter = useCandidateExporter();
  const { meta, error, isPending } = useListContext<CandidateRow>();
  const counters = meta as Omit<CandidateDashboard, 'candidates'> | undefined;
  const filtered = Boolean(query.searchValue || query.vacancy || query.status);
  return (
    <>
      {counters && <Counters dashboard={counters} />}
      <CandidateControls query={query} go={go} action={<ExportButton exporter={exporter} maxResults={EXPORT_LIMIT} variant="outlined" />} />
      {error ? (
        <Alert severity="error">{parseErrorMessage(error)}</Alert>
      ) : isPending ? (
        <Typography role="status">{translate('candidatePages.grid.loading')}</Typography>
      ) : (
        <>
          <CandidateTable filtered={filtered} />
          <CandidatePagination go={go} />
        </>
      )}
    </>
  );
}

/** The board: the first 50 candidates of every status, moved by dragging or their Move menu. */
function CandidateBoard({ query, go }: { query: CandidateQuery; go: (next: Partial<CandidateQuery>) => void }) {
  const translate = useTranslate();
  const dashboard = useEmployerRead<CandidateDashboard>(candidateListPath(query), { placeholderData: keepPreviousData });
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const [pending, setPending] = useState<PendingMove | null>(null);

  async function move(note: string) {
    if (!pending) return;
    const { row, to } = pending;
    setPending(null);
    await sending.run(() => write('post', `${CANDIDATE_BASE_PATH}/${row.id}/status`, moveBody(to, note)));
  }

  const data = dashboard.data;
  const filtered = Boolean(query.searchValue || query.vacancy);
  return (
    <>
      {data && <Counters dashboard={data} />}
      <CandidateControls query={query} go={go} />
      {sending.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={sending.reset}>
          {sending.error}
        </Alert>
      )}
      {dashboard.isError ? (
        <Alert severity="error">{parseErrorMessage(dashboard.error)}</Alert>
      ) : !data ? (
        <Typography role="status">{translate('candidatePages.grid.loading')}</Typography>
      ) : data.candidates.items.length === 0 ? (
        <Alert severity="info">{translate(filtered ? 'candidatePages.grid.emptyFiltered' : 'candidatePages.grid.empty')}</Alert>
      ) : (
        <CandidateKanban dashboard={data} busy={sending.pending} onMove={(row, to) => setPending({ row, to })} />
      )}
      <MoveDialog
        move={pending && { name: pending.row.applicant.name, to: pending.to }}
        busy={sending.pending}
        onConfirm={(note) => void move(note)}
        onClose={() => setPending(null)}
      />
    </>
  );
}

/** The pages, in the catalog's words; a change writes the address, which the list follows. */
function CandidatePagination({ go }: { go: (next: Partial<CandidateQuery>) => void }) {
  const translate = useTranslate();
  const { data, total, page, perPage } = useListContext();
  if (!data?.length || total === undefined) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...CANDIDATE_PAGE_SIZES]}
      onPageChange={(_event, index) => go({ pageIndex: index + 1 })}
      onRowsPerPageChange={(event) => go({ pageSize: Number(event.target.value), pageIndex: 1 })}
      labelRowsPerPage={translate('candidatePages.grid.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => translate('candidatePages.grid.pageOf', { from, to, count })}
      sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}
    />
  );
}

/** The CSV of the candidates: the table's columns and the e-mail, headed in the page's language. */
function useCandidateExporter() {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const label = useHiringLabel();
  const column = (name: string) => translate(`candidatePages.grid.columns.${name}`);
  return csvExporter<CandidateRow>(
    [
      { header: column('name'), value: (row) => row.applicant.name },
      { header: translate('candidatePages.detail.email'), value: (row) => row.applicant.email },
      { header: column('vacancy'), value: (row) => row.vacancy.title },
      { header: column('applied'), value: (row) => format.date(row.appliedAt) },
      { header: column('status'), value: (row) => label(row.withdrawn ? 'withdrawn' : row.status.state) },
      { header: column('interview'), value: (row) => (row.nextInterviewAt ? format.dateTime(row.nextInterviewAt) : '') },
    ],
    translate('candidatePages.title'),
  );
}

function Counters({ dashboard }: { dashboard: Pick<CandidateDashboard, (typeof COUNTERS)[number]> }) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  return (
    <Box
      component="ul"
      aria-label={translate('candidatePages.counters.label')}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {COUNTERS.map((name) => (
        <Card key={name} component="li" variant="outlined">
          <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
            <Typography variant="body2">{translate(`candidatePages.counters.${name}`)}</Typography>
            <Typography variant="h6" component="p">
              {formatNumber(dashboard[name], format.locale)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function CandidateFilters({ query, onApply }: { query: CandidateQuery; onApply: (query: Partial<CandidateQuery>) => void }) {
  const translate = useTranslate();
  const vacancies = useEmployerRead<EmployerVacancyPage>(`${VACANCY_BASE_PATH}?pageSize=50`);
  const [searchValue, setSearchValue] = useState(query.searchValue ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ searchValue });
  };
  const options = vacancies.data?.items ?? [];
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate('candidatePages.filters.label')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        id="candidate-search"
        type="search"
        size="small"
        label={translate('candidatePages.filters.search')}
        value={searchValue}
        onChange={(event) => setSearchValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        id="candidate-vacancy"
        size="small"
        label={translate('candidatePages.filters.vacancy')}
        value={query.vacancy ?? ''}
        onChange={(event) => onApply({ searchValue, vacancy: event.target.value || undefined })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: '100%', minWidth: 180 }}
      >
        <option value="">{translate('candidatePages.filters.anyVacancy')}</option>
        {query.vacancy && !options.some((vacancy) => vacancy.id === query.vacancy) && <option value={query.vacancy}>{query.vacancy}</option>}
        {options.map((vacancy) => (
          <option key={vacancy.id} value={vacancy.id}>
            {vacancy.title}
          </option>
        ))}
      </TextField>
      {query.view === 'grid' && <StatusFilter query={query} searchValue={searchValue} onApply={onApply} />}
      <Button type="submit" variant="outlined">
        {translate('candidatePages.filters.searchButton')}
      </Button>
    </Box>
  );
}

function StatusFilter({
  query,
  searchValue,
  onApply,
}: {
  query: CandidateQuery;
  searchValue: string;
  onApply: (query: Partial<CandidateQuery>) => void;
}) {
  const translate = useTranslate();
  const label = useHiringLabel();
  return (
    <TextField
      select
      id="candidate-status"
      size="small"
      label={translate('candidatePages.filters.status')}
      value={query.status ?? ''}
      onChange={(event) => onApply({ searchValue, status: (event.target.value || undefined) as KanbanColumn | undefined })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{translate('candidatePages.filters.anyStatus')}</option>
      {FILTER_STATES.map((state) => (
        <option key={state} value={state}>
          {label(state)}
        </option>
      ))}
    </TextField>
  );
}

const Col = DataTable.Col<CandidateRow>;
/** The name cell is its row's header (DataTable.Col hands `component` to the cell, though its type leaves it out). */
const ROW_HEADER = { component: 'th' } as object;

/**
 * The candidates on screen as react-admin's DataTable. Its columns do not sort: the gateway lists candidates newest
 * first and takes no sort (its query schema is closed), and a sort of one page in the browser would mislead.
 */
function CandidateTable({ filtered }: { filtered: boolean }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useDateTimeFormat();
  const column = (name: string) => `candidatePages.grid.columns.${name}`;
  return (
    <DataTable<CandidateRow>
      aria-label={translate('candidatePages.grid.tableLabel')}
      rowClick={false}
      bulkActionButtons={false}
      empty={<Alert severity="info">{translate(filtered ? 'candidatePages.grid.emptyFiltered' : 'candidatePages.grid.empty')}</Alert>}
      sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Col
        label={column('name')}
        disableSort
        {...ROW_HEADER}
        sx={{ minWidth: 160 }}
        render={(row) => (
          <>
            <MuiLink component={Link} to={`${base}/candidate/${row.id}`}>
              {row.applicant.name}
            </MuiLink>
            <Typography variant="caption" component="p">
              {row.applicant.email}
            </Typography>
          </>
        )}
      />
      <Col label={column('vacancy')} disableSort sx={{ minWidth: 160 }} render={(row) => row.vacancy.title} />
      <Col
        label={column('applied')}
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={(row) => <time dateTime={row.appliedAt}>{format.date(row.appliedAt)}</time>}
      />
      <Col
        label={column('status')}
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={(row) => <HiringChip state={row.withdrawn ? 'withdrawn' : row.status.state} />}
      />
      <Col
        label={column('interview')}
        disableSort
        sx={{ whiteSpace: 'nowrap' }}
        render={(row) =>
          row.nextInterviewAt ? (
            <time dateTime={row.nextInterviewAt}>{format.dateTime(row.nextInterviewAt)}</time>
          ) : (
            translate('candidatePages.grid.noInterview')
          )
        }
      />
    </DataTable>
  );
}
