import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Link as MuiLink,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { ApplicationView } from '@core/jobs/contract';
import { formatCountdown, type ScreeningAnswers } from '@core/jobs/screening';
import type { ApplicantQuestion, ApplicantTestView } from '@core/jobs/screening.contract';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey } from '../../shared/useGatewayQuery';
import { APPLICATIONS_PATH, useJpRead } from './jobSeekerApi';
import { useJobFormat } from './parts';
import { formatNumber } from '@core/format/locale';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * /job-seeker/job-applied/test/{applicationId}: the screening test the employer attached. An intro with
 * Start; then the questions, a countdown, each answer saved as it changes, Submit; when time runs out the page
 * submits by itself (the gateway scores what was saved if the page is gone). SPEC 5: no prompt on leaving.
 */
export function ScreeningTestPage({ applicationId }: { applicationId: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const path = `/applications/${encodeURIComponent(applicationId)}/test`;
  const read = useJpRead<ApplicantTestView>(path);
  const [view, setView] = useState<ApplicantTestView | null>(null);
  const current = view ?? read.data ?? null;
  const back = (
    <Button component={Link} to={`${base}/job-applied/${applicationId}`} sx={{ mt: 2 }}>
      {translate('screeningTests.take.back')}
    </Button>
  );
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }} component="article" aria-labelledby="screening-test-title">
      <CardContent>
        {read.isError ? (
          <>
            <Typography id="screening-test-title" component="h1" variant="h5" gutterBottom>
              {translate('screeningTests.take.heading')}
            </Typography>
            <Alert severity="info">{translate('screeningTests.take.unavailable')}</Alert>
          </>
        ) : current ? (
          <TestBody path={path} view={current} onView={setView} />
        ) : (
          <Typography role="status">{translate('ra.page.loading')}</Typography>
        )}
        {back}
      </CardContent>
    </Card>
  );
}

/** The way to an application's test from the applications list and detail: take, continue, or see the result. */
export function TestLink({ application }: { application: ApplicationView }) {
  const translate = useTranslate();
  const base = useBasename();
  const state = application.testState;
  if (state === null || (state === 'not-started' && application.withdrawn)) return null;
  const text = state === 'not-started' ? 'take' : state === 'in-progress' ? 'continue' : 'result';
  return (
    <Box sx={{ mt: 0.5 }}>
      <MuiLink
        component={Link}
        to={`${base}/job-applied/test/${encodeURIComponent(application.id)}`}
        sx={{ fontWeight: state === 'submitted' ? 400 : 600 }}
      >
        {translate(`screeningTests.link.${text}`)}
      </MuiLink>
    </Box>
  );
}

function TestBody({ path, view, onView }: { path: string; view: ApplicantTestView; onView: (view: ApplicantTestView) => void }) {
  const translate = useTranslate();
  const { test, attempt } = view;
  return (
    <>
      <Typography id="screening-test-title" component="h1" variant="h5">
        {test.title}
      </Typography>
      <Typography variant="subtitle1">
        {view.vacancy.title} · {view.vacancy.company}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('screeningTests.take.summary', { count: test.questionCount, minutes: test.durationMinutes, passMark: test.passMark })}
      </Typography>
      {!attempt ? (
        <Intro path={path} view={view} onView={onView} />
      ) : attempt.state === 'submitted' ? (
        <Result view={view} />
      ) : (
        <Attempt path={path} view={view} onView={onView} />
      )}
    </>
  );
}

/** The gateway's writes of the test page; the applications list is read again (its "Take the test" links). */
function useTestWrite(path: string, onView: (view: ApplicantTestView) => void) {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  return useCallback(
    async (method: 'post' | 'put', suffix: string, body: unknown = {}) => {
      const answer = await gateway.jp[method]<Envelope<ApplicantTestView>>(`${path}${suffix}`, body);
      onView(answer.data);
      if (suffix !== '/answers') await queryClient.invalidateQueries({ queryKey: gatewayQueryKey(['jp', APPLICATIONS_PATH]) });
      return answer.data;
    },
    [gateway, queryClient, path, onView],
  );
}

function Intro({ path, view, onView }: { path: string; view: ApplicantTestView; onView: (view: ApplicantTestView) => void }) {
  const translate = useTranslate();
  const write = useTestWrite(path, onView);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (view.withdrawn) return <Alert severity="info">{translate('screeningTests.take.withdrawn')}</Alert>;
  async function start() {
    setSending(true);
    setFailure(null);
    try {
      await write('post', '/start');
    } catch (error) {
      setFailure(parseErrorMessage(error));
    } finally {
      setSending(false);
    }
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{translate('screeningTests.take.rules')}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button variant="contained" onClick={() => void start()} disabled={sending}>
        {translate('screeningTests.take.start')}
      </Button>
    </Stack>
  );
}

