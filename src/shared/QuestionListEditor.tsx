import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAX_QUESTIONS, OPTION_COUNT, type ScreeningQuestion } from '@core/jobs/screening';

/**
 * Questions of 4 options with the right ones ticked (the job portal's screening tests and the courses' quizzes share the shape
 * and its rules, packages/core/src/jobs/screening.ts): edit, add, remove, reorder. Field errors are read by path under
 * `prefix` (`questions.2.options.1`, or `modules.0.activities.1.quiz.questions.2.options.1`).
 */

export interface QuestionForm {
  id: string;
  text: string;
  options: string[];
  correct: boolean[];
}

const LETTERS = ['A', 'B', 'C', 'D'];
// A name the gateway accepts (^[A-Za-z0-9_-]{1,40}$) and stable while editing (React keys, saved answers).
const newId = () => `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const blankQuestion = (): QuestionForm => ({
  id: newId(),
  text: '',
  options: Array<string>(OPTION_COUNT).fill(''),
  correct: Array<boolean>(OPTION_COUNT).fill(false),
});

export const questionFormsOf = (questions: readonly ScreeningQuestion[]): QuestionForm[] =>
  questions.map((question) => ({
    id: question.id,
    text: question.text,
    options: [...question.options],
    correct: question.options.map((_, index) => question.correct.includes(index)),
  }));

export const questionsOf = (forms: readonly QuestionForm[]): ScreeningQuestion[] =>
  forms.map((question) => ({
    id: question.id,
    text: question.text,
    options: question.options,
    correct: question.correct.flatMap((right, index) => (right ? [index] : [])),
  }));

interface QuestionListEditorProps {
  questions: QuestionForm[];
  onChange: (questions: QuestionForm[]) => void;
  /** The field error of a path below `prefix`, already translated. */
  error: (path: string) => string | undefined;
  /** Where the questions sit in the document's field paths ('questions' for a screening test). */
  prefix: string;
  disabled?: boolean;
  /** Who answers the questions: a job applicant (a screening test) or a course's learner (peserta, a quiz). */
  takenBy?: 'applicant' | 'learner';
}

export function QuestionListEditor({ questions, onChange, error, prefix, disabled = false, takenBy = 'applicant' }: QuestionListEditorProps) {
  const translate = useTranslate();
  const update = (index: number, change: Partial<QuestionForm>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...change } : question)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(takenBy === 'learner' ? 'screeningTests.editor.correctHintLearner' : 'screeningTests.editor.correctHint')}
      </Typography>
      {error(prefix) && <Alert severity="error">{error(prefix)}</Alert>}
      <Stack component="ol" spacing={2} aria-label={translate('screeningTests.editor.questionsLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {questions.map((question, index) => {
          const number = index + 1;
          const at = `${prefix}.${index}`;
          return (
            <Box component="li" key={question.id}>
              <Box
                component="fieldset"
                disabled={disabled}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}
              >
                <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
                  {translate('screeningTests.editor.question', { number })}
                </Typography>
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                  <Box>
                    <IconButton
                      aria-label={translate('screeningTests.editor.moveUp', { number })}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('screeningTests.editor.moveDown', { number })}
                      disabled={disabled || index === questions.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('screeningTests.editor.remove', { number })}
                      disabled={disabled || questions.length === 1}
                      onClick={() => onChange(questions.filter((_, i) => i !== index))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                </Stack>
                <TextField
                  label={translate('screeningTests.editor.questionText')}
                  value={question.text}
                  onChange={(event) => update(index, { text: event.target.value })}
                  required
                  multiline
                  minRows={2}
                  fullWidth
                  error={Boolean(error(`${at}.text`))}
                  helperText={error(`${at}.text`)}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                  sx={{ my: 1 }}
                />
                {question.options.map((option, optionIndex) => {
                  const letter = LETTERS[optionIndex]!;
                  const label = translate('screeningTests.editor.option', { letter });
                  return (
                    <Stack
                      key={letter}
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={{ xs: 0, sm: 1 }}
                      sx={{ alignItems: { sm: 'center' }, mb: 1 }}
                    >
                      <TextField
                        label={label}
                        value={option}
                        onChange={(event) => update(index, { options: question.options.map((o, i) => (i === optionIndex ? event.target.value : o)) })}
                        required
                        size="small"
                        fullWidth
                        error={Boolean(error(`${at}.options.${optionIndex}`))}
                        helperText={error(`${at}.options.${optionIndex}`)}
                        slotProps={{ htmlInput: { maxLength: 500 } }}
                      />
                      <FormControlLabel
                        sx={{ whiteSpace: 'nowrap' }}
                        label={translate('screeningTests.editor.correct')}
                        control={
                          <Checkbox
                            checked={question.correct[optionIndex]}
                            onChange={(event) =>
                              update(index, { correct: question.correct.map((c, i) => (i === optionIndex ? event.target.checked : c)) })
                            }
                            slotProps={{ input: { 'aria-label': `${label}: ${translate('screeningTests.editor.correct')}` } }}
                          />
                        }
                      />
                    </Stack>
                  );
                })}
                {error(`${at}.correct`) && (
                  <Typography color="error" variant="body2">
                    {error(`${at}.correct`)}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      <Box>
        <Button variant="outlined" disabled={disabled || questions.length >= MAX_QUESTIONS} onClick={() => onChange([...questions, blankQuestion()])}>
          {translate('screeningTests.editor.addQuestion')}
        </Button>
      </Box>
    </>
  );
}
