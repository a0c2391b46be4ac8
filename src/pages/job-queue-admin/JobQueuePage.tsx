import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
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
              {data && data.deadLetter.length === 0 && <Typography>{translate('jobQueue.deadLetterEmpty')}</Typography>}
              {data && data.deadLetter.length > 0 && (
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {translate('jobQueue.queue')}
                      </TableCell>
                      <TableCell component="th" scope="col">
                        {translate('jobQueue.error')}
                      </TableCell>
                      <TableCell component="th" scope="col" align="right">
                        {translate('jobQueue.retries')}
                      </TableCell>
                      <TableCell component="th" scope="col">
                        {translate('jobQueue.failedAt')}
                      </TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.deadLetter.map((job) => (
                      <TableRow key={job.id}>
                        <TableCell component="th" scope="row">
                          {job.queue}
                        </TableCell>
                        <TableCell sx={{ wordBreak: 'break-word' }}>{job.error}</TableCell>
                        <TableCell align="right">{formatOneDecimal(job.retryCount, locale)}</TableCell>
                        <TableCell>{formatScheduleTime(job.failedAt, locale)}</TableCell>
                        <TableCell>
                          <Button
                            variant="outlined"
                            disabled={retrying === job.id}
                            aria-label={translate('jobQueue.retryLabel', { id: job.id, queue: job.queue })}
                            onClick={() => void retry(job.id)}
                          >
                            {translate('jobQueue.retry')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
    </MemberPage>
  );
}
