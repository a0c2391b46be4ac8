import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { LearnerCourseCard, LearnerProgram } from '@core/learning/learnerViews';
import { isProgramKind, KIND_LABEL_KEY } from '@core/rules/programLinks';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useLearnerFormat } from './learnerFormat';

/** A progress bar with its number, named for screen readers. */
export function ProgressLine({ percent, label }: { percent: number; label: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <LinearProgress variant="determinate" value={percent} aria-label={label} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90, textAlign: 'right' }}>
        {translate('learner.programs.progress', { percent })}
      </Typography>
    </Stack>
  );
}

function CourseCard({ course }: { course: LearnerCourseCard }) {
  const translate = useTranslate();
  const base = useBasename();
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle1" fontWeight={600} gutterBottom>
          {course.title}
        </Typography>
        {course.competency && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {course.competency}
          </Typography>
        )}
        <ProgressLine percent={course.progressPercent} label={translate('learner.programs.progressLabel', { title: course.title })} />
        {course.completedAt && <Chip size="small" color="success" label={translate('learner.programs.completed')} sx={{ mt: 1 }} />}
        {!course.started && <Chip size="small" label={translate('learner.programs.notStarted')} sx={{ mt: 1 }} />}
      </CardContent>
      <CardActions>
        <Button component={Link} to={`${base}/kompetensi/course/${course.id}`} aria-label={`${translate('learner.programs.open')}: ${course.title}`}>
          {translate('learner.programs.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

function programsLink(base: string, program: LearnerProgram) {
  return program.kind === 'package' ? `${base}/kompetensi/paket/${program.programId}` : `${base}/kompetensi/${program.programId}`;
}

function KindChip({ kind }: { kind: string }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={isProgramKind(kind) ? translate(KIND_LABEL_KEY[kind]) : kind} />;
}

/** kompetensi: my programs as cards, each with its courses' progress. */
export function ProgramList() {
  const translate = useTranslate();
  const base = useBasename();
  const format = useLearnerFormat();
  const { data, error, isError, isPending } = useGatewayQuery(
    ['main', '/kompetensi'],
    async (gateway) => (await gateway.main.get<Envelope<LearnerProgram[]>>('/kompetensi')).data,
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate('menu.kompetensi')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('learner.programs.intro')}
      </Typography>
      {isPending && <LinearProgress aria-label={translate('learner.player.loading')} />}
      {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
      {data?.length === 0 && <Alert severity="info">{translate('learner.programs.empty')}</Alert>}
      <Stack spacing={2}>
        {data?.map((program) => (
          <Card key={program.enrolmentId}>
            <CardContent>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} justifyContent="space-between">
                <Typography component="h2" variant="h6">
                  <Link to={programsLink(base, program)}>{program.title}</Link>
                </Typography>
                <KindChip kind={program.kind} />
              </Stack>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate('learner.programs.enrolledAt', { date: format.date(program.enrolledAt) })}
              </Typography>
              <ProgressLine percent={program.progressPercent} label={translate('learner.programs.progressLabel', { title: program.title })} />
              <CourseGrid courses={program.courses} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

function CourseGrid({ courses }: { courses: LearnerCourseCard[] }) {
  const translate = useTranslate();
  if (!courses.length) return <Typography sx={{ mt: 2 }}>{translate('learner.programs.noCourses')}</Typography>;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      {courses.map((course) => (
        <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <CourseCard course={course} />
        </Grid>
      ))}
    </Grid>
  );
}

/** kompetensi/{id} and kompetensi/paket/{id}: one program (a course program opens one course, a package several). */
export function ProgramDetail({ programId }: { programId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const valid = /^[1-9][0-9]{0,8}$/.test(programId);
  const { data, error, isError } = useGatewayQuery(
    ['main', '/kompetensi/programs', programId],
    async (gateway) => (await gateway.main.get<Envelope<LearnerProgram>>(`/kompetensi/programs/${programId}`)).data,
    { enabled: valid },
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Button component={Link} to={`${base}/kompetensi`} sx={{ mb: 1 }}>
        {translate('learner.programs.back')}
      </Button>
      {(!valid || isError) && <Alert severity="error">{valid ? parseErrorMessage(error) : translate('learner.programs.notFound')}</Alert>}
      {data && (
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} justifyContent="space-between">
              <Typography component="h1" variant="h5">
                {data.title}
              </Typography>
              <KindChip kind={data.kind} />
            </Stack>
            <Box sx={{ my: 2 }}>
              <ProgressLine percent={data.progressPercent} label={translate('learner.programs.progressLabel', { title: data.title })} />
            </Box>
            <Typography component="h2" variant="h6">
              {translate('learner.programs.courses')}
            </Typography>
            <CourseGrid courses={data.courses} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
