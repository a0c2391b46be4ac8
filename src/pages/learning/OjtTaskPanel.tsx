import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { OjtTaskView } from '@core/learning/classSessions';
import type { CourseActivity } from '@core/learning/courseDocument';
import { useMember } from '../../shared/memberContext';
import { useGatewayDownload } from '../../shared/useGatewayDownload';
import { useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { useLearnerFormat } from './learnerFormat';
import { ojtTaskPath, useClassSessions, useOjtTask } from './OjtTaskApi';
import { OjtTaskStatus } from './OjtTaskStatus';

const EVIDENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/**
 * An OJT task in the player (and at member/ojt/{id}): the instructions, the learner's note and evidence file handed
 * in until the trainer passes it, the grade and the trainer's feedback.
 */
export function OjtTaskPanel({ courseId, activity }: { courseId: string; activity: CourseActivity }) {
  const path = ojtTaskPath(courseId, activity.id);
  const task = useOjtTask(courseId, activity.id);
  const setTask = useSetGatewayQueryData<OjtTaskView>(['main', path]);

  if (task.isPending) return <Loading />;
  if (task.isError) return <Alert severity="error">{parseErrorMessage(task.error)}</Alert>;
  return <TaskView key={task.dataUpdatedAt} data={task.data} path={path} activityId={activity.id} onSaved={setTask} />;
}

function TaskView({
  data,
  path,
  activityId,
  onSaved,
}: {
  data: OjtTaskView;
  path: string;
  activityId: string;
  onSaved: (answer: OjtTaskView) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const format = useLearnerFormat();
  const download = useGatewayDownload('main');
  const { submission } = data;
  const [note, setNote] = useState(submission?.note ?? '');
  const [sessionId, setSessionId] = useState(submission?.sessionId ?? '');
  const sessions = useClassSessions(data.courseId).data?.sessions ?? [];
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const locked = submission?.passed === true;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setError(chosen && !EVIDENCE_TYPES.includes(chosen.type) ? translate('classOps.ojt.errors.fileType') : '');
    setFile(chosen && EVIDENCE_TYPES.includes(chosen.type) ? chosen : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      let answer = await gateway.main.put<Envelope<OjtTaskView>>(path, { note, sessionId: sessionId || null });
      if (file) answer = await gateway.main.post<Envelope<OjtTaskView>>(`${path}/file`, file);
      notify(answer.message, { type: 'success' });
      onSaved(answer.data);
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby={`ojt-${activityId}`}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography id={`ojt-${activityId}`} component="h3" variant="h6">
          {data.title}
        </Typography>
        <OjtTaskStatus submission={submission} />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h4" variant="subtitle1" fontWeight={600}>
          {translate('classOps.ui.ojt.instructions')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.instructions}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('classOps.ui.ojt.passScore', { score: data.passScore })}
        </Typography>
      </Paper>
      {submission?.feedback && (
        <Alert severity={submission.passed ? 'success' : 'info'}>
          <strong>{translate('classOps.ui.ojt.feedback')}:</strong> {submission.feedback}
        </Alert>
      )}
      {submission && (
        <Typography variant="body2" color="text.secondary">
          {translate('classOps.ui.ojt.submittedAt', { date: format.dateTime(submission.submittedAt) })}
        </Typography>
      )}
      {submission?.hasFile && (
        <Button
          startIcon={<DownloadIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            void download(`${path}/file`, `ojt-${activityId}`).catch((failure: unknown) => notify(parseErrorMessage(failure), { type: 'error' }))
          }
        >
          {translate('classOps.ui.ojt.download')}
        </Button>
      )}
      {locked ? (
        <Alert severity="success">{translate('classOps.ui.ojt.locked')}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={translate('classOps.ui.ojt.note')}
            multiline
            minRows={4}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          {sessions.length > 0 && (
            <TextField select label={translate('classOps.ui.ojt.session')} value={sessionId} onChange={(event) => setSessionId(event.target.value)}>
              <MenuItem value="">{translate('classOps.ui.ojt.noSession')}</MenuItem>
              {sessions.map((session) => (
                <MenuItem key={session.sessionId} value={session.sessionId}>
                  {session.title} · {format.dateTime(session.startsAt)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
              {translate('classOps.ui.ojt.file')}
              <input type="file" hidden accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" onChange={pick} />
            </Button>
            {file && <Typography variant="body2">{file.name}</Typography>}
          </Stack>
          <Button type="submit" variant="contained" disabled={saving || (!note.trim() && !file)} sx={{ alignSelf: 'flex-start' }}>
            {translate(submission ? 'classOps.ui.ojt.resubmit' : 'classOps.ui.ojt.submit')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
