import { Alert, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LearnerQuizResult } from '@core/learning/quiz';
import { TableScroll } from '../../shared/TableScroll';
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

/**
 * Every quiz of the learner's courses with the best score and attempts: result/test, and member/quiz where each row
 * links to its attempts (member/quiz/{courseId}/{activityId}).
 */
export function QuizResultsList({ heading, linkAttempts }: { heading: string; linkAttempts: boolean }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useLearnerFormat();
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
      {data?.length === 0 && <Alert severity="info">{translate('learner.results.empty')}</Alert>}
      {data && data.length > 0 && (
        <TableScroll>
          <Table size="small" aria-label={translate(heading)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('learner.results.quiz')}</TableCell>
                <TableCell>{translate('learner.results.course')}</TableCell>
                <TableCell align="right">{translate('learner.results.bestScore')}</TableCell>
                <TableCell>{translate('learner.results.attempts')}</TableCell>
                <TableCell>{translate('learner.results.status')}</TableCell>
                <TableCell>{translate('learner.results.lastSubmitted')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((result) => (
                <TableRow key={`${result.courseId}/${result.activityId}`}>
                  <TableCell>
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
                  </TableCell>
                  <TableCell>{result.courseTitle}</TableCell>
                  <TableCell align="right">{result.bestScore ?? '—'}</TableCell>
                  <TableCell>
                    {result.attemptsAllowed
                      ? translate('learner.results.attemptsOf', { used: result.attemptsUsed, allowed: result.attemptsAllowed })
                      : translate('learner.results.attemptsUnlimited', { used: result.attemptsUsed })}
                  </TableCell>
                  <TableCell>
                    <StatusChip result={result} />
                  </TableCell>
                  <TableCell>{result.lastSubmittedAt ? format.dateTime(result.lastSubmittedAt) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
