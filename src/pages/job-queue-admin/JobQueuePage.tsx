import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListContextProvider, Pagination, useList, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatScheduleTime } from '@core/format/dates';
import { formatOneDecimal } from '@core/format/numbers';
import type { Envelope } from '@core/gateway/families';
import type { JobQueueOverview as Overview } from '@core/jobQueue/contract';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';

const PATH = '/admin-job-queue';
const COUNTS = ['waiting', 'active', 'failed', 'completed'] as const;

/** /member/admin-job-queue: the operator's view of the durable background jobs and their dead letter. */
export function JobQueuePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway, locale } = useMember();
  const [retrying, setRetrying] = useState<string | null>(null);
  const { data, isError, refetch } = useGatewayQuery(['main', PATH], async (api) => (await api.main.get<Envelope<Overview>>(PATH)).data);

  const retry = async (id: string) => {
    setRetrying(id);
    try {
      const answer = await gateway.main.post<Envelope<null>>(`${PATH}/${encodeURIComponent(id)}/retry`, {});
      notify(answer.message, { type: 'success' });
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setRetrying(null);
      void refetch();
    }
  };

  return (
    <MemberPage resource="admin-job-queue" title="jobQueue.title">
      {() => (
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 1100 }}>
          <Typography component="h1" variant="h5">
            {translate('jobQueue.title')}
          </Typography>
          <Typography>{translate('jobQueue.intro')}</Typography>
          {isError && <Alert severity="error">{translate('jobQueue.loadFailed')}</Alert>}
          <Card component="section" aria-labelledby="job-queues-heading">
            <CardContent>
              <Typography id="job-queues-heading" component="h2" variant="h6" gutterBottom>
                {translate('jobQueue.queuesHeading')}
              </Typography>
              {data && data.queues.length === 0 && <Typography>{translate('jobQueue.noQueues')}</Typography>}
              {/* Stays a table: each queue's counts, a summary of a few named queues, not records to sort or page. */}
              {data && data.queues.length > 0 && (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {translate('jobQueue.queue')}
                      </TableCell>
                      {COUNTS.map((count) => (
                        <TableCell key={count} component="th" scope="col" align="right">
                          {translate(`jobQueue.${count}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.queues.map((queue) => (
                      <TableRow key={queue.name}>
                        <TableCell component="th" scope="row">
                          {queue.name}
                        </TableCell>
                        {COUNTS.map((count) => (
                          <TableCell key={count} align="right">
                            {formatOneDecimal(queue[count], locale)}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="dead-letter-heading">
            <CardContent>
              <Typography id="dead-letter-heading" component="h2" variant="h6" gutterBottom>
                {translate('jobQueue.deadLetterHeading')}
              </Typography>
              {data && <DeadLetterTable jobs={data.deadLetter} retrying={retrying} onRetry={(id) => void retry(id)} />}
            </CardContent>
          </Card>
        </Stack>
      )}
    </MemberPage>
  );
}

type DeadJob = Overview['deadLetter'][number];
const Col = DataTable.Col<DeadJob>;

/**
 * The dead letter as react-admin's DataTable over the overview's jobs (sorted and paged in the browser), the latest
 * failure first, each with its Retry.
 */
function DeadLetterTable({ jobs, retrying, onRetry }: { jobs: DeadJob[]; retrying: string | null; onRetry: (id: string) => void }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const list = useList<DeadJob>({ data: jobs, sort: { field: 'failedAt', order: 'DESC' }, perPage: 25 });
  return (
    <ListContextProvider value={list}>
      <DataTable<DeadJob>
        // react-admin's DataTable wants a resource (its delete check asks, even when off); these rows have none of their own.
        resource="job-queue-dead-letter"
        aria-labelledby="dead-letter-heading"
        rowClick={false}
        bulkActionButtons={false}
        empty={<Typography>{translate('jobQueue.deadLetterEmpty')}</Typography>}
        sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <Col source="queue" label="jobQueue.queue" {...ROW_HEADER} />
        <Col source="error" label="jobQueue.error" disableSort sx={{ wordBreak: 'break-word' }} />
        <Col source="retryCount" label="jobQueue.retries" align="right" render={(job) => formatOneDecimal(job.retryCount, locale)} />
        <Col source="failedAt" label="jobQueue.failedAt" sortByOrder="DESC" render={(job) => formatScheduleTime(job.failedAt, locale)} />
        <Col
          label="jobQueue.retry"
          disableSort
          render={(job) => (
            <Button
              variant="outlined"
              disabled={retrying === job.id}
              aria-label={translate('jobQueue.retryLabel', { id: job.id, queue: job.queue })}
              onClick={() => onRetry(job.id)}
            >
              {translate('jobQueue.retry')}
            </Button>
          )}
        />
      </DataTable>
      {jobs.length > 25 && <Pagination rowsPerPageOptions={[25, 50, 100]} />}
    </ListContextProvider>
  );
}

/** The queue cell is its row's header (DataTable.Col hands `component` to the cell, though its type leaves it out). */
const ROW_HEADER = { component: 'th' } as object;
