import { Chip, Typography } from '@mui/material';
import { DataTable, ListContextProvider, Pagination, useList, useTranslate } from 'react-admin';
import type { QuizAttemptSummary } from '@core/learning/quiz';
import { useLearnerFormat } from './learnerFormat';

const Col = DataTable.Col<QuizAttemptSummary>;

/**
 * A quiz's attempts: when, the score and pass or fail (the player and member/quiz/{id}), as react-admin's DataTable
 * over the attempts the page read (sorted and paged in the browser), in the gateway's order until a header is clicked.
 */
export function QuizAttemptsTable({ attempts }: { attempts: QuizAttemptSummary[] }) {
  const translate = useTranslate();
  const format = useLearnerFormat();
  const list = useList<QuizAttemptSummary>({ data: attempts, perPage: 10 });
  return (
    <div>
      <Typography component="h2" variant="subtitle1" fontWeight={600}>
        {translate('learner.quiz.attemptsHeading')}
      </Typography>
      <ListContextProvider value={list}>
        <DataTable<QuizAttemptSummary>
          // react-admin's DataTable wants a resource (its delete check asks, even when off); these rows have none of their own.
          resource="quiz-attempts"
          aria-label={translate('learner.quiz.attemptsHeading')}
          rowClick={false}
          bulkActionButtons={false}
          empty={<Typography color="text.secondary">{translate('learner.quiz.noAttempts')}</Typography>}
          sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
        >
          <Col source="attempt" label="learner.quiz.attempt" />
          <Col source="startedAt" label="learner.quiz.startedAt" render={(attempt) => format.dateTime(attempt.startedAt)} />
          <Col
            source="submittedAt"
            label="learner.quiz.submittedAt"
            render={(attempt) => (attempt.submittedAt ? format.dateTime(attempt.submittedAt) : '—')}
          />
          <Col source="score" label="learner.quiz.score" align="right" sortByOrder="DESC" render={(attempt) => attempt.score ?? '—'} />
          <Col
            source="passed"
            label="learner.quiz.result"
            sortByOrder="DESC"
            render={(attempt) =>
              attempt.passed === null ? (
                <Chip size="small" label={translate('learner.quiz.inProgress')} />
              ) : (
                <Chip
                  size="small"
                  color={attempt.passed ? 'success' : 'default'}
                  label={translate(attempt.passed ? 'learner.quiz.resultPassed' : 'learner.quiz.resultFailed')}
                />
              )
            }
          />
        </DataTable>
        {attempts.length > 10 && <Pagination rowsPerPageOptions={[10, 25, 50]} />}
      </ListContextProvider>
    </div>
  );
}
