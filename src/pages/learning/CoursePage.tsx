import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { LearnerActivity, LearnerCourseView } from '@core/learning/learnerViews';
import { useGatewayDownload } from '../../shared/useGatewayDownload';
import { KIND_ICONS } from './activityKinds';
import { CourseFeedback } from './CourseFeedback';
import { coursePath, useLearnerCourse } from './learnerApi';
import { useLearnerFormat } from './learnerFormat';
import { ProgressLine } from './Programs';

function ActivityRow({ courseId, activity }: { courseId: string; activity: LearnerActivity }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useLearnerFormat();
  const Icon = KIND_ICONS[activity.kind];
  const status = activity.progress.isDone ? translate('learner.course.done') : translate('learner.course.notDone');
  const facts = [
    translate(`learner.kinds.${activity.kind}`),
    translate('learner.course.duration', { minutes: activity.durationMinutes }),
    activity.required ? translate('learner.course.required') : translate('learner.course.optional'),
    activity.progress.secondsSpent ? translate('learner.course.timeSpent', { time: format.duration(activity.progress.secondsSpent) }) : null,
    activity.progress.score !== null ? translate('learner.course.score', { score: activity.progress.score }) : null,
  ].filter(Boolean);
  return (
    // In its own list item: a list holds items only (a link straight inside <ul> is not a list item to a screen reader).
    <ListItem disablePadding>
      <ListItemButton component={Link} to={`${base}/kompetensi/course/${courseId}/${activity.id}`}>
        <ListItemIcon>
          {activity.progress.isDone ? (
            <CheckCircleIcon color="success" titleAccess={status} />
          ) : (
            <RadioButtonUncheckedIcon color="disabled" titleAccess={status} />
          )}
        </ListItemIcon>
        <ListItemIcon sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <Icon aria-hidden />
        </ListItemIcon>
        <ListItemText primary={activity.title} secondary={facts.join(' · ')} />
      </ListItemButton>
    </ListItem>
  );
}

function CertificatePanel({ course }: { course: LearnerCourseView }) {
  const translate = useTranslate();
  const format = useLearnerFormat();
  const download = useGatewayDownload('main');
  const [error, setError] = useState<string | null>(null);
  const ready = course.completedAt && course.certificateNumber;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('learner.course.certificateHeading')}
        </Typography>
        {ready ? (
          <>
            <Typography gutterBottom>
              {translate('learner.course.certificateReady', { date: format.date(course.completedAt!), number: course.certificateNumber })}
            </Typography>
            <Button
              variant="contained"
              onClick={() => {
                setError(null);
                download(`${coursePath(course.id)}/certificate`, `${course.certificateNumber}.pdf`).catch((failure: unknown) =>
                  setError(parseErrorMessage(failure)),
                );
              }}
            >
              {translate('learner.course.downloadCertificate')}
            </Button>
            {error && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            )}
          </>
        ) : (
          <Typography color="text.secondary">{translate('learner.course.certificatePending')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** kompetensi/course/{courseId}: the modules and activities with ticks and time, progress, continue, certificate. */
export function CoursePage({ courseId }: { courseId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useLearnerFormat();
  const { data: course, error, isError, isPending } = useLearnerCourse(courseId);
  if (isError)
    return (
      <Box sx={{ mt: 2 }}>
        <Button component={Link} to={`${base}/kompetensi`}>
          {translate('learner.programs.back')}
        </Button>
        <Alert severity="error">{parseErrorMessage(error)}</Alert>
      </Box>
    );
  if (isPending || !course) return null;
  const anyProgress = course.modules.some((module) =>
    module.activities.some((activity) => activity.progress.isDone || activity.progress.secondsSpent),
  );
  const continueLabel = course.completedAt ? 'learner.course.review' : anyProgress ? 'learner.course.continue' : 'learner.course.start';
  return (
    <Box sx={{ mt: 2, maxWidth: 1000 }}>
      <Button component={Link} to={`${base}/kompetensi`} sx={{ mb: 1 }}>
        {translate('learner.programs.back')}
      </Button>
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {course.title}
          </Typography>
          {course.summary && <Typography sx={{ mb: 1 }}>{course.summary}</Typography>}
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
            {course.competency && <Chip size="small" variant="outlined" label={course.competency} />}
            <Chip
              size="small"
              label={course.className ? translate('learner.course.class', { name: course.className }) : translate('learner.course.selfPaced')}
            />
            {course.completedAt && <Chip size="small" color="success" label={translate('learner.programs.completed')} />}
          </Stack>
          <ProgressLine percent={course.progressPercent} label={translate('learner.programs.progressLabel', { title: course.title })} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('learner.course.totalTime', { time: format.duration(course.secondsSpent) })}
          </Typography>
          {course.nextActivityId && (
            <Button variant="contained" sx={{ mt: 2 }} component={Link} to={`${base}/kompetensi/course/${course.id}/${course.nextActivityId}`}>
              {translate(continueLabel)}
            </Button>
          )}
        </CardContent>
      </Card>
      {course.modules.map((module, index) => (
        <Card key={module.id} sx={{ mt: 2 }}>
          <CardContent sx={{ pb: 0 }}>
            <Typography component="h2" variant="h6">
              {`${index + 1}. ${module.title}`}
            </Typography>
          </CardContent>
          <List aria-label={module.title}>
            {module.activities.map((activity) => (
              <ActivityRow key={activity.id} courseId={course.id} activity={activity} />
            ))}
          </List>
        </Card>
      ))}
      <CertificatePanel course={course} />
      {course.className && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <Typography component="h2" variant="h6" gutterBottom>
              {translate('classOps.ui.checkIn.title')}
            </Typography>
            <Typography gutterBottom>{translate('classOps.ui.learnerAttendance.linkHint')}</Typography>
            <Button variant="outlined" component={Link} to={`${base}/dashboard/${course.id}/sesi/attendance`}>
              {translate('classOps.ui.learnerAttendance.link')}
            </Button>
          </CardContent>
        </Card>
      )}
      <Box sx={{ mt: 2 }}>
        <CourseFeedback courseId={course.id} />
      </Box>
    </Box>
  );
}
