import { Alert, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LearnerVrResult } from '@core/learning/classSessions';
import { TableScroll } from '../../shared/TableScroll';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useLearnerFormat } from './learnerFormat';

/** /member/result/vr: the learner's VR simulator results, as their trainers imported them. */
export function VrResultList() {
  const translate = useTranslate();
  const format = useLearnerFormat();
  const results = useGatewayQuery(
    ['main', '/kompetensi/vr-results'],
    async (gateway) => (await gateway.main.get<Envelope<LearnerVrResult[]>>('/kompetensi/vr-results')).data,
  );
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        {translate('classOps.ui.vr.mine')}
      </Typography>
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <Alert severity="error">{parseErrorMessage(results.error)}</Alert>
      ) : results.data.length === 0 ? (
        <Alert severity="info">{translate('classOps.ui.vr.myNone')}</Alert>
      ) : (
        <TableScroll>
          <Table size="small" aria-label={translate('classOps.ui.vr.mine')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('classOps.ui.vr.course')}</TableCell>
                <TableCell>{translate('classOps.ui.vr.scenario')}</TableCell>
                <TableCell align="right">{translate('classOps.ui.vr.score')}</TableCell>
                <TableCell>{translate('classOps.ui.grading.result')}</TableCell>
                <TableCell align="right">{translate('classOps.ui.vr.duration')}</TableCell>
                <TableCell>{translate('classOps.ui.vr.recordedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    {row.courseTitle}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.className}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.scenario}</TableCell>
                  <TableCell align="right">{row.score}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={row.passed ? 'success' : 'default'}
                      label={translate(row.passed ? 'classOps.ui.vr.passed' : 'classOps.ui.vr.failed')}
                    />
                  </TableCell>
                  <TableCell align="right">{row.durationSeconds === null ? '—' : format.duration(row.durationSeconds)}</TableCell>
                  <TableCell>{format.dateTime(row.recordedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
