import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { talentStatusColour, talentStatusLabelKey } from '@core/jobs/talent';
import type { DataRequestView } from '@core/jobs/talent.contract';
import { useMember } from '../../shared/memberContext';
import { useJpPost, useJpRead } from './jobSeekerApi';
import { formatDate } from '@core/format/dates';

export const DATA_REQUESTS_PATH = '/job-seeker/job-profile/data-requests';

type Decision = 'approve' | 'reject';
interface Pending {
  request: DataRequestView;
  decision: Decision;
}

// Hiring's chip colours, as MUI names them (the employer's pages map them the same way).
const CHIP_COLOUR = { grey: 'default', primary: 'primary', green: 'success', red: 'error' } as const;

/**
 * The job seeker's data requests (docs/decisions/2026-11-26-job-portal.md "Talent source"): the companies that asked to see
 * their contact data, with the message, status, Approve and Reject (and withdrawing an approval); a waiting request
 * shown here is marked opened. Placed on the CV page (/job-seeker/job-profile).
 */
export function DataRequestsPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useMember();
  const requests = useJpRead<DataRequestView[]>(DATA_REQUESTS_PATH);
  const post = useJpPost();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opened = useRef(new Set<string>());

  // Seeing a waiting request is opening it (SPEC 3's Agreement on Process): marked once each, the company then sees it.
  const { data, refetch } = requests;
  useEffect(() => {
    const waiting = (data ?? []).filter((request) => request.status === 'waiting-approval' && !opened.current.has(request.id));
    if (!waiting.length) return;
    for (const request of waiting) opened.current.add(request.id);
    void Promise.allSettled(waiting.map((request) => post(`${DATA_REQUESTS_PATH}/${request.id}/open`))).then(() => refetch());
  }, [data, post, refetch]);

  async function decide() {
    if (!pending) return;
    const { request, decision } = pending;
    setBusy(true);
    setError(null);
    try {
      await post(`${DATA_REQUESTS_PATH}/${request.id}/decision`, { decision });
      await refetch();
      notify(translate('talentSource.decided'), { type: 'success' });
      setPending(null);
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const dialogKey = pending
    ? pending.decision === 'approve'
      ? 'approve'
      : pending.request.status === 'approved'
        ? 'withdraw'
        : 'reject'
    : 'approve';

  return (
    <Box component="section" aria-labelledby="data-requests-heading">
      <Typography id="data-requests-heading" component="h2" variant="h6">
        {translate('talentSource.panel.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('talentSource.panel.intro')}
      </Typography>
      {error && !pending && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {requests.isError ? (
        <Alert severity="error">{parseErrorMessage(requests.error)}</Alert>
      ) : !requests.data ? (
        <Typography role="status">{translate('talentSource.panel.loading')}</Typography>
      ) : requests.data.length === 0 ? (
        <Typography>{translate('talentSource.panel.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {requests.data.map((request) => {
            const headingId = `data-request-${request.id}`;
            return (
              <Card key={request.id} component="li" variant="outlined" aria-labelledby={headingId}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
                    <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {request.company}
                    </Typography>
                    <Chip
                      size="small"
                      color={CHIP_COLOUR[talentStatusColour(request.status)]}
                      label={translate(talentStatusLabelKey(request.status))}
                    />
                  </Stack>
                  {request.vacancy && (
                    <Typography variant="body2">{translate('talentSource.panel.vacancy', { title: request.vacancy.title })}</Typography>
                  )}
                  <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.message}</Typography>
                  <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {translate('talentSource.panel.receivedOn', { date: formatDate(request.createdAt, locale) })}
                  </Typography>
                </CardContent>
                {request.nextStates.length > 0 && (
                  <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {request.nextStates.includes('approved') && (
                      <Button
                        variant="contained"
                        disabled={busy}
                        onClick={() => setPending({ request, decision: 'approve' })}
                        aria-describedby={headingId}
                      >
                        {translate('talentSource.panel.approve')}
                      </Button>
                    )}
                    {request.nextStates.includes('rejected') && (
                      <Button color="error" disabled={busy} onClick={() => setPending({ request, decision: 'reject' })} aria-describedby={headingId}>
                        {translate(request.status === 'approved' ? 'talentSource.panel.withdraw' : 'talentSource.panel.reject')}
                      </Button>
                    )}
                  </CardActions>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="data-request-title" aria-describedby="data-request-text">
        <DialogTitle id="data-request-title">
          {translate(`talentSource.panel.${dialogKey}Title`, { company: pending?.request.company ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="data-request-text">
            {translate(`talentSource.panel.${dialogKey}Text`, { company: pending?.request.company ?? '' })}
          </DialogContentText>
          {error && pending && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setError(null);
              setPending(null);
            }}
          >
            {translate('talentSource.panel.cancel')}
          </Button>
          <Button variant="contained" color={pending?.decision === 'reject' ? 'error' : 'primary'} disabled={busy} onClick={() => void decide()}>
            {translate('talentSource.panel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
