import { Alert, Box, Chip, Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { TestResultView } from '@core/jobs/screening.contract';
import { TableScroll } from '../../shared/TableScroll';
import { useDateTimeFormat } from './candidateParts';
import { CANDIDATE_BASE_PATH } from './candidateRules';
import { useEmployerRead } from './employerApi';
import { formatNumber } from '@core/format/locale';

const LETTERS = ['A', 'B', 'C', 'D'];

/** /employer/candidate/{id}: the screening test's result (score, pass, each answer against the key, the times). */
export function CandidateTestResult({ applicationId }: { applicationId: string }) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const read = useEmployerRead<TestResultView>(`${CANDIDATE_BASE_PATH}/${encodeURIComponent(applicationId)}/test-result`);
  const body = () => {
    if (read.isError) return <Alert severity="error">{parseErrorMessage(read.error)}</Alert>;
    if (!read.data) return null;
    const { test, attempt } = read.data;
    if (!test) return <Typography>{translate('screeningTests.result.none')}</Typography>;
    const title = (
      <Typography variant="subtitle1">
        {test.title} —{' '}
        {translate('screeningTests.take.summary', { count: test.questionCount, minutes: test.durationMinutes, passMark: test.passMark })}
      </Typography>
    );
    if (!attempt)
      return (
        <>
          {title}
          <Typography>{translate('screeningTests.result.notStarted')}</Typography>
        </>
      );
    const times: [string, string | null][] = [
      [translate('screeningTests.result.startedAt'), attempt.startedAt],
      [translate('screeningTests.result.submittedAt'), attempt.submittedAt],
    ];
    return (
      <>
        {title}
        {attempt.result ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
            <Typography>
              {translate('screeningTests.result.score')}:{' '}
              {translate('screeningTests.result.scoreValue', {
                score: formatNumber(attempt.result.score, format.locale),
                correct: attempt.result.correctCount,
                count: attempt.result.questionCount,
                passMark: test.passMark,
              })}
            </Typography>
            <Chip
              size="small"
              color={attempt.result.passed ? 'success' : 'error'}
              label={translate(attempt.result.passed ? 'screeningTests.result.passed' : 'screeningTests.result.failed')}
            />
          </Box>
        ) : (
          <Typography sx={{ my: 1 }}>{translate('screeningTests.result.inProgress', { at: format.dateTime(attempt.deadlineAt) })}</Typography>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0 } }}>
          {times.map(([term, at]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{at ? <time dateTime={at}>{format.dateTime(at)}</time> : '–'}</dd>
            </Box>
          ))}
        </Box>
        {/* Stays a table: one attempt's answer sheet, question by question in the test's order (its numbers), a few rows of one record. */}
        {attempt.result && (
          <TableScroll>
            <Table size="small" aria-label={translate('screeningTests.result.answersLabel')} sx={{ mt: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('screeningTests.result.question')}</TableCell>
                  <TableCell>{translate('screeningTests.result.chosen')}</TableCell>
                  <TableCell>{translate('screeningTests.result.outcome')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {attempt.questions.map((question, index) => (
                  <TableRow key={question.id}>
                    <TableCell sx={{ minWidth: 160 }}>
                      {index + 1}. {question.text}
                    </TableCell>
                    <TableCell sx={{ minWidth: 120 }}>
                      {question.chosen.length
                        ? question.chosen.map((option) => `${LETTERS[option]}. ${question.options[option]}`).join('; ')
                        : translate('screeningTests.result.noAnswer')}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={question.correct ? 'success' : 'error'}
                        label={translate(question.correct ? 'screeningTests.result.right' : 'screeningTests.result.wrong')}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </>
    );
  };
  return (
    <Box component="section" aria-labelledby="candidate-test-result" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="candidate-test-result" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('screeningTests.result.heading')}
      </Typography>
      {body()}
    </Box>
  );
}
