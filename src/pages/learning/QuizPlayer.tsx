import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatCountdown, type ScreeningAnswers } from '@core/jobs/screening';
import type { ApplicantQuestion } from '@core/jobs/screening.contract';
import type { LearnerQuizView } from '@core/learning/quiz';
import { QuizAttemptsTable } from './QuizAttemptsTable';
import { useLearnerQuiz, useQuizActions } from './quizApi';

/** Saved answers are sent a moment after the last change, so a reload or a lost connection keeps them. */
const SAVE_DELAY_MS = 1500;

function QuestionField({
  question,
  index,
  total,
  chosen,
  onChange,
}: {
  question: ApplicantQuestion;
  index: number;
  total: number;
  chosen: number[];
  onChange: (chosen: number[]) => void;
}) {
  const translate = useTranslate();
  const legend = `${translate('learner.quiz.questionOf', { n: index + 1, total })}: ${question.text}`;
  const hint = question.choose > 1 ? translate('learner.quiz.chooseMany', { count: question.choose }) : translate('learner.quiz.chooseOne');
  return (
    <FormControl component="fieldset" sx={{ width: '100%', mb: 2 }}>
      <FormLabel component="legend" sx={{ color: 'text.primary', mb: 0.5 }}>
        <Typography variant="overline" display="block">
          {translate('learner.quiz.questionOf', { n: index + 1, total })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{question.text}</Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </FormLabel>
      {question.choose > 1 ? (
        <FormGroup aria-label={legend}>
          {question.options.map((option, optionIndex) => (
            <FormControlLabel
              key={optionIndex}
              label={option}
              control={
                <Checkbox
                  checked={chosen.includes(optionIndex)}
                  disabled={!chosen.includes(optionIndex) && chosen.length >= question.choose}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...chosen, optionIndex].sort((a, b) => a - b) : chosen.filter((value) => value !== optionIndex))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup aria-label={legend} value={chosen[0] ?? ''} onChange={(event) => onChange([Number(event.target.value)])}>
          {question.options.map((option, optionIndex) => (
            <FormControlLabel key={optionIndex} value={optionIndex} label={option} control={<Radio />} />
          ))}
        </RadioGroup>
      )}
    </FormControl>
  );
}

function Countdown({ deadline, onExpired }: { deadline: number; onExpired: () => void }) {
  const translate = useTranslate();
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, deadline - now);
  useEffect(() => {
    if (left === 0 && !expired.current) {
      expired.current = true;
      onExpired();
    }
  }, [left, onExpired]);
  return (
    <Chip color={left < 60_000 ? 'warning' : 'default'} label={translate('learner.quiz.timeLeft', { time: formatCountdown(left) })} role="timer" />
  );
}

function Attempt({ view, onSubmitted }: { view: LearnerQuizView; onSubmitted: () => void }) {
  const translate = useTranslate();
  const current = view.current!;
  const actions = useQuizActions(view.courseId, view.activityId);
  const [answers, setAnswers] = useState<ScreeningAnswers>(current.answers);
  const [oneByOne, setOneByOne] = useState(true);
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The countdown runs from the gateway's time left, not the browser's clock.
  const [deadline] = useState(() => (current.timeLeftMs === null ? null : Date.now() + current.timeLeftMs));
  useEffect(() => {
    const timer = window.setTimeout(() => {
      actions
        .save(current.id, answers)
        .catch((failure: unknown) => setError(translate('learner.quiz.saveFailed', { error: parseErrorMessage(failure) })));
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only a change of the answers saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers]);

  const submit = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      await actions.submit(current.id, answers);
      onSubmitted();
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const questions = current.questions;
  const unanswered = questions.filter((question) => !answers[question.id]?.length).length;
  const shown = oneByOne ? questions.slice(index, index + 1) : questions;
  return (
    <Box component="form" onSubmit={(event) => event.preventDefault()} aria-label={view.title}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        {deadline !== null && <Countdown deadline={deadline} onExpired={() => void submit()} />}
        <FormControlLabel
          control={<Switch checked={!oneByOne} onChange={(event) => setOneByOne(!event.target.checked)} />}
          label={translate('learner.quiz.showAll')}
        />
      </Stack>
      {shown.map((question) => {
        const at = questions.indexOf(question);
        return (
          <QuestionField
            key={question.id}
            question={question}
            index={at}
            total={questions.length}
            chosen={answers[question.id] ?? []}
            onChange={(chosen) => setAnswers((previous) => ({ ...previous, [question.id]: chosen }))}
          />
        );
      })}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {oneByOne && (
          <>
            <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {translate('learner.quiz.previousQuestion')}
            </Button>
            <Button disabled={index >= questions.length - 1} onClick={() => setIndex(index + 1)}>
              {translate('learner.quiz.nextQuestion')}
            </Button>
          </>
        )}
        <Button variant="contained" disabled={busy} onClick={() => (unanswered ? setConfirming(true) : void submit())}>
          {translate('learner.quiz.submit')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="quiz-confirm">
        <DialogContent>
          <DialogContentText id="quiz-confirm">{translate('learner.quiz.confirmSubmit', { unanswered })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('learner.quiz.cancel')}</Button>
          <Button variant="contained" onClick={() => void submit()}>
            {translate('learner.quiz.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** The quiz in the player: its rules, the attempt (one question at a time or all), the result and the attempts. */
export function QuizPlayer({ courseId, activityId, onChanged }: { courseId: string; activityId: string; onChanged: () => void }) {
  const translate = useTranslate();
  const { data: view, error, isError } = useLearnerQuiz(courseId, activityId);
  const actions = useQuizActions(courseId, activityId);
  const [startError, setStartError] = useState<string | null>(null);
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!view) return null;
  const facts = [
    translate('learner.quiz.questions', { count: view.questionCount }),
    translate('learner.quiz.passMark', { mark: view.passMark }),
    view.durationMinutes ? translate('learner.quiz.timed', { minutes: view.durationMinutes }) : translate('learner.quiz.untimed'),
    view.attemptsLeft === null ? translate('learner.quiz.attemptsUnlimited') : translate('learner.quiz.attemptsLeft', { count: view.attemptsLeft }),
    view.bestScore === null ? translate('learner.quiz.noScoreYet') : translate('learner.quiz.bestScore', { score: view.bestScore }),
  ];
  const canStart = view.attemptsLeft === null || view.attemptsLeft > 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {facts.map((fact) => (
          <Chip key={fact} size="small" variant="outlined" label={fact} />
        ))}
        {view.passed && <Chip size="small" color="success" label={translate('learner.quiz.resultPassed')} />}
      </Stack>
      {view.result && (
        <Alert severity={view.result.passed ? 'success' : 'warning'} aria-live="polite">
          <Typography fontWeight={600}>
            {translate('learner.quiz.resultTitle', { attempt: view.result.attempt, score: view.result.score })} ·{' '}
            {translate(view.result.passed ? 'learner.quiz.resultPassed' : 'learner.quiz.resultFailed')}
          </Typography>
          {translate('learner.quiz.resultCorrect', { correct: view.result.correctCount, total: view.result.questionCount })}
        </Alert>
      )}
      {view.current ? (
        <Attempt key={view.current.id} view={view} onSubmitted={onChanged} />
      ) : (
        canStart && (
          <div>
            <Button
              variant="contained"
              onClick={() => {
                setStartError(null);
                actions.start().catch((failure: unknown) => setStartError(parseErrorMessage(failure)));
              }}
            >
              {translate(view.attempts.length ? 'learner.quiz.startAgain' : 'learner.quiz.start')}
            </Button>
          </div>
        )
      )}
      {startError && <Alert severity="error">{startError}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {translate('learner.quiz.keyNote')}
      </Typography>
      <QuizAttemptsTable attempts={view.attempts} />
    </Stack>
  );
}
