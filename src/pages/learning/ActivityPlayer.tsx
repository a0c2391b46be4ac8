import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { ActivityPosition } from '@core/learning/completion';
import type { CourseActivity } from '@core/learning/courseDocument';
import type { LearnerActivity } from '@core/learning/learnerViews';
import { OjtTaskPanel } from './OjtTaskPanel';
import { PdfViewer } from './PdfViewer';
import { PptxViewer } from './PptxViewer';
import { QuizPlayer } from './QuizPlayer';
import { ScormPlayer } from './ScormPlayer';
import { VideoPlayer } from './VideoPlayer';
import { useLearnerCourse, useRefreshCourse } from './learnerApi';
import { useLearnerFormat } from './learnerFormat';
import { useMediaUrl } from './useMediaUrl';
import { useProgressTracker } from './useProgressTracker';

type Track = (position: ActivityPosition, now?: boolean) => void;

/** The activity as the other slices' components take it (SCORM, OJT): the course document's shape without a quiz. */
function asCourseActivity(activity: LearnerActivity): CourseActivity {
  return {
    id: activity.id,
    kind: activity.kind,
    title: activity.title,
    durationMinutes: activity.durationMinutes,
    required: activity.required,
    ...(activity.fileId ? { fileId: activity.fileId } : {}),
    ...(activity.ojt ? { ojt: activity.ojt } : {}),
  };
}

/** A file activity (PDF, video, PPTX): its media address first, then the viewer. */
function FileActivity({ activity, track }: { activity: LearnerActivity; track: Track }) {
  const translate = useTranslate();
  const media = useMediaUrl(activity.fileId ?? undefined);
  const position = activity.progress.position;
  if (!activity.fileId) return <Alert severity="info">{translate('learner.player.noFile')}</Alert>;
  if (media.isError) return <Alert severity="error">{translate('learner.player.loadError', { error: parseErrorMessage(media.error) })}</Alert>;
  if (!media.data) return <LinearProgress aria-label={translate('learner.player.loading')} />;
  switch (activity.kind) {
    case 'pdf':
      return (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('learner.player.pdfDoneRule')}
          </Typography>
          <PdfViewer
            url={media.data.url}
            title={activity.title}
            startPage={position?.page ?? 1}
            onPage={(page, pageCount) => track({ page, pageCount }, page === pageCount)}
          />
        </>
      );
    case 'video':
      return (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('learner.player.videoDoneRule')}
          </Typography>
          <VideoPlayer url={media.data.url} title={activity.title} startSecond={position?.second ?? 0} onPosition={track} />
        </>
      );
    default:
      return <PptxViewer media={media.data} title={activity.title} startPage={position?.page ?? 1} track={track} />;
  }
}

function ActivityBody({ courseId, activity, track }: { courseId: string; activity: LearnerActivity; track: Track }) {
  const refresh = useRefreshCourse(courseId);
  switch (activity.kind) {
    case 'quiz':
      return <QuizPlayer courseId={courseId} activityId={activity.id} onChanged={refresh} />;
    case 'scorm':
      return <ScormPlayer courseId={courseId} activity={asCourseActivity(activity)} onProgress={refresh} />;
    case 'ojt':
      // The panel shows the task's instructions and pass score itself (they were shown twice here).
      return <OjtTaskPanel courseId={courseId} activity={asCourseActivity(activity)} />;
    default:
      return <FileActivity activity={activity} track={track} />;
  }
}

/**
 * kompetensi/course/{courseId}/{activityId}: one activity in the player frame, with the previous and next activity,
 * the time spent while the page is visible and the position reported to the gateway.
 */
export function ActivityPlayer({ courseId, activityId }: { courseId: string; activityId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useLearnerFormat();
  const { data: course, error, isError } = useLearnerCourse(courseId);
  const track = useProgressTracker(courseId, activityId);
  const coursePage = `${base}/kompetensi/course/${courseId}`;
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!course) return <LinearProgress aria-label={translate('learner.player.loading')} />;
  const activities = course.modules.flatMap((module) => module.activities);
  const at = activities.findIndex((item) => item.id === activityId);
  const activity = activities[at];
  const previous = activities[at - 1];
  const next = activities[at + 1];
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Button component={Link} to={coursePage} sx={{ mb: 1 }}>
        {translate('learner.course.back')}
      </Button>
      {!activity ? (
        <Alert severity="error">{translate('learner.player.activityNotFound')}</Alert>
      ) : (
        <Card>
          <CardContent>
            <Typography variant="overline" component="p">
              {course.title}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
              <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
                {activity.title}
              </Typography>
              <Chip size="small" variant="outlined" label={translate(`learner.kinds.${activity.kind}`)} />
              {activity.progress.isDone && (
                <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate('learner.player.doneNote')} />
              )}
            </Stack>
            {activity.progress.secondsSpent > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('learner.course.timeSpent', { time: format.duration(activity.progress.secondsSpent) })}
              </Typography>
            )}
            <ActivityBody courseId={courseId} activity={activity} track={track} />
          </CardContent>
        </Card>
      )}
      <Stack
        component="nav"
        direction="row"
        justifyContent="space-between"
        spacing={1}
        sx={{ mt: 2 }}
        aria-label={translate('learner.course.modules')}
      >
        {previous ? (
          <Button startIcon={<NavigateBeforeIcon />} component={Link} to={`${coursePage}/${previous.id}`}>
            {translate('learner.player.previous')}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button variant="contained" endIcon={<NavigateNextIcon />} component={Link} to={`${coursePage}/${next.id}`}>
            {translate('learner.player.next')}
          </Button>
        ) : (
          <Button component={Link} to={coursePage}>
            {translate('learner.course.back')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
