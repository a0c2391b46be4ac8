import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  IconButton,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { ACTIVITY_KINDS, type CourseActivity, type CourseDocument } from '@core/learning/courseDocument';
import { MAX_ACTIVITIES, MAX_MODULES, validateCourseDetails, validateCourseDocument } from '@core/learning/courseValidation';
import type { StudioCourse } from '@core/learning/studio';
import { useMember } from '../../shared/memberContext';
import { fieldErrorsOf } from '../../shared/submission';
import { ActivitySettings } from './ActivitySettings';
import { CourseClasses } from './CourseClasses';
import { CourseFiles } from './CourseFiles';
import { blankActivity, blankModule, changeKind, moved, updateActivity, updateModule, whole } from './documentEdits';
import { StatusChip } from './StatusChip';
import { coursePath, useStudioCourse, useStudioRefresh } from './studioApi';

/** /member/content/{id}: one course's editor, once its course has loaded. */
export function CourseEditor({ id }: { id: string }) {
  const course = useStudioCourse(id);
  if (course.isPending) return <Loading />;
  if (course.isError)
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <BackLink />
        <Alert severity="error">{parseErrorMessage(course.error)}</Alert>
      </Stack>
    );
  // A new key after each save or status change starts the form from the gateway's answer.
  return <Editor key={`${course.data.updatedAt}-${course.data.status}`} course={course.data} />;
}

function BackLink() {
  const translate = useTranslate();
  return (
    <Box>
      <Button component={Link} to=".." relative="path" startIcon={<ArrowBackIcon />}>
        {translate('studio.editor.back')}
      </Button>
    </Box>
  );
}

interface EditorForm {
  title: string;
  summary: string;
  competency: string;
  document: CourseDocument;
}

