import { Alert, Box, Button, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { MemberPage } from '../../shared/MemberPage';
import { OjtTasksPage } from './OjtTasksPage';
import { QuizAttemptsTable } from './QuizAttemptsTable';
import { useLearnerQuiz } from './quizApi';
import { QuizResultsList } from './QuizResultsList';

/** member/quiz/{courseId}/{activityId}: one quiz's attempts, best score and a way back into the quiz. */
function QuizAttempts({ courseId, activityId }: { courseId: string; activityId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const { data, error, isError } = useLearnerQuiz(courseId, activityId);
  return (
    <>
      <Button component={Link} to={`${base}/member/quiz`} sx={{ mb: 1 }}>
        {translate('learner.results.back')}
      </Button>
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data && (
        <>
          <Typography component="h2" variant="h5" gutterBottom>
            {data.title}
          </Typography>
          <Typography gutterBottom>
            {data.bestScore === null ? translate('learner.quiz.noScoreYet') : translate('learner.quiz.bestScore', { score: data.bestScore })}
            {' · '}
            {data.attemptsLeft === null
              ? translate('learner.quiz.attemptsUnlimited')
              : translate('learner.quiz.attemptsLeft', { count: data.attemptsLeft })}
          </Typography>
          <QuizAttemptsTable attempts={data.attempts} />
          <Button variant="contained" sx={{ mt: 2 }} component={Link} to={`${base}/kompetensi/course/${courseId}/${activityId}`}>
            {translate('learner.results.open')}
          </Button>
        </>
      )}
    </>
  );
}

/**
 * member (SPEC 2, a learner's page without a menu item): member/quiz my quizzes with best scores and attempts,
 * member/quiz/{courseId}/{activityId} one quiz's attempts, member/ojt(/{id}) my on-the-job tasks.
 */
export function LearnerMemberPage() {
  const translate = useTranslate();
  const base = useBasename();
  const { courseId, activityId } = useParams();
  const ojt = /\/member\/ojt(\/|$)/.test(useLocation().pathname);
  return (
    <MemberPage resource="member" title="learner.results.memberHeading">
      {() => (
        <Box sx={{ mt: 2 }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {translate('learner.results.memberHeading')}
          </Typography>
          <Tabs value={ojt ? 'ojt' : 'quiz'} aria-label={translate('learner.results.memberHeading')} sx={{ mb: 2 }}>
            <Tab value="quiz" label={translate('learner.results.quizHeading')} component={Link} to={`${base}/member/quiz`} />
            <Tab value="ojt" label={translate('learner.results.ojtHeading')} component={Link} to={`${base}/member/ojt`} />
          </Tabs>
          {ojt ? (
            <OjtTasksPage />
          ) : (
            <Card>
              <CardContent>
                {courseId && activityId ? (
                  <QuizAttempts courseId={courseId} activityId={activityId} />
                ) : (
                  <QuizResultsList heading="learner.results.quizHeading" linkAttempts />
                )}
              </CardContent>
            </Card>
          )}
        </Box>
      )}
    </MemberPage>
  );
}
