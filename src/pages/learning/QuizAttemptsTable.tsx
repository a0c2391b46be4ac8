import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { QuizAttemptSummary } from '@core/learning/quiz';
import { TableScroll } from '../../shared/TableScroll';
import { useLearnerFormat } from './learnerFormat';

/** A quiz's attempts: when, the score and pass or fail (the player and member/quiz/{id}). */
export function QuizAttemptsTable({ attempts }: { attempts: QuizAttemptSummary[] }) {
  const translate = useTranslate();
  const format = useLearnerFormat();
  return (
    <div>
      <Typography component="h2" variant="subtitle1" fontWeight={600}>
        {translate('learner.quiz.attemptsHeading')}
      </Typography>
      {attempts.length === 0 ? (
        <Typography color="text.secondary">{translate('learner.quiz.noAttempts')}</Typography>
      ) : (
        <TableScroll>
          <Table size="small" aria-label={translate('learner.quiz.attemptsHeading')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('learner.quiz.attempt')}</TableCell>
                <TableCell>{translate('learner.quiz.startedAt')}</TableCell>
                <TableCell>{translate('learner.quiz.submittedAt')}</TableCell>
                <TableCell align="right">{translate('learner.quiz.score')}</TableCell>
                <TableCell>{translate('learner.quiz.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {attempts.map((attempt) => (
                <TableRow key={attempt.id}>
                  <TableCell>{attempt.attempt}</TableCell>
                  <TableCell>{format.dateTime(attempt.startedAt)}</TableCell>
                  <TableCell>{attempt.submittedAt ? format.dateTime(attempt.submittedAt) : '—'}</TableCell>
                  <TableCell align="right">{attempt.score ?? '—'}</TableCell>
                  <TableCell>
                    {attempt.passed === null ? (
                      <Chip size="small" label={translate('learner.quiz.inProgress')} />
                    ) : (
                      <Chip
                        size="small"
                        color={attempt.passed ? 'success' : 'default'}
                        label={translate(attempt.passed ? 'learner.quiz.resultPassed' : 'learner.quiz.resultFailed')}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </div>
  );
}