function Attempt({ path, view, onView }: { path: string; view: ApplicantTestView; onView: (view: ApplicantTestView) => void }) {
  const translate = useTranslate();
  const write = useTestWrite(path, onView);
  const attempt = view.attempt!;
  const [answers, setAnswers] = useState<ScreeningAnswers>(attempt.answers);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Saves go one after another (each sends one question; the gateway merges), so an older one never lands last.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(answers);
  const submitted = useRef(false);
  // The countdown runs on this device's clock from the time left the gateway counted (a device clock may be off).
  const [endsAt] = useState(() => Date.now() + attempt.timeLeftMs);
  const [left, setLeft] = useState(attempt.timeLeftMs);

  const submit = useCallback(async () => {
    if (submitted.current) return;
    submitted.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await queue.current;
      await write('post', '/submit', { answers: latest.current });
    } catch (error) {
      submitted.current = false;
      setFailure(parseErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }, [write]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = Math.max(0, endsAt - Date.now());
      setLeft(now);
      if (now === 0) {
        window.clearInterval(timer);
        void submit();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, submit]);

  function choose(question: ApplicantQuestion, chosen: number[]) {
    const next = { ...latest.current, [question.id]: chosen };
    latest.current = next;
    setAnswers(next);
    setSaving('saving');
    queue.current = queue.current
      .then(() => write('put', '/answers', { answers: { [question.id]: chosen } }))
      .then(() => {
        setFailure(null);
        setSaving('saved');
      })
      .catch((error: unknown) => {
        setSaving('idle');
        setFailure(translate('screeningTests.take.saveFailed', { reason: parseErrorMessage(error) }));
      });
  }

  const questions = view.test.questions;
  return (
    <Box component="form" aria-labelledby="screening-test-title" onSubmit={(event) => (event.preventDefault(), void submit())} noValidate>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          py: 1,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography role="timer" aria-label={translate('screeningTests.take.timeLeft')} sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {translate('screeningTests.take.timeLeft')}: {formatCountdown(left)}
        </Typography>
        <Typography variant="body2" role="status" color="text.secondary">
          {saving === 'saving' ? translate('screeningTests.take.saving') : saving === 'saved' ? translate('screeningTests.take.saved') : ''}
        </Typography>
      </Box>
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {failure}
        </Alert>
      )}
      <Stack component="ol" spacing={3} sx={{ listStyle: 'none', p: 0, my: 2 }}>
        {questions.map((question, index) => (
          <Box component="li" key={question.id}>
            <Question
              question={question}
              legend={translate('screeningTests.take.question', { number: index + 1, count: questions.length })}
              chosen={answers[question.id] ?? []}
              disabled={submitting || left === 0}
              onChoose={(chosen) => choose(question, chosen)}
            />
          </Box>
        ))}
      </Stack>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitting ? translate('screeningTests.take.submitting') : translate('screeningTests.take.submit')}
      </Button>
    </Box>
  );
}

interface QuestionProps {
  question: ApplicantQuestion;
  legend: string;
  chosen: number[];
  disabled: boolean;
  onChoose: (chosen: number[]) => void;
}

/** One question: radio buttons when one option is right, checkboxes (at most that many) when several are. */
function Question({ question, legend, chosen, disabled, onChoose }: QuestionProps) {
  const translate = useTranslate();
  const hintId = `hint-${question.id}`;
  const options = question.options.map((option, index) => ({ index, label: `${LETTERS[index]}. ${option}` }));
  return (
    <Box
      component="fieldset"
      aria-describedby={hintId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 0.5, overflowWrap: 'anywhere' }}>{question.text}</Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {question.choose === 1 ? translate('screeningTests.take.chooseOne') : translate('screeningTests.take.chooseMany', { count: question.choose })}
      </Typography>
      {question.choose === 1 ? (
        <RadioGroup value={chosen[0] === undefined ? '' : String(chosen[0])} onChange={(event) => onChoose([Number(event.target.value)])}>
          {options.map(({ index, label }) => (
            <FormControlLabel
              key={index}
              value={String(index)}
              control={<Radio />}
              label={label}
              disabled={disabled}
              sx={{ overflowWrap: 'anywhere' }}
            />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup>
          {options.map(({ index, label }) => {
            const checked = chosen.includes(index);
            return (
              <FormControlLabel
                key={index}
                label={label}
                sx={{ overflowWrap: 'anywhere' }}
                disabled={disabled || (!checked && chosen.length >= question.choose)}
                control={
                  <Checkbox
                    checked={checked}
                    onChange={(event) =>
                      onChoose(event.target.checked ? [...chosen, index].sort((a, b) => a - b) : chosen.filter((value) => value !== index))
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      )}
    </Box>
  );
}

function Result({ view }: { view: ApplicantTestView }) {
  const translate = useTranslate();
  const format = useJobFormat();
  const { result, submittedAt, deadlineAt } = view.attempt!;
  if (!result) return null;
  return (
    <Box component="section" aria-labelledby="screening-result">
      <Typography id="screening-result" component="h2" variant="h6">
        {translate('screeningTests.take.result')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Typography>
          {translate('screeningTests.take.score', {
            score: formatNumber(result.score, format.locale),
            correct: result.correctCount,
            count: result.questionCount,
          })}
        </Typography>
        <Chip
          color={result.passed ? 'success' : 'error'}
          label={translate(result.passed ? 'screeningTests.take.passed' : 'screeningTests.take.failed')}
        />
      </Stack>
      {submittedAt === deadlineAt && <Alert severity="info">{translate('screeningTests.take.timeUp')}</Alert>}
      {submittedAt && <Typography variant="body2">{translate('screeningTests.take.submittedAt', { at: format.dateTime(submittedAt) })}</Typography>}
    </Box>
  );
}