function Editor({ course }: { course: StudioCourse }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { gateway } = useMember();
  const refresh = useStudioRefresh();
  const [form, setFormState] = useState<EditorForm>({
    title: course.title,
    summary: course.summary,
    competency: course.competency,
    document: course.document,
  });
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const locked = course.status === 'review';
  const error = (path: string) => errors[path];
  const setForm = (next: EditorForm) => {
    setFormState(next);
    setDirty(true);
  };
  const setDocument = (document: CourseDocument) => setForm({ ...form, document });

  /** The shared rules first (field errors without a round trip), then the gateway's. */
  function checked(): boolean {
    const keys = {
      ...validateCourseDetails(form),
      ...validateCourseDocument(
        form.document,
        course.files.map((file) => ({ id: file.id, kind: file.kind })),
      ),
    };
    setErrors(Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, translate(key)])));
    if (Object.keys(keys).length) setFailure(translate('studio.editor.fix'));
    return Object.keys(keys).length === 0;
  }

  async function send(call: () => Promise<Envelope<StudioCourse | null>>): Promise<boolean> {
    setPending(true);
    setFailure(null);
    try {
      const answer = await call();
      notify(answer.message, { type: 'success' });
      refresh(answer.data ?? undefined);
      return true;
    } catch (failed) {
      setFailure(parseErrorMessage(failed));
      setErrors(fieldErrorsOf(failed) ?? {});
      return false;
    } finally {
      setPending(false);
    }
  }

  const save = () => gateway.main.put<Envelope<StudioCourse>>(coursePath(course.id), form);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (checked()) await send(save);
  }

  async function onSubmitForReview() {
    setErrors({});
    if (!checked()) return;
    await send(async () => {
      if (dirty) await save();
      return gateway.main.post<Envelope<StudioCourse>>(`${coursePath(course.id)}/submit`);
    });
  }

  async function onDelete() {
    setDeleting(false);
    if (await send(() => gateway.main.delete<Envelope<null>>(coursePath(course.id)))) void navigate('..', { relative: 'path' });
  }

  const text = (name: 'title' | 'competency' | 'summary', multiline = false) => (
    <TextField
      label={translate(`studio.list.${name}`)}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      required={name === 'title'}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
      disabled={locked}
      error={Boolean(error(name))}
      helperText={error(name)}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={(event: FormEvent) => void onSave(event)} spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <BackLink />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {course.title}
        </Typography>
        <StatusChip status={course.status} />
      </Stack>
      {course.reviewNote && course.status === 'draft' && (
        <Alert severity="warning">
          <strong>{translate('studio.editor.reviewNote')}:</strong> {course.reviewNote}
        </Alert>
      )}
      {locked && <Alert severity="info">{translate('studio.editor.locked')}</Alert>}
      {course.currentVersion !== null && (
        <Alert severity="info">{translate('studio.editor.publishedInfo', { version: course.currentVersion, next: course.currentVersion + 1 })}</Alert>
      )}

      <Paper variant="outlined" component="section" aria-labelledby="studio-details" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="studio-details" component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('studio.editor.details')}
        </Typography>
        <Stack spacing={2}>
          {text('title')}
          {text('competency')}
          {text('summary', true)}
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="studio-structure" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="studio-structure" component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('studio.editor.structure')}
        </Typography>
        {error('modules') && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error('modules')}
          </Alert>
        )}
        <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {form.document.modules.map((module, moduleIndex) => (
            <ModuleEditor
              key={module.id}
              course={course}
              form={form}
              moduleIndex={moduleIndex}
              setDocument={setDocument}
              error={error}
              disabled={locked}
            />
          ))}
        </Stack>
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={locked || form.document.modules.length >= MAX_MODULES}
          onClick={() => setDocument({ modules: [...form.document.modules, blankModule()] })}
        >
          {translate('studio.editor.addModule')}
        </Button>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="studio-files" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="studio-files" component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('studio.editor.files')}
        </Typography>
        <CourseFiles course={course} onChanged={() => refresh()} />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="studio-classes" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="studio-classes" component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('studio.classes.heading')}
        </Typography>
        <CourseClasses course={course} />
      </Paper>

      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {dirty && !locked && <Typography color="text.secondary">{translate('studio.editor.unsaved')}</Typography>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.default', py: 1, zIndex: 1 }}
      >
        <Button type="submit" variant="contained" disabled={locked || pending}>
          {translate(pending ? 'studio.editor.saving' : 'studio.editor.save')}
        </Button>
        {course.status === 'review' ? (
          <Button variant="outlined" disabled={pending} onClick={() => void send(() => gateway.main.post(`${coursePath(course.id)}/withdraw`))}>
            {translate('studio.editor.withdraw')}
          </Button>
        ) : (
          <Button variant="outlined" disabled={pending} onClick={() => void onSubmitForReview()}>
            {translate('studio.editor.submit')}
          </Button>
        )}
        {course.currentVersion === null && !locked && (
          <Button color="error" disabled={pending} onClick={() => setDeleting(true)}>
            {translate('studio.editor.delete')}
          </Button>
        )}
      </Stack>
      <Dialog open={deleting} onClose={() => setDeleting(false)} aria-labelledby="studio-delete-title">
        <DialogTitle id="studio-delete-title">{translate('studio.editor.delete')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('studio.editor.deleteConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(false)}>{translate('studio.list.cancel')}</Button>
          <Button color="error" onClick={() => void onDelete()}>
            {translate('studio.editor.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

interface ModuleEditorProps {
  course: StudioCourse;
  form: EditorForm;
  moduleIndex: number;
  setDocument: (document: CourseDocument) => void;
  error: (path: string) => string | undefined;
  disabled: boolean;
}

function ModuleEditor({ course, form, moduleIndex, setDocument, error, disabled }: ModuleEditorProps) {
  const translate = useTranslate();
  const refresh = useStudioRefresh();
  const { document } = form;
  const module = document.modules[moduleIndex]!;
  const heading = translate('studio.editor.moduleHeading', { n: moduleIndex + 1 });
  const headingId = useId();
  const at = `modules.${moduleIndex}`;
  const setActivity = (activityIndex: number, activity: CourseActivity) =>
    setDocument(updateActivity(document, moduleIndex, activityIndex, () => activity));
  return (
    <Box component="li">
      <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
          <Box>
            <IconButton
              aria-label={`${translate('studio.editor.moveUp')}: ${heading}`}
              disabled={disabled || moduleIndex === 0}
              onClick={() => setDocument({ modules: moved(document.modules, moduleIndex, -1) })}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`${translate('studio.editor.moveDown')}: ${heading}`}
              disabled={disabled || moduleIndex === document.modules.length - 1}
              onClick={() => setDocument({ modules: moved(document.modules, moduleIndex, 1) })}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton
              aria-label={`${translate('studio.editor.removeModule')}: ${heading}`}
              disabled={disabled}
              onClick={() => setDocument({ modules: document.modules.filter((_, index) => index !== moduleIndex) })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        </Stack>
        <TextField
          label={translate('studio.editor.moduleTitle')}
          value={module.title}
          onChange={(event) => setDocument(updateModule(document, moduleIndex, (current) => ({ ...current, title: event.target.value })))}
          required
          fullWidth
          disabled={disabled}
          error={Boolean(error(`${at}.title`) ?? error(`${at}.id`))}
          helperText={error(`${at}.title`) ?? error(`${at}.id`)}
          sx={{ my: 1 }}
        />
        {error(`${at}.activities`) && <Alert severity="error">{error(`${at}.activities`)}</Alert>}
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {module.activities.map((activity, activityIndex) => (
            <ActivityEditor
              key={activity.id}
              course={course}
              activity={activity}
              at={`${at}.activities.${activityIndex}`}
              number={activityIndex + 1}
              count={module.activities.length}
              error={error}
              disabled={disabled}
              onChange={(next) => setActivity(activityIndex, next)}
              onMove={(by) =>
                setDocument(
                  updateModule(document, moduleIndex, (current) => ({ ...current, activities: moved(current.activities, activityIndex, by) })),
                )
              }
              onRemove={() =>
                setDocument(
                  updateModule(document, moduleIndex, (current) => ({
                    ...current,
                    activities: current.activities.filter((_, index) => index !== activityIndex),
                  })),
                )
              }
              onUploaded={() => refresh()}
            />
          ))}
        </Stack>
        <Button
          sx={{ mt: 1 }}
          startIcon={<AddIcon />}
          disabled={disabled || module.activities.length >= MAX_ACTIVITIES}
          onClick={() =>
            setDocument(updateModule(document, moduleIndex, (current) => ({ ...current, activities: [...current.activities, blankActivity('pdf')] })))
          }
        >
          {translate('studio.editor.addActivity')}
        </Button>
      </Box>
    </Box>
  );
}

interface ActivityEditorProps {
  course: StudioCourse;
  activity: CourseActivity;
  at: string;
  number: number;
  count: number;
  error: (path: string) => string | undefined;
  disabled: boolean;
  onChange: (activity: CourseActivity) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onUploaded: () => void;
}

function ActivityEditor({ course, activity, at, number, count, error, disabled, onChange, onMove, onRemove, onUploaded }: ActivityEditorProps) {
  const translate = useTranslate();
  const kindLabelId = useId();
  const name = activity.title || `#${number}`;
  return (
    <Box component="li">
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
          {number}. {translate(`studio.kinds.${activity.kind}`)}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <IconButton aria-label={`${translate('studio.editor.moveUp')}: ${name}`} disabled={disabled || number === 1} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={`${translate('studio.editor.moveDown')}: ${name}`}
            disabled={disabled || number === count}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={`${translate('studio.editor.removeActivity')}: ${name}`} disabled={disabled} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Stack>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControl sx={{ minWidth: 200 }} disabled={disabled}>
              <InputLabel id={kindLabelId}>{translate('studio.editor.activityKind')}</InputLabel>
              <Select
                labelId={kindLabelId}
                label={translate('studio.editor.activityKind')}
                value={activity.kind}
                onChange={(event) => onChange(changeKind(activity, event.target.value as CourseActivity['kind']))}
              >
                {ACTIVITY_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {translate(`studio.kinds.${kind}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField
              label={translate('studio.editor.activityTitle')}
              value={activity.title}
              onChange={(event) => onChange({ ...activity, title: event.target.value })}
              required
              fullWidth
              disabled={disabled}
              error={Boolean(error(`${at}.title`) ?? error(`${at}.id`))}
              helperText={error(`${at}.title`) ?? error(`${at}.id`)}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={translate('studio.editor.duration')}
              type="number"
              value={Number.isNaN(activity.durationMinutes) ? '' : String(activity.durationMinutes)}
              onChange={(event) => onChange({ ...activity, durationMinutes: whole(event.target.value) })}
              required
              disabled={disabled}
              error={Boolean(error(`${at}.durationMinutes`))}
              helperText={error(`${at}.durationMinutes`)}
              slotProps={{ htmlInput: { min: 0, max: 600, step: 1, inputMode: 'numeric' } }}
            />
            <FormControlLabel
              label={translate('studio.editor.required')}
              control={
                <Checkbox
                  checked={activity.required}
                  disabled={disabled}
                  onChange={(event) => onChange({ ...activity, required: event.target.checked })}
                />
              }
            />
          </Stack>
          <ActivitySettings
            course={course}
            activity={activity}
            at={at}
            error={error}
            onChange={onChange}
            onUploaded={onUploaded}
            disabled={disabled}
          />
        </Stack>
      </Box>
    </Box>
  );
}
