import { Alert, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Loading, useBasename, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { ojtTaskKey, parseOjtTaskKey, type OjtTaskView } from '@core/learning/classSessions';
import { useOjtTask, useOjtTasks } from './OjtTaskApi';
import { OjtTaskPanel } from './OjtTaskPanel';
import { OjtTaskStatus } from './OjtTaskStatus';

/** The activity the panel needs, from the task the gateway answered. */
const activityOf = (task: OjtTaskView) => ({
  id: task.activityId,
  kind: 'ojt' as const,
  title: task.title,
  durationMinutes: 0,
  required: true,
  ojt: { instructions: task.instructions, passScore: task.passScore },
});

function OneTask({ courseId, activityId, base }: { courseId: string; activityId: string; base: string }) {
  const translate = useTranslate();
  const task = useOjtTask(courseId, activityId);
  return (
    <Stack spacing={2}>
      <Button component={Link} to={base} sx={{ alignSelf: 'flex-start' }}>
        {translate('classOps.ui.ojt.back')}
      </Button>
      {task.isPending ? (
        <Loading />
      ) : task.isError ? (
        <Alert severity="error">{parseErrorMessage(task.error)}</Alert>
      ) : (
        <>
          <Typography color="text.secondary">{task.data.courseTitle}</Typography>
          <OjtTaskPanel courseId={courseId} activity={activityOf(task.data)} />
        </>
      )}
    </Stack>
  );
}

function TaskList({ base }: { base: string }) {
  const translate = useTranslate();
  const tasks = useOjtTasks();
  if (tasks.isPending) return <Loading />;
  if (tasks.isError) return <Alert severity="error">{parseErrorMessage(tasks.error)}</Alert>;
  if (!tasks.data.length) return <Alert severity="info">{translate('classOps.ui.ojt.none')}</Alert>;
  return (
    <Stack spacing={2}>
      {tasks.data.map((task) => (
        <Card key={ojtTaskKey(task.courseId, task.activityId)} component="article">
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {task.courseTitle}
            </Typography>
            <Typography component="h3" variant="h6">
              {task.title}
            </Typography>
            <OjtTaskStatus submission={task.submission} />
          </CardContent>
          <CardActions>
            <Button
              component={Link}
              to={`${base}/${ojtTaskKey(task.courseId, task.activityId)}`}
              aria-label={`${translate('classOps.ui.ojt.open')}: ${task.title}`}
            >
              {translate('classOps.ui.ojt.open')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/** /member/member/ojt and ojt/{course~activity}: the learner's OJT tasks across their courses, and one of them. */
export function OjtTasksPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { id } = useParams();
  const base = `${basename}/member/ojt`;
  const address = id ? parseOjtTaskKey(id) : undefined;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        {translate('classOps.ui.ojt.title')}
      </Typography>
      {!id && <Typography color="text.secondary">{translate('classOps.ui.ojt.intro')}</Typography>}
      {id && !address && <Alert severity="error">{translate('errors.notFound')}</Alert>}
      {address ? <OneTask base={base} {...address} /> : !id && <TaskList base={base} />}
    </Stack>
  );
}
