import { Alert, Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { validateScreeningTest, type ScreeningTest } from '@core/jobs/screening';
import type { EmployerTestView } from '@core/jobs/screening.contract';
import { useMember } from '../../shared/memberContext';
import { blankQuestion, QuestionListEditor, questionFormsOf, questionsOf, type QuestionForm } from '../../shared/QuestionListEditor';
import { gatewayQueryKey } from '../../shared/useGatewayQuery';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { useSubmission } from '../../shared/submission';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { VACANCY_BASE_PATH } from './vacancyRules';

interface TestForm {
  title: string;
  durationMinutes: string;
  passMark: string;
  questions: QuestionForm[];
}

function formOf(test: EmployerTestView | null): TestForm {
  if (!test) return { title: '', durationMinutes: '15', passMark: '60', questions: [blankQuestion()] };
  return {
    title: test.title,
    durationMinutes: String(test.durationMinutes),
    passMark: String(test.passMark),
    questions: questionFormsOf(test.questions),
  };
}

// A number field left empty or with a fraction becomes NaN, which the shared rules name as the field's error.
const whole = (value: string) => (/^[0-9]{1,4}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

function testOf(form: TestForm): ScreeningTest {
  return {
    title: form.title,
    durationMinutes: whole(form.durationMinutes),
    passMark: whole(form.passMark),
    questions: questionsOf(form.questions),
  };
}

/**
 * The vacancy's optional screening test on its view page (/employer/job-vacancy/view/{id}): title, duration, pass
 * mark and questions of 4 options with the right ones ticked; add, remove, reorder; save or remove. The gateway
 * refuses a change to the questions once an applicant has started (409), and says so.
 */
export function ScreeningTestEditor({ vacancyId }: { vacancyId: string }) {
  const translate = useTranslate();
  const path = `${VACANCY_BASE_PATH}/${encodeURIComponent(vacancyId)}/test`;
  const test = useEmployerRead<EmployerTestView | null>(path);
  const [form, setForm] = useState<TestForm | null>(null);
  return (
    <Box component="section" aria-labelledby="screening-test-heading" sx={{ my: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="screening-test-heading" component="h2" variant="h6">
        {translate('screeningTests.editor.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('screeningTests.editor.intro')}
      </Typography>
      {test.isError ? (
        <Alert severity="error">{parseErrorMessage(test.error)}</Alert>
      ) : test.isPending ? null : form ? (
        <Editor path={path} attempts={test.data?.attempts ?? 0} exists={test.data !== null} form={form} setForm={setForm} />
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {test.data ? (
            <Typography>
              {test.data.title} —{' '}
              {translate('screeningTests.take.summary', {
                count: test.data.questions.length,
                minutes: test.data.durationMinutes,
                passMark: test.data.passMark,
              })}
            </Typography>
          ) : (
            <Typography>{translate('screeningTests.editor.none')}</Typography>
          )}
          <Button variant="outlined" onClick={() => setForm(formOf(test.data))}>
            {translate(test.data ? 'employerPages.actions.edit' : 'screeningTests.editor.create')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

interface EditorProps {
  path: string;
  attempts: number;
  exists: boolean;
  form: TestForm;
  setForm: (form: TestForm | null) => void;
}

function Editor({ path, attempts, exists, form, setForm }: EditorProps) {
  const translate = useTranslate();
  const write = useEmployerWrite();
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  const sending = useSubmission('employerPages.validation.fix');
  const [deleting, setDeleting] = useState(false);
  const error = (field: string) => sending.fieldErrors[field];

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = testOf(form);
    const errors = validateScreeningTest(body);
    if (Object.keys(errors).length) return sending.refuse(errors);
    if (await sending.run(() => write('put', path, body))) setForm(null);
  }

  async function remove() {
    setDeleting(false);
    const removed = await sending.run(async () => {
      const answer = await gateway.jp.delete<Envelope<null>>(path);
      await queryClient.invalidateQueries({ queryKey: gatewayQueryKey(['jp', 'employer']) });
      return answer;
    });
    if (removed) setForm(null);
  }

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void save(event)} aria-labelledby="screening-test-heading">
      {attempts > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('screeningTests.editor.locked')} {translate('screeningTests.editor.attempts', { count: attempts })}
        </Alert>
      )}
      <Stack spacing={2} sx={{ maxWidth: 700 }}>
        <TextField
          label={translate('screeningTests.editor.testTitle')}
          value={form.title}
          onChange={(event) => setForm({ ...form, title: event.target.value })}
          required
          error={Boolean(error('title'))}
          helperText={error('title')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={translate('screeningTests.editor.duration')}
            type="number"
            value={form.durationMinutes}
            onChange={(event) => setForm({ ...form, durationMinutes: event.target.value })}
            required
            error={Boolean(error('durationMinutes'))}
            helperText={error('durationMinutes')}
            slotProps={{ htmlInput: { min: 1, max: 240, step: 1, inputMode: 'numeric' } }}
          />
          <TextField
            label={translate('screeningTests.editor.passMark')}
            type="number"
            value={form.passMark}
            onChange={(event) => setForm({ ...form, passMark: event.target.value })}
            required
            error={Boolean(error('passMark'))}
            helperText={error('passMark')}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
          />
        </Stack>
        <QuestionListEditor
          questions={form.questions}
          onChange={(questions: QuestionForm[]) => setForm({ ...form, questions })}
          error={error}
          prefix="questions"
        />
        {sending.error && (
          <Alert severity="error" role="alert" onClose={sending.reset}>
            {sending.error}
          </Alert>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={sending.pending}>
            {translate('screeningTests.editor.save')}
          </Button>
          <Button onClick={() => setForm(null)}>{translate('screeningTests.editor.cancel')}</Button>
          {exists && (
            <Button color="error" disabled={sending.pending || attempts > 0} onClick={() => setDeleting(true)}>
              {translate('screeningTests.editor.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={deleting}
        id="screening-test-delete"
        title={translate('screeningTests.editor.deleteTitle')}
        text={translate('screeningTests.editor.deleteText')}
        confirm={translate('screeningTests.editor.delete')}
        busy={sending.pending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
