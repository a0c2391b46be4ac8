import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { REGISTRATION_STATES, isRegistrationState } from '@core/certification/states';
import type { ParticipantPage, ScheduleView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { TableScroll } from '../../shared/TableScroll';

const PAGE_SIZES = [10, 20, 50];

/** The page, its size and the state filter from the URL (?page=2&pageSize=50&state=submitted), so a reload keeps them. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Number(params.get('pageSize'));
  const pageSize = PAGE_SIZES.includes(size) ? size : 20;
  const state = params.get('state');
  const change = (next: { page?: number; pageSize?: number; state?: string }) => {
    const values = { page, pageSize, state: state ?? '', ...next };
    setParams(
      Object.fromEntries(
        Object.entries({
          page: values.page > 1 ? String(values.page) : '',
          pageSize: values.pageSize !== 20 ? String(values.pageSize) : '',
          state: values.state,
        }).filter(([, value]) => value !== ''),
      ),
    );
  };
  return { page, pageSize, state: isRegistrationState(state) ? state : '', change };
}

/** /member/jadwal-lsp/detail/{scheduleId}/peserta: the schedule's participants, paged and filtered by state. */
export function ParticipantsPage({ scheduleId }: { scheduleId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const { page, pageSize, state, change } = useListParams();
  const schedule = useCertificationRead<ScheduleView>(`/jadwal-lsp/schedules/${scheduleId}`);
  // Only what differs from the gateway's defaults (page 1 of 20): its schema takes page and pageSize as integers,
  // which a query string's values are not (no type coercion), so the first page must not send them.
  const query = new URLSearchParams({
    ...(page > 1 ? { page: String(page) } : {}),
    ...(pageSize !== 20 ? { pageSize: String(pageSize) } : {}),
    ...(state ? { state } : {}),
  });
  const { data, error, isError } = useCertificationRead<ParticipantPage>(
    `/jadwal-lsp/schedules/${scheduleId}/participants${query.size ? `?${query}` : ''}`,
  );
  const detail = `${base}/jadwal-lsp/detail/${scheduleId}`;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Button component={Link} to={detail} sx={{ mb: 1 }}>
          {translate('lspPages.nav.schedule')}
        </Button>
        <Typography component="h1" variant="h5">
          {translate('lspPages.participants.title')}
        </Typography>
        {schedule.data && (
          <Typography color="text.secondary">
            {format.text(schedule.data.scheme.title)} · {format.dateTime(schedule.data.startsAt)} · {schedule.data.testSite.name}
          </Typography>
        )}
        <Box sx={{ my: 2, maxWidth: 320 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={translate('lspPages.participants.filter')}
            value={state}
            onChange={(event) => change({ state: event.target.value, page: 1 })}
            // "All states" is the empty value: shown, not hidden under the label.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{translate('lspPages.participants.allStates')}</MenuItem>
            {REGISTRATION_STATES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`certification.states.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data?.total === 0 && <Typography>{translate('lspPages.participants.none')}</Typography>}
        {data && data.total > 0 && (
          <>
            <TableScroll>
              <Table size="small" aria-label={translate('lspPages.participants.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('lspPages.participants.asesi')}</TableCell>
                    <TableCell>{translate('lspPages.participants.email')}</TableCell>
                    <TableCell>{translate('lspPages.participants.state')}</TableCell>
                    <TableCell>{translate('lspPages.participants.assessor')}</TableCell>
                    <TableCell align="right">{translate('lspPages.participants.forms')}</TableCell>
                    <TableCell>{translate('lspPages.participants.registeredAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((row) => (
                    <TableRow key={row.registrationId}>
                      <TableCell sx={{ minWidth: 160 }}>
                        <MuiLink component={Link} to={`${detail}/peserta/${row.asesi.accountId}/${row.registrationId}`}>
                          {row.asesi.name}
                        </MuiLink>
                      </TableCell>
                      <TableCell>{row.asesi.email}</TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        <RegistrationStateChip state={row.state} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 140 }}>{row.assessor?.name ?? '—'}</TableCell>
                      <TableCell align="right">
                        {translate('lspPages.participants.formsLocked', { locked: row.formsLocked, total: row.formsTotal })}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(row.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
            <TablePagination
              component="div"
              count={data.total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_event, next) => change({ page: next + 1 })}
              onRowsPerPageChange={(event) => change({ pageSize: Number(event.target.value), page: 1 })}
              labelRowsPerPage={translate('lspPages.participants.perPage')}
              labelDisplayedRows={({ from, to, count }) => translate('lspPages.participants.shown', { from, to, count })}
              getItemAriaLabel={(type) => translate(`lspPages.participants.${type}Page`)}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
