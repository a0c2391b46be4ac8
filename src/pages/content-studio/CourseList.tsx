import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { formatLongDate } from '@core/format/dates';
import { validateCourseDetails } from '@core/learning/courseValidation';
import type { StudioCourse } from '@core/learning/studio';
import { useMember } from '../../shared/memberContext';
import { fieldErrorsOf } from '../../shared/submission';
import { COURSES_PATH, useStudioCourses, useStudioRefresh } from './studioApi';
import { StatusChip } from './StatusChip';

/** /member/content: the creator's courses with their status, and a dialog to start a new one. */
export function CourseList() {
  const translate = useTranslate();
  const { locale } = useMember();
  const courses = useStudioCourses();
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography component="h1" variant="h5">
            {translate('studio.list.heading')}
          </Typography>
          <Typography color="text.secondary">{translate('studio.list.intro')}</Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {translate('studio.list.create')}
        </Button>
      </Stack>
      {courses.isPending ? (
        <Loading />
      ) : courses.isError ? (
        <Alert severity="error">{parseErrorMessage(courses.error)}</Alert>
      ) : courses.data.length === 0 ? (
        <Alert severity="info">{translate('studio.list.empty')}</Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {courses.data.map((course) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={course.id} sx={{ height: '100%', alignItems: 'flex-start' }}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
                      <StatusChip status={course.status} />
                      <Chip
                        size="small"
                        variant="outlined"
                        label={
                          course.currentVersion === null
                            ? translate('studio.list.noVersion')
                            : `${translate('studio.list.version')}: v${course.currentVersion}`
                        }
                      />
                    </Stack>
                    <Typography component="h2" variant="h6">
                      {course.title}
                    </Typography>
                    {course.competency && <Typography color="text.secondary">{course.competency}</Typography>}
                    <Typography variant="body2" color="text.secondary">
                      {course.providerName} · {translate('studio.list.updated')}: {formatLongDate(course.updatedAt, locale)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      <CreateDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useStudioRefresh();
  const { gateway } = useMember();
  const [form, setForm] = useState({ title: '', summary: '', competency: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = validateCourseDetails(form);
    setErrors(Object.fromEntries(Object.entries(local).map(([field, key]) => [field, translate(key)])));
    if (Object.keys(local).length) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await gateway.main.post<Envelope<StudioCourse>>(COURSES_PATH, form);
      notify(answer.message, { type: 'success' });
      refresh(answer.data);
      onClose();
      void navigate(answer.data.id);
    } catch (error) {
      setFailure(parseErrorMessage(error));
      setErrors(fieldErrorsOf(error) ?? {});
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof typeof form, multiline = false) => (
    <TextField
      label={translate(`studio.list.${name}`)}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      required={name === 'title'}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errors[name]}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="studio-create-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="studio-create-title">{translate('studio.list.create')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('title')}
            {field('competency')}
            {field('summary', true)}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('studio.list.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('studio.list.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
