import { Alert, Box, Button, Chip, Divider, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { RESCHEDULE_CODES, RESCHEDULE_LABELS, rescheduleColour, type HiringState, type RescheduleCode } from '@core/jobs/hiring';
import type { ApplicationView, InterviewView } from '@core/jobs/types';
import { useMember } from '../../shared/memberContext';
import { CandidateCv } from './CandidateCv';
import { HiringChip, MoveDialog, useDateTimeFormat, useHiringLabel } from './candidateParts';
import { allowedTargets, CANDIDATE_BASE_PATH, chipColourOf, isoOfLocalInput, moveBody, type KanbanColumn } from './candidateRules';
import { CandidateTestResult } from './CandidateTestResult';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { useSubmission } from '../../shared/submission';

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

/** Schedule (POST, the time required) or update an interview (PUT with SPEC 4's reschedule code; the time optional). */
function InterviewForm({ path, current, onDone }: { path: string; current?: InterviewView; onDone?: () => void }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const prefix = current ? `interview-${current.id}` : 'interview-new';
  const [scheduledAt, setScheduledAt] = useState('');
  const [location, setLocation] = useState(current?.location ?? '');
  const [link, setLink] = useState(current?.link ?? '');
  const [note, setNote] = useState(current?.note ?? '');
  const [code, setCode] = useState<RescheduleCode>(current ? 3 : 1);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const iso = isoOfLocalInput(scheduledAt);
    if (!current && !iso) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const body: Record<string, unknown> = { location: location.trim(), link: link.trim(), note: note.trim() };
    if (iso) body.scheduledAt = iso;
    if (current) body.rescheduleCode = code;
    const done = await sending.run(() => write(current ? 'put' : 'post', path, body));
    if (done) {
      setScheduledAt('');
      if (!current) {
        setLocation('');
        setLink('');
        setNote('');
      }
      onDone?.();
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={translate(current ? 'candidatePages.detail.reschedule' : 'candidatePages.detail.schedule')}
      sx={{ display: 'grid', gap: 2, mt: 1, maxWidth: 480 }}
    >
      {sending.error && (
        <Alert severity="error" role="alert" onClose={sending.reset}>
          {sending.error}
        </Alert>
      )}
      {current && (
        <TextField
          select
          id={`${prefix}-code`}
          size="small"
          label={translate('candidatePages.detail.rescheduleCode')}
          value={code}
          onChange={(event) => setCode(Number(event.target.value) as RescheduleCode)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {RESCHEDULE_CODES.map((value) => (
            <option key={value} value={value}>
              {RESCHEDULE_LABELS[value][locale]}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        id={`${prefix}-at`}
        type="datetime-local"
        size="small"
        required={!current}
        label={translate(current ? 'candidatePages.detail.newTime' : 'candidatePages.detail.scheduledAt')}
        value={scheduledAt}
        onChange={(event) => setScheduledAt(event.target.value)}
        error={missing || Boolean(sending.fieldErrors.scheduledAt)}
        helperText={missing ? translate('candidatePages.detail.scheduledAtRequired') : sending.fieldErrors.scheduledAt}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id={`${prefix}-location`}
        size="small"
        label={translate('candidatePages.detail.location')}
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        id={`${prefix}-link`}
        size="small"
        type="url"
        label={translate('candidatePages.detail.link')}
        helperText={sending.fieldErrors.link ?? translate('candidatePages.detail.linkHelp')}
        error={Boolean(sending.fieldErrors.link)}
        value={link}
        onChange={(event) => setLink(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        id={`${prefix}-note`}
        size="small"
        multiline
        minRows={2}
        label={translate('candidatePages.detail.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={sending.pending}>
          {translate(current ? 'candidatePages.detail.rescheduleButton' : 'candidatePages.detail.scheduleButton')}
        </Button>
      </Box>
    </Box>
  );
}

function NoteForm({ path }: { path: string }) {
  const translate = useTranslate();
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (await sending.run(() => write('post', `${path}/notes`, { note: note.trim() }))) setNote('');
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={translate('candidatePages.detail.addNote')}
      sx={{ display: 'grid', gap: 1, mt: 2, maxWidth: 480 }}
    >
      {sending.error && (
        <Alert severity="error" role="alert" onClose={sending.reset}>
          {sending.error}
        </Alert>
      )}
      <TextField
        id="candidate-note"
        multiline
        minRows={2}
        size="small"
        required
        label={translate('candidatePages.detail.noteText')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={missing}
        helperText={missing ? translate('candidatePages.detail.noteRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="outlined" disabled={sending.pending}>
          {translate('candidatePages.detail.addNoteButton')}
        </Button>
      </Box>
    </Box>
  );
}
