import { Alert, Stack, Typography } from '@mui/material';
import { DataTable, ListContextProvider, Loading, Pagination, useList, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LearnerVrResult } from '@core/learning/classSessions';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useLearnerFormat } from './learnerFormat';
import { VrPassedChip } from '../../shared/fields/VrPassedChip';

const Col = DataTable.Col<LearnerVrResult>;

/**
 * /member/result/vr: the learner's VR simulator results, as their trainers imported them, as react-admin's DataTable
 * over the gateway's whole answer (a person's own results: sorted and paged in the browser), newest first.
 */
export function VrResultList() {
  const translate = useTranslate();
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
      ) : (
        <ResultsTable rows={results.data} />
      )}
    </Stack>
  );
}

function ResultsTable({ rows }: { rows: LearnerVrResult[] }) {
  const translate = useTranslate();
  const format = useLearnerFormat();
  const list = useList<LearnerVrResult>({ data: rows, sort: { field: 'recordedAt', order: 'DESC' }, perPage: 25 });
  return (
    <ListContextProvider value={list}>
      <DataTable<LearnerVrResult>
        // react-admin's DataTable wants a resource (its delete check asks, even when off); these rows have none of their own.
        resource="my-vr-results"
        aria-label={translate('classOps.ui.vr.mine')}
        rowClick={false}
        bulkActionButtons={false}
        empty={<Alert severity="info">{translate('classOps.ui.vr.myNone')}</Alert>}
        sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <Col
          source="courseTitle"
          label="classOps.ui.vr.course"
          render={(row) => (
            <>
              {row.courseTitle}
              <Typography variant="caption" color="text.secondary" component="div">
                {row.className}
              </Typography>
            </>
          )}
        />
        <Col source="scenario" label="classOps.ui.vr.scenario" />
        <Col source="score" label="classOps.ui.vr.score" align="right" sortByOrder="DESC" />
        <Col source="passed" label="classOps.ui.grading.result" sortByOrder="DESC" render={(row) => <VrPassedChip passed={row.passed} />} />
        <Col
          source="durationSeconds"
          label="classOps.ui.vr.duration"
          align="right"
          render={(row) => (row.durationSeconds === null ? '—' : format.duration(row.durationSeconds))}
        />
        <Col source="recordedAt" label="classOps.ui.vr.recordedAt" sortByOrder="DESC" render={(row) => format.dateTime(row.recordedAt)} />
      </DataTable>
      {rows.length > 0 && <Pagination rowsPerPageOptions={[10, 25, 50]} />}
    </ListContextProvider>
  );
}
