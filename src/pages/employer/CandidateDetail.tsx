import EventIcon from '@mui/icons-material/Event';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Alert, Box, Button, Chip, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton, TextInput, useBasename, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { RESCHEDULE_CODES, RESCHEDULE_LABELS, rescheduleColour, type HiringState, type RescheduleCode } from '@core/jobs/hiring';
import type { ApplicationView, InterviewView } from '@core/jobs/contract';
import { filledValues } from '../../shared/fields/formValues';
import { NativeSelectInput } from '../../shared/fields/NativeSelectInput';
import { useMember } from '../../shared/memberContext';
import { CandidateCv } from './CandidateCv';
import { HiringChip, MoveDialog, useDateTimeFormat, useHiringLabel } from './candidateParts';
import { allowedTargets, CANDIDATE_BASE_PATH, chipColourOf, isoOfLocalInput, moveBody, type KanbanColumn } from './candidateRules';
import { CandidateTestResult } from './CandidateTestResult';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { fieldErrorsOf, useSubmission } from '../../shared/submission';

/** /employer/candidate/{id}: the application, its status and allowed moves, interviews, the recruiters' notes and the history. */
export function CandidateDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useDateTimeFormat();
  const label = useHiringLabel();
  const application = useEmployerRead<ApplicationView>(`${CANDIDATE_BASE_PATH}/${id}`);
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const [moving, setMoving] = useState<KanbanColumn | null>(null);

  if (application.isError) return <Alert severity="error">{parseErrorMessage(application.error)}</Alert>;
  const a = application.data;
  if (!a) return <Typography role="status">{translate('candidatePages.detail.loading')}</Typography>;
  const state: HiringState = a.withdrawn ? 'withdrawn' : a.status.state;
  const targets = allowedTargets(a, a.nextStates);
  const path = `${CANDIDATE_BASE_PATH}/${a.id}`;

  async function move(note: string) {
    if (!moving) return;
    const to = moving;
    setMoving(null);
    await sending.run(() => write('post', `${path}/status`, moveBody(to, note)));
  }

  return (
    <Box component="article" aria-labelledby="candidate-heading">
      <MuiLink component={Link} to={`${base}/candidate`}>
        {translate('candidatePages.detail.back')}
      </MuiLink>
      <Typography id="candidate-heading" component="h1" variant="h5" sx={{ mt: 1 }}>
        {a.applicant.name}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0 } }}>
        <dt>{translate('candidatePages.detail.vacancy')}</dt>
        <dd>
          <MuiLink component={Link} to={`${base}/job-vacancy/view/${a.vacancy.id}`}>
            {a.vacancy.title}
          </MuiLink>
        </dd>
        {a.applicant.email && (
          <>
            <dt>{translate('candidatePages.detail.email')}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{a.applicant.email}</dd>
          </>
        )}
        <dt>{translate('candidatePages.detail.applied')}</dt>
        <dd>
          <time dateTime={a.createdAt}>{format.dateTime(a.createdAt)}</time>
        </dd>
      </Box>
      {sending.error && (
        <Alert severity="error" role="alert" sx={{ my: 2 }} onClose={sending.reset}>
          {sending.error}
        </Alert>
      )}

      <Section id="candidate-cover" title={translate('candidatePages.detail.coverNote')}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{a.coverNote || translate('candidatePages.detail.noCoverNote')}</Typography>
      </Section>

      <CandidateCv applicationId={a.id} />

      <Section id="candidate-status" title={translate('candidatePages.detail.status')}>
        <HiringChip state={state} />
        {a.withdrawn ? (
          <Typography sx={{ mt: 1 }}>{translate('candidatePages.detail.withdrawn')}</Typography>
        ) : targets.length === 0 ? (
          <Typography sx={{ mt: 1 }}>{translate('candidatePages.detail.final')}</Typography>
        ) : (
          <Stack role="group" aria-label={translate('candidatePages.detail.moves')} direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            {targets.map((to) => (
              <Button key={to} variant="outlined" size="small" disabled={sending.pending} onClick={() => setMoving(to)}>
                {translate('candidatePages.kanban.moveTo', { status: label(to) })}
              </Button>
            ))}
          </Stack>
        )}
      </Section>

      <CandidateTestResult applicationId={a.id} />

      <Section id="candidate-interviews" title={translate('candidatePages.detail.interviews')}>
        {a.interviews.length === 0 ? (
          <Typography>{translate('candidatePages.detail.noInterviews')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {a.interviews.map((interview) => (
              <Interview key={interview.id} interview={interview} path={path} />
            ))}
          </Stack>
        )}
        {!a.withdrawn && targets.length > 0 && <ScheduleForm path={path} />}
      </Section>

      <Section id="candidate-notes" title={translate('candidatePages.detail.notes')}>
        {a.notes.length === 0 ? (
          <Typography>{translate('candidatePages.detail.noNotes')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {a.notes.map((note, index) => (
              <li key={`${note.at}-${index}`}>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.note}</Typography>
                <Typography variant="caption">
                  <time dateTime={note.at}>{format.dateTime(note.at)}</time>
                  {note.author && ` · ${translate('candidatePages.detail.by', { actor: note.author })}`}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        <NoteForm path={path} />
      </Section>

      <Section id="candidate-history" title={translate('candidatePages.detail.history')}>
        {a.history.length === 0 ? (
          <Typography>{translate('candidatePages.detail.noHistory')}</Typography>
        ) : (
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {a.history.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <Typography>
                  {event.from
                    ? translate('candidatePages.detail.historyEntry', { from: label(event.from), to: label(event.to) })
                    : translate('candidatePages.detail.appliedEvent')}
                  {' · '}
                  <time dateTime={event.at}>{format.dateTime(event.at)}</time>
                  {event.actor && ` · ${translate('candidatePages.detail.by', { actor: event.actor })}`}
                </Typography>
                {event.note && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {event.note}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        )}
      </Section>
      <MoveDialog
        move={moving && { name: a.applicant.name, to: moving }}
        busy={sending.pending}
        onConfirm={(note) => void move(note)}
        onClose={() => setMoving(null)}
      />
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Interview({ interview, path }: { interview: InterviewView; path: string }) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const { locale } = useMember();
  const [open, setOpen] = useState(false);
  return (
    <li>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <time dateTime={interview.scheduledAt}>{format.dateTime(interview.scheduledAt)}</time>
        <Chip
          size="small"
          color={chipColourOf(rescheduleColour(interview.rescheduleCode))}
          label={RESCHEDULE_LABELS[interview.rescheduleCode]?.[locale] ?? interview.rescheduleLabel}
        />
      </Stack>
      {interview.location && <Typography variant="body2">{interview.location}</Typography>}
      {interview.link && (
        <MuiLink href={interview.link} target="_blank" rel="noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {interview.link}
        </MuiLink>
      )}
      {interview.note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {interview.note}
        </Typography>
      )}
      <Button size="small" aria-expanded={open} onClick={() => setOpen((value) => !value)} sx={{ px: 0 }}>
        {translate('candidatePages.detail.reschedule')}
      </Button>
      {open && <InterviewForm path={`${path}/interviews/${interview.id}`} current={interview} onDone={() => setOpen(false)} />}
    </li>
  );
}

function ScheduleForm({ path }: { path: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1">
        {translate('candidatePages.detail.schedule')}
      </Typography>
      <InterviewForm path={`${path}/interviews`} />
    </Box>
  );
}

/** A form that starts empty again after each save (a new key), so it is not left dirty; react-admin's warning otherwise. */
function useFreshForm() {
  const [round, setRound] = useState(0);
  return { key: round, saved: () => setRound((current) => current + 1) };
}

/** Sends a form's body; the gateway's message as a notice, its field errors back to the form's fields. */
function useFormSender() {
  const notify = useNotify();
  const write = useEmployerWrite();
  return async (method: 'post' | 'put', path: string, body: Record<string, unknown>, done: () => void) => {
    try {
      notify((await write(method, path, body)).message, { type: 'success' });
      done();
      return undefined;
    } catch (failure) {
      notify(parseErrorMessage(failure), { type: 'error' });
      return fieldErrorsOf(failure);
    }
  };
}

interface InterviewValues {
  rescheduleCode: string;
  scheduledAt: string;
  location: string;
  link: string;
  note: string;
}

/** Schedule (POST, the time required) or update an interview (PUT with SPEC 4's reschedule code; the time optional). */
function InterviewForm({ path, current, onDone }: { path: string; current?: InterviewView; onDone?: () => void }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const send = useFormSender();
  const fresh = useFreshForm();
  const empty: InterviewValues = {
    rescheduleCode: current ? '3' : '1',
    scheduledAt: '',
    location: current?.location ?? '',
    link: current?.link ?? '',
    note: current?.note ?? '',
  };
  const valuesOf = (values: Record<string, unknown>) => filledValues(values, { ...empty, location: '', link: '', note: '' });

  function save(values: Record<string, unknown>) {
    const form = valuesOf(values);
    const iso = isoOfLocalInput(form.scheduledAt);
    const body: Record<string, unknown> = { location: form.location.trim(), link: form.link.trim(), note: form.note.trim() };
    if (iso) body.scheduledAt = iso;
    if (current) body.rescheduleCode = Number(form.rescheduleCode) as RescheduleCode;
    return send(current ? 'put' : 'post', path, body, () => {
      fresh.saved();
      onDone?.();
    });
  }

  return (
    <Box
      component="section"
      aria-label={translate(current ? 'candidatePages.detail.reschedule' : 'candidatePages.detail.schedule')}
      sx={{ mt: 1, maxWidth: 480 }}
    >
      <Form
        key={fresh.key}
        record={empty}
        onSubmit={save}
        validate={(values) =>
          !current && !isoOfLocalInput(valuesOf(values).scheduledAt) ? { scheduledAt: 'candidatePages.detail.scheduledAtRequired' } : {}
        }
        warnWhenUnsavedChanges
        noValidate
      >
        <Box sx={{ display: 'grid' }}>
          {current && (
            <NativeSelectInput
              source="rescheduleCode"
              label="candidatePages.detail.rescheduleCode"
              options={RESCHEDULE_CODES.map((value) => ({ value: String(value), label: RESCHEDULE_LABELS[value][locale] }))}
            />
          )}
          <TextInput
            source="scheduledAt"
            type="datetime-local"
            size="small"
            isRequired={!current}
            label={current ? 'candidatePages.detail.newTime' : 'candidatePages.detail.scheduledAt'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextInput source="location" size="small" label="candidatePages.detail.location" slotProps={{ htmlInput: { maxLength: 500 } }} />
          <TextInput
            source="link"
            size="small"
            type="url"
            label="candidatePages.detail.link"
            helperText="candidatePages.detail.linkHelp"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <TextInput
            source="note"
            size="small"
            multiline
            minRows={2}
            label="candidatePages.detail.note"
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <SaveButton
              label={current ? 'candidatePages.detail.rescheduleButton' : 'candidatePages.detail.scheduleButton'}
              icon={<EventIcon />}
              alwaysEnable
            />
          </Box>
        </Box>
      </Form>
    </Box>
  );
}

function NoteForm({ path }: { path: string }) {
  const translate = useTranslate();
  const send = useFormSender();
  const fresh = useFreshForm();
  const noteOf = (values: Record<string, unknown>) => filledValues(values, { note: '' }).note.trim();
  return (
    <Box component="section" aria-label={translate('candidatePages.detail.addNote')} sx={{ mt: 2, maxWidth: 480 }}>
      <Form
        key={fresh.key}
        record={{ note: '' }}
        onSubmit={(values: Record<string, unknown>) => send('post', `${path}/notes`, { note: noteOf(values) }, fresh.saved)}
        validate={(values) => (noteOf(values) ? {} : { note: 'candidatePages.detail.noteRequired' })}
        warnWhenUnsavedChanges
        noValidate
      >
        <TextInput
          source="note"
          multiline
          minRows={2}
          size="small"
          isRequired
          label="candidatePages.detail.noteText"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          fullWidth
        />
        <SaveButton label="candidatePages.detail.addNoteButton" icon={<NoteAddIcon />} variant="outlined" alwaysEnable />
      </Form>
    </Box>
  );
}
