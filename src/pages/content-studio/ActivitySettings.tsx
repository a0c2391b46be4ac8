import { Checkbox, FormControl, FormControlLabel, FormHelperText, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CourseActivity, FileActivityKind } from '@core/learning/courseDocument';
import type { StudioCourse } from '@core/learning/studio';
import { QuestionListEditor, questionFormsOf, questionsOf } from '../../shared/QuestionListEditor';
import { whole } from './documentEdits';
import { FileUpload } from './FileUpload';

interface ActivitySettingsProps {
  course: StudioCourse;
  activity: CourseActivity;
  /** Where the activity is in the document's field paths (`modules.0.activities.2`). */
  at: string;
  error: (path: string) => string | undefined;
  onChange: (activity: CourseActivity) => void;
  onUploaded: () => void;
  disabled: boolean;
}

const numberInput = (min: number, max: number) => ({ htmlInput: { min, max, step: 1, inputMode: 'numeric' as const } });

/** The settings of the activity's kind: a quiz's numbers and questions, an OJT task's instructions, a file. */
export function ActivitySettings(props: ActivitySettingsProps) {
  const { activity } = props;
  if (activity.kind === 'quiz') return <QuizSettingsEditor {...props} />;
  if (activity.kind === 'ojt') return <OjtSettingsEditor {...props} />;
  return <FilePicker {...props} kind={activity.kind} />;
}

function QuizSettingsEditor({ activity, at, error, onChange, disabled }: ActivitySettingsProps) {
  const translate = useTranslate();
  const quiz = activity.quiz ?? { passMark: 60, attempts: 0, shuffle: true, durationMinutes: 0, questions: [] };
  const set = (change: Partial<typeof quiz>) => onChange({ ...activity, quiz: { ...quiz, ...change } });
  const numberField = (field: 'passMark' | 'attempts' | 'durationMinutes', label: string, max: number) => (
    <TextField
      label={translate(label)}
      type="number"
      value={Number.isNaN(quiz[field]) ? '' : String(quiz[field])}
      onChange={(event) => set({ [field]: whole(event.target.value) })}
      required
      disabled={disabled}
      error={Boolean(error(`${at}.quiz.${field}`))}
      helperText={error(`${at}.quiz.${field}`)}
      slotProps={numberInput(0, max)}
    />
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {numberField('passMark', 'studio.editor.passMark', 100)}
        {numberField('attempts', 'studio.editor.attempts', 100)}
        {numberField('durationMinutes', 'studio.editor.quizDuration', 240)}
      </Stack>
      <FormControlLabel
        label={translate('studio.editor.shuffle')}
        control={<Checkbox checked={quiz.shuffle} disabled={disabled} onChange={(event) => set({ shuffle: event.target.checked })} />}
      />
      {error(`${at}.quiz`) && <FormHelperText error>{error(`${at}.quiz`)}</FormHelperText>}
      <QuestionListEditor
        questions={questionFormsOf(quiz.questions)}
        onChange={(forms) => set({ questions: questionsOf(forms) })}
        error={error}
        prefix={`${at}.quiz.questions`}
        disabled={disabled}
        takenBy="learner"
      />
    </Stack>
  );
}

function OjtSettingsEditor({ activity, at, error, onChange, disabled }: ActivitySettingsProps) {
  const translate = useTranslate();
  const ojt = activity.ojt ?? { instructions: '', passScore: 70 };
  const set = (change: Partial<typeof ojt>) => onChange({ ...activity, ojt: { ...ojt, ...change } });
  return (
    <Stack spacing={2}>
      <TextField
        label={translate('studio.editor.instructions')}
        value={ojt.instructions}
        onChange={(event) => set({ instructions: event.target.value })}
        required
        multiline
        minRows={3}
        fullWidth
        disabled={disabled}
        error={Boolean(error(`${at}.ojt.instructions`))}
        helperText={error(`${at}.ojt.instructions`)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <TextField
        label={translate('studio.editor.passScore')}
        type="number"
        value={Number.isNaN(ojt.passScore) ? '' : String(ojt.passScore)}
        onChange={(event) => set({ passScore: whole(event.target.value) })}
        required
        disabled={disabled}
        error={Boolean(error(`${at}.ojt.passScore`))}
        helperText={error(`${at}.ojt.passScore`)}
        slotProps={numberInput(0, 100)}
        sx={{ maxWidth: 240 }}
      />
    </Stack>
  );
}

/** The activity's file: one of the course's files of the kind, or a new upload that is chosen when it arrives. */
function FilePicker({ course, activity, at, error, onChange, onUploaded, disabled, kind }: ActivitySettingsProps & { kind: FileActivityKind }) {
  const translate = useTranslate();
  const labelId = useId();
  const files = course.files.filter((file) => file.kind === kind);
  const kindName = translate(`studio.kinds.${kind}`);
  const message = error(`${at}.fileId`);
  return (
    <Stack spacing={1}>
      <FormControl fullWidth error={Boolean(message)} disabled={disabled}>
        <InputLabel id={labelId}>{translate('studio.editor.file')}</InputLabel>
        <Select
          labelId={labelId}
          label={translate('studio.editor.file')}
          value={files.some((file) => file.id === activity.fileId) ? activity.fileId : ''}
          onChange={(event) => onChange({ ...activity, fileId: event.target.value || undefined })}
        >
          <MenuItem value="">
            <em>{files.length ? translate('studio.editor.noFile') : translate('studio.editor.noFilesOfKind', { kind: kindName })}</em>
          </MenuItem>
          {files.map((file) => (
            <MenuItem key={file.id} value={file.id}>
              {file.name}
            </MenuItem>
          ))}
        </Select>
        {message && <FormHelperText>{message}</FormHelperText>}
      </FormControl>
      <FileUpload
        course={course}
        kind={kind}
        disabled={disabled}
        onUploaded={(file) => {
          onChange({ ...activity, fileId: file.id });
          onUploaded();
        }}
      />
    </Stack>
  );
}
