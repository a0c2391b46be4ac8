import { Box, Button, Card, CardContent, Link as MuiLink, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DataTable, ExportButton, ListContextProvider, useBasename, useTranslate, type GetDataOptions } from 'react-admin';
import { Link } from 'react-router';
import { REGISTRATION_STATES, isRegistrationState } from '@core/certification/states';
import type { ParticipantPage, ParticipantRow, ScheduleView } from '@core/certification/contract';
import type { Envelope } from '@core/gateway/families';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationStateChip } from '../../shared/certification/StatusChips';
import { csvExporter } from '../../shared/csvExport';
import { listContextOf, useListState } from '../../shared/lists/localList';
import { ListEmpty } from '../../shared/lists/ListEmpty';
import { ListTable } from '../../shared/lists/ListTable';
import { useMember } from '../../shared/memberContext';

/** A participant as the list holds it: react-admin's id is the registration's. */
type Participant = ParticipantRow & { id: string };

const PAGE_SIZES = [10, 20, 50];
/** The gateway's own page size when the query names none, and the largest it answers (its schema allows 100). */
const GATEWAY_PAGE_SIZE = 20;
const GATEWAY_PAGE_LIMIT = 100;
/** At most this many participants go into one export (a schedule's quota is at most 10,000). */
const EXPORT_LIMIT = 10_000;

const Col = DataTable.Col<Participant>;

/**
 * The gateway's query of a page of participants: only what differs from its defaults (page 1 of 20), as its schema
 * takes page and pageSize as digits, which the first page need not send.
 */
function participantsQuery(page: number, pageSize: number, state: string): string {
  const query = new URLSearchParams({
    ...(page > 1 ? { page: String(page) } : {}),
    ...(pageSize !== GATEWAY_PAGE_SIZE ? { pageSize: String(pageSize) } : {}),
    ...(state ? { state } : {}),
  });
  return query.size ? `?${query}` : '';
}

const withId = (row: ParticipantRow): Participant => ({ ...row, id: row.registrationId });

/**
 * /member/jadwal-lsp/detail/{scheduleId}/peserta: the schedule's participants as react-admin's DataTable, paged and
 * filtered by state by the gateway (page, page size and state in the address, so a reload keeps them), in the
 * gateway's order (by registration: it sorts by nothing else), and a CSV of every participant the filter shows.
 */
export function ParticipantsPage({ scheduleId }: { scheduleId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const { gateway } = useMember();
  const state = useListState({ resource: 'lsp-participants', perPage: GATEWAY_PAGE_SIZE, syncWithLocation: true });
  const [{ page, perPage, filterValues }, { setFilters }] = state;
  const filter: unknown = (filterValues as { state?: unknown }).state;
  const stateFilter = isRegistrationState(filter) ? filter : '';
  const pageSize = Math.min(perPage, GATEWAY_PAGE_LIMIT);
  const schedule = useCertificationRead<ScheduleView>(`/jadwal-lsp/schedules/${scheduleId}`);
  const path = `/jadwal-lsp/schedules/${scheduleId}/participants`;
  const { data, error, isPending } = useCertificationRead<ParticipantPage>(`${path}${participantsQuery(page, pageSize, stateFilter)}`);

  // An export reads the gateway's pages of 100 in turn, with the same filter.
  async function everyParticipant({ maxResults = EXPORT_LIMIT }: GetDataOptions = {}): Promise<Participant[]> {
    const rows: ParticipantRow[] = [];
    for (let next = 1; rows.length < maxResults; next++) {
      const answer = await gateway.certification.get<Envelope<ParticipantPage>>(`${path}${participantsQuery(next, GATEWAY_PAGE_LIMIT, stateFilter)}`);
      rows.push(...answer.data.items);
      if (answer.data.items.length < GATEWAY_PAGE_LIMIT || rows.length >= answer.data.total) break;
    }
    return rows.slice(0, maxResults).map(withId);
  }

  const exporter = csvExporter<Participant>(
    [
      { header: translate('lspPages.participants.asesi'), value: (row) => row.asesi.name },
      { header: translate('lspPages.participants.email'), value: (row) => row.asesi.email },
      { header: translate('lspPages.participants.state'), value: (row) => translate(`certification.states.${row.state}`) },
      { header: translate('lspPages.participants.assessor'), value: (row) => row.assessor?.name ?? '' },
      {
        header: translate('lspPages.participants.forms'),
        value: (row) => translate('lspPages.participants.formsLocked', { locked: row.formsLocked, total: row.formsTotal }),
      },
      { header: translate('lspPages.participants.registeredAt'), value: (row) => format.date(row.createdAt) },
    ],
    schedule.data
      ? `${translate('lspPages.participants.title')} ${format.text(schedule.data.scheme.title)} ${schedule.data.startsAt.slice(0, 10)}`
      : translate('lspPages.participants.title'),
  );
  const list = listContextOf<Participant>({
    state,
    resource: 'lsp-participants',
    data: data?.items.map(withId),
    total: data?.total,
    isPending,
    error,
    exporter,
    getData: everyParticipant,
  });
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
        <ListContextProvider value={list}>
          <Stack direction="row" sx={{ my: 2, gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
            <Box sx={{ width: 320, maxWidth: '100%' }}>
              <TextField
                select
                fullWidth
                size="small"
                label={translate('lspPages.participants.filter')}
                value={stateFilter}
                onChange={(event) => setFilters(event.target.value ? { state: event.target.value } : {})}
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
            <ExportButton maxResults={EXPORT_LIMIT} variant="outlined" />
          </Stack>
          <ListTable
            label={translate('lspPages.participants.title')}
            rowsPerPageOptions={PAGE_SIZES}
            empty={
              <ListEmpty
                text={translate('lspPages.participants.none')}
                help={translate(stateFilter ? 'lspPages.participants.filteredHelp' : 'lspPages.participants.emptyHelp')}
              />
            }
          >
            <Col
              label="lspPages.participants.asesi"
              disableSort
              sx={{ minWidth: 160 }}
              render={(row) => (
                <MuiLink component={Link} to={`${detail}/peserta/${row.asesi.accountId}/${row.registrationId}`}>
                  {row.asesi.name}
                </MuiLink>
              )}
            />
            <Col label="lspPages.participants.email" disableSort render={(row) => row.asesi.email} />
            <Col
              label="lspPages.participants.state"
              disableSort
              sx={{ minWidth: 140 }}
              render={(row) => <RegistrationStateChip state={row.state} />}
            />
            <Col label="lspPages.participants.assessor" disableSort sx={{ minWidth: 140 }} render={(row) => row.assessor?.name ?? '—'} />
            <Col
              label="lspPages.participants.forms"
              disableSort
              align="right"
              render={(row) => translate('lspPages.participants.formsLocked', { locked: row.formsLocked, total: row.formsTotal })}
            />
            <Col label="lspPages.participants.registeredAt" disableSort sx={{ whiteSpace: 'nowrap' }} render={(row) => format.date(row.createdAt)} />
          </ListTable>
        </ListContextProvider>
      </CardContent>
    </Card>
  );
}
