import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { HiringState } from '@core/jobs/hiring';
import type { CandidateDashboard, CandidateRow, EmployerVacancyPage } from '@core/jobs/contract';
import { TableScroll } from '../../shared/TableScroll';
import { HiringChip, MoveDialog, useDateTimeFormat, useHiringLabel } from './candidateParts';
import { CandidateKanban } from './CandidateKanban';
import {
  CANDIDATE_BASE_PATH,
  CANDIDATE_PAGE_SIZES,
  candidateListPath,
  candidateParams,
  candidateQueryOf,
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

/**
 * /employer/candidate: SPEC 3's counters, the filters (searchValue, ?vacancy=, status), and the candidates as a table
 * (server paging) or as a kanban board by hiring status; all of it kept in the address.
 */
export function CandidateList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const query = candidateQueryOf(params);
  const dashboard = useEmployerRead<CandidateDashboard>(candidateListPath(query), { placeholderData: keepPreviousData });
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const [pending, setPending] = useState<PendingMove | null>(null);
  const go = (next: Partial<CandidateQuery>) => setParams(candidateParams({ ...query, ...next }));

  async function move(note: string) {
    if (!pending) return;
    const { row, to } = pending;
    setPending(null);
    await sending.run(() => write('post', `${CANDIDATE_BASE_PATH}/${row.id}/status`, moveBody(to, note)));
  }

  const data = dashboard.data;
  const items = data?.candidates.items ?? [];
  const filtered = Boolean(query.searchValue || query.vacancy || query.status);

  return (
    <Box component="section" aria-labelledby="candidates-heading">
      <Typography id="candidates-heading" component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('candidatePages.title')}
      </Typography>
      {data && <Counters dashboard={data} />}
      <CandidateFilters key={params.toString()} query={query} onApply={(next) => go({ ...next, pageIndex: 1 })} />
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
      {sending.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={sending.reset}>
          {sending.error}
        </Alert>
      )}
      {dashboard.isError ? (
        <Alert severity="error">{parseErrorMessage(dashboard.error)}</Alert>
      ) : !data ? (
        <Typography role="status">{translate('candidatePages.grid.loading')}</Typography>
      ) : items.length === 0 ? (
        <Alert severity="info">{translate(filtered ? 'candidatePages.grid.emptyFiltered' : 'candidatePages.grid.empty')}</Alert>
      ) : query.view === 'kanban' ? (
        <CandidateKanban dashboard={data} busy={sending.pending} onMove={(row, to) => setPending({ row, to })} />
      ) : (
        <>
          <CandidateTable items={items} />
          <TablePagination
            component="div"
            count={data.candidates.total}
            page={Math.max(0, query.pageIndex - 1)}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={[...CANDIDATE_PAGE_SIZES]}
            onPageChange={(_event, index) => go({ pageIndex: index + 1 })}
            onRowsPerPageChange={(event) => go({ pageSize: Number(event.target.value), pageIndex: 1 })}
            labelRowsPerPage={translate('candidatePages.grid.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => translate('candidatePages.grid.pageOf', { from, to, count })}
            sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}
          />
        </>
      )}
      <MoveDialog
        move={pending && { name: pending.row.applicant.name, to: pending.to }}
        busy={sending.pending}
        onConfirm={(note) => void move(note)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

function Counters({ dashboard }: { dashboard: CandidateDashboard }) {
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

function CandidateTable({ items }: { items: readonly CandidateRow[] }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useDateTimeFormat();
  return (
    <TableScroll>
      <Table size="small" aria-label={translate('candidatePages.grid.tableLabel')}>
        <TableHead>
          <TableRow>
            {(['name', 'vacancy', 'applied', 'status', 'interview'] as const).map((column) => (
              <TableCell key={column}>{translate(`candidatePages.grid.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                <MuiLink component={Link} to={`${base}/candidate/${row.id}`}>
                  {row.applicant.name}
                </MuiLink>
                <Typography variant="caption" component="p">
                  {row.applicant.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>{row.vacancy.title}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={row.appliedAt}>{format.date(row.appliedAt)}</time>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <HiringChip state={row.withdrawn ? 'withdrawn' : row.status.state} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.nextInterviewAt ? (
                  <time dateTime={row.nextInterviewAt}>{format.dateTime(row.nextInterviewAt)}</time>
                ) : (
                  translate('candidatePages.grid.noInterview')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
