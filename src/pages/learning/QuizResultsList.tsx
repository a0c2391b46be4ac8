import { Alert, Chip, Link as MuiLink, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, ListContextProvider, Pagination, useBasename, useList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LearnerQuizResult } from '@core/learning/quiz';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useLearnerFormat } from './learnerFormat';

export function useQuizResults() {
  return useGatewayQuery(
    ['main', '/kompetensi/quiz-results'],
    async (gateway) => (await gateway.main.get<Envelope<LearnerQuizResult[]>>('/kompetensi/quiz-results')).data,
  );
}

function StatusChip({ result }: { result: LearnerQuizResult }) {
  const translate = useTranslate();
  if (!result.attemptsUsed) return <Chip size="small" label={translate('learner.results.notTaken')} />;
  return result.passed ? (
    <Chip size="small" color="success" label={translate('learner.results.passed')} />
  ) : (
    <Chip size="small" color="warning" label={translate('learner.results.notPassed')} />
  );
}

/** A row of the list: the result and an id of its own (its course and quiz), as react-admin's lists want one. */
type QuizRow = LearnerQuizResult & { id: string };
const Col = DataTable.Col<QuizRow>;

/**
 * Every quiz of the learner's courses with the best score and attempts: result/test, and member/quiz where each row
 * links to its attempts (member/quiz/{courseId}/{activityId}). react-admin's DataTable over the gateway's whole answer
 * (a person's own quizzes: sorted and paged in the browser).
 */
export function QuizResultsList({ heading, linkAttempts }: { heading: string; linkAttempts: boolean }) {
  const translate = useTranslate();
  const { data, error, isError } = useQuizResults();
  return (
    <>
      <Typography component="h2" variant="h5" gutterBottom>
        {translate(heading)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('learner.results.quizIntro')}
      </Typography>
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data && <QuizTable results={data} heading={heading} linkAttempts={linkAttempts} />}
    </>
  );
}

function QuizTable({ results, heading, linkAttempts }: { results: LearnerQuizResult[]; heading: string; linkAttempts: boolean }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useLearnerFormat();
  const rows = useMemo(() => results.map((result) => ({ ...result, id: `${result.courseId}/${result.activityId}` })), [results]);
  const list = useList<QuizRow>({ data: rows, perPage: 25 });
  return (
    <ListContextProvider value={list}>
      <DataTable<QuizRow>
        // react-admin's DataTable wants a resource (its delete check asks, even when off); these rows have none of their own.
        resource="quiz-results"
        aria-label={translate(heading)}
        rowClick={false}
        bulkActionButtons={false}
        empty={<Alert severity="info">{translate('learner.results.empty')}</Alert>}
        sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <Col
          source="title"
          label="learner.results.quiz"
          render={(result) => (
            <MuiLink
              component={Link}
              to={
                linkAttempts
                  ? `${base}/member/quiz/${result.courseId}/${result.activityId}`
                  : `${base}/kompetensi/course/${result.courseId}/${result.activityId}`
              }
            >
              {result.title}
            </MuiLink>
          )}
        />
        <Col source="courseTitle" label="learner.results.course" />
        <Col source="bestScore" label="learner.results.bestScore" align="right" sortByOrder="DESC" render={(result) => result.bestScore ?? '—'} />
        <Col
          source="attemptsUsed"
          label="learner.results.attempts"
          render={(result) =>
            result.attemptsAllowed
              ? translate('learner.results.attemptsOf', { used: result.attemptsUsed, allowed: result.attemptsAllowed })
              : translate('learner.results.attemptsUnlimited', { used: result.attemptsUsed })
          }
        />
        <Col source="passed" label="learner.results.status" sortByOrder="DESC" render={(result) => <StatusChip result={result} />} />
        <Col
          source="lastSubmittedAt"
          label="learner.results.lastSubmitted"
          sortByOrder="DESC"
          render={(result) => (result.lastSubmittedAt ? format.dateTime(result.lastSubmittedAt) : '—')}
        />
      </DataTable>
      {rows.length > 0 && <Pagination rowsPerPageOptions={[10, 25, 50]} />}
    </ListContextProvider>
  );
}
