import { Box, Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatScheduleTime } from '@core/format/dates';
import { useMember } from '../../shared/memberContext';
import { Pending, ProgressBar, Section } from './dashboardParts';
import { WATCHER_BASE, useDashboardRead, type TeamAnswer } from './trainerApi';

/** The supervisor's or manager's team: each trainee's courses with progress, quiz results, OJT and next session. */
export function TeamProgress() {
  const translate = useTranslate();
  const { locale } = useMember();
  const team = useDashboardRead<TeamAnswer>(`${WATCHER_BASE}/trainees`);
  return (
    <Section title={translate('trainerDashboard.team.title')} error={team.error}>
      {!team.data ? (
        <Pending />
      ) : team.data.items.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{translate('trainerDashboard.team.none')}</Typography>
      ) : (
        team.data.items.map((trainee) => (
          <Box key={trainee.accountId} component="section" sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {trainee.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {trainee.email}
              </Typography>
            </Typography>
            {trainee.courses.length === 0 && <Typography variant="body2">{translate('trainerDashboard.team.noCourse')}</Typography>}
            {trainee.courses.map((course) => (
              <Box key={course.courseId} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 2fr' }, gap: 1, py: 1 }}>
                <Box>
                  <Typography>{course.courseName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {course.className ? `${course.className} · ${course.trainerName ?? ''}` : translate('trainerDashboard.team.selfPaced')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('trainerDashboard.team.lastActivity')}: {formatScheduleTime(course.lastActivityAt, locale)}
                  </Typography>
                </Box>
                <Box>
                  <ProgressBar percent={course.progress} />
                  <Typography variant="body2">
                    {translate(course.completed ? 'trainerDashboard.team.completed' : 'trainerDashboard.team.inProgress')}
                  </Typography>
                </Box>
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {translate('trainerDashboard.team.quizzes')}
                  </Typography>
                  {course.quizzes.length === 0 ? (
                    <Typography variant="body2">{translate('trainerDashboard.team.noQuiz')}</Typography>
                  ) : (
                    course.quizzes.map((quiz) => (
                      <Typography key={quiz.activityId} variant="body2">
                        {translate('trainerDashboard.team.quizScore', {
                          activity: quiz.activityId,
                          score: quiz.bestScore ?? '-',
                          attempts: quiz.attempts,
                          verdict: translate(quiz.passed ? 'trainerDashboard.team.passed' : 'trainerDashboard.team.notPassed'),
                        })}
                      </Typography>
                    ))
                  )}
                  <Typography variant="body2">{translate('trainerDashboard.team.ojtPassed', { count: course.ojtPassed })}</Typography>
                  <Typography variant="body2">
                    {translate('trainerDashboard.team.nextSession')}:{' '}
                    {course.nextSession
                      ? `${course.nextSession.title}, ${formatScheduleTime(course.nextSession.startsAt, locale)}`
                      : translate('trainerDashboard.team.noSession')}
                  </Typography>
                </Box>
              </Box>
            ))}
            <Divider />
          </Box>
        ))
      )}
    </Section>
  );
}
