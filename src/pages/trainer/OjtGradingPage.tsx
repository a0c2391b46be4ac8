import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { DataTable, ExportButton, ListBase, Loading, Pagination, useBasename, useListContext, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { OjtResultDetail, OjtResultItem, OjtSubmissionView } from '@core/learning/classSessions';
import { useMember } from '../../shared/memberContext';
import { csvExporter } from '../../shared/csvExport';
import { useGatewayDownload } from '../../shared/useGatewayDownload';
import { useGatewayQuery, useSetGatewayQueryData } from '../../shared/useGatewayQuery';
import { useRefreshScheduling } from './SchedulingApi';
import { useSchedulingFormat } from './SchedulingFormat';

/** A submission's state as a chip: to grade, passed or to redo with the score. */
export function OjtResultChip({ submission }: { submission: Pick<OjtSubmissionView, 'passed' | 'score'> }) {
  const translate = useTranslate();
  if (submission.passed === null) return <Chip size="small" color="warning" label={translate('classOps.ui.grading.ungraded')} />;
  return (
    <Chip
      size="small"
      color={submission.passed ? 'success' : 'default'}
      label={translate(submission.passed ? 'classOps.ui.ojt.statusPassed' : 'classOps.ui.ojt.statusFailed', { score: submission.score ?? 0 })}
    />
  );
}

/** The data provider's listed `class-ojt-results` (src/app/App.tsx): one class's submissions, answered whole. */
const SUBMISSIONS_RESOURCE = 'class-ojt-results';
const Col = DataTable.Col<OjtResultItem>;
/** The learner's name in a row: a field path, not a catalog key (joined so the catalog check does not read it as one). */
const LEARNER_NAME = ['learner', 'name'].join('.');

/** The CSV of the class's submissions and grades (the learners' results for a report), headed in the page's language. */
function useSubmissionsExporter() {
  const translate = useTranslate();
  const format = useSchedulingFormat();
  const label = (key: string) => translate(`classOps.ui.grading.${key}`);
  const result = (item: OjtResultItem) =>
    item.passed === null
      ? label('ungraded')
      : translate(item.passed ? 'classOps.ui.ojt.statusPassed' : 'classOps.ui.ojt.statusFailed', { score: item.score ?? 0 });
  return csvExporter<OjtResultItem>(
    [
      { header: label('learner'), value: (item) => item.learner.name },
      { header: label('email'), value: (item) => item.learner.email },
      { header: label('task'), value: (item) => item.activityTitle },
      { header: label('submitted'), value: (item) => format.dateTime(item.submittedAt) },
      { header: label('result'), value: result },
      { header: label('scoreColumn'), value: (item) => item.score },
    ],
    label('title'),
  );
}

/**
 * The class's OJT submissions on react-admin's list machinery: sortable by learner, task, date and result (sorted and
 * paged in the browser), the page and sort in the address, a CSV of them all.
 */
function SubmissionList({ classId, base }: { classId: string; base: string }) {
  const exporter = useSubmissionsExporter();
  return (
    <ListBase
      resource={SUBMISSIONS_RESOURCE}
      // MemberPage has asked canAccess for the page already.
      disableAuthentication
      // Each class keeps its own page and sort.
      storeKey={`${SUBMISSIONS_RESOURCE}.${classId}`}
      queryOptions={{ meta: { path: { classId } }, onError: () => undefined }}
      perPage={25}
      exporter={exporter}
    >
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <ExportButton meta={{ path: { classId } }} variant="outlined" />
        </Stack>
        <SubmissionTable base={base} />
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </Stack>
    </ListBase>
  );
}

function SubmissionTable({ base }: { base: string }) {
  const translate = useTranslate();
  const format = useSchedulingFormat();
  const { error, isPending } = useListContext<OjtResultItem>();
  if (error) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (isPending) return <Loading />;
  return (
    <DataTable<OjtResultItem>
      aria-label={translate('classOps.ui.grading.title')}
      rowClick={false}
      bulkActionButtons={false}
      empty={
        <Alert severity="info">
          {translate('classOps.ui.grading.none')} {translate('classOps.ui.grading.noneHint')}
        </Alert>
      }
      sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Col
        source={LEARNER_NAME}
        label="classOps.ui.grading.learner"
        render={(item) => (
          <>
            {item.learner.name}
            <Typography variant="caption" color="text.secondary" component="div">
              {item.learner.email}
            </Typography>
          </>
        )}
      />
      <Col source="activityTitle" label="classOps.ui.grading.task" />
      <Col source="submittedAt" label="classOps.ui.grading.submitted" sortByOrder="DESC" render={(item) => format.dateTime(item.submittedAt)} />
      <Col source="score" label="classOps.ui.grading.result" sortByOrder="DESC" render={(item) => <OjtResultChip submission={item} />} />
      <Col
        label="classOps.ui.grading.open"
        disableSort
        render={(item) => (
          <Button component={Link} to={`${base}/${item.id}/${encodeURIComponent(item.activityId)}/${item.schedule}`} size="small">
            {translate('classOps.ui.grading.open')}
          </Button>
        )}
      />
    </DataTable>
  );
}

function SubmissionDetail({ base, task, activity, schedule }: { base: string; task: string; activity: string; schedule: string }) {
  const refresh = useRefreshScheduling();
  const path = `/scheduling/ojt-result/${encodeURIComponent(task)}/${encodeURIComponent(activity)}/${encodeURIComponent(schedule)}`;
  const key = ['main', path];
  const detail = useGatewayQuery(key, async (client) => (await client.main.get<Envelope<OjtResultDetail>>(path)).data);
  const setDetail = useSetGatewayQueryData<OjtResultDetail>(key);

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <Alert severity="error">{parseErrorMessage(detail.error)}</Alert>;
  return (
    <SubmissionView
      key={detail.dataUpdatedAt}
      item={detail.data}
      path={path}
      base={base}
      onSaved={(answer) => {
        setDetail(answer);
        refresh();
      }}
    />
  );
}

function SubmissionView({
  item,
  path,
  base,
  onSaved,
}: {
  item: OjtResultDetail;
  path: string;
  base: string;
  onSaved: (answer: OjtResultDetail) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const format = useSchedulingFormat();
  const download = useGatewayDownload('main');
  const [score, setScore] = useState(item.score === null ? '' : String(item.score));
  const [feedback, setFeedback] = useState(item.feedback ?? '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(score);
    if (score.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) {
      setError(translate('classOps.ui.grading.score'));
      return;
    }
    setSaving(true);
    setError('');
    try {
      const answer = await gateway.main.put<Envelope<OjtResultDetail>>(path, { score: value, feedback });
      notify(answer.message, { type: 'success' });
      onSaved(answer.data);
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Button component={Link} to={base} sx={{ alignSelf: 'flex-start' }}>
        {translate('classOps.ui.grading.back')}
      </Button>
      <div>
        <Typography component="h3" variant="h6">
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.learner.name} · {item.learner.email} · {translate('classOps.ui.ojt.submittedAt', { date: format.dateTime(item.submittedAt) })}
        </Typography>
        {item.sessionTitle && <Typography variant="body2">{translate('classOps.ui.grading.session', { title: item.sessionTitle })}</Typography>}
        <OjtResultChip submission={item} />
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="subtitle1" fontWeight={600}>
          {translate('classOps.ui.ojt.instructions')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.instructions}</Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h3" variant="subtitle1" fontWeight={600}>
          {translate('classOps.ui.grading.note')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.note || translate('classOps.ui.grading.noNote')}</Typography>
        {item.hasFile ? (
          <Button
            startIcon={<DownloadIcon />}
            sx={{ mt: 1 }}
            onClick={() =>
              void download(`${path}/file`, `ojt-${item.activityId}`).catch((failure: unknown) =>
                notify(parseErrorMessage(failure), { type: 'error' }),
              )
            }
          >
            {translate('classOps.ui.ojt.download')}
          </Button>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('classOps.ui.grading.noFile')}
          </Typography>
        )}
      </Paper>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={translate('classOps.ui.grading.save')}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={translate('classOps.ui.grading.score')}
          type="number"
          required
          value={score}
          onChange={(event) => setScore(event.target.value)}
          helperText={translate('classOps.ui.grading.passRule', { score: item.passScore })}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }}
          sx={{ maxWidth: 240 }}
        />
        <TextField
          label={translate('classOps.ui.grading.feedback')}
          multiline
          minRows={3}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
          {translate('classOps.ui.grading.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * dashboard/{mycourse}/ojt-result(/{task}/{activity}/{schedule}): the class's OJT submissions, and one of them with
 * its file and the grading form. {task} is the submission, {activity} its activity, {schedule} its session or 0.
 */
export function OjtGradingPage({ classId }: { classId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { task, activity, schedule } = useParams();
  const base = `${basename}/dashboard/${encodeURIComponent(classId)}/ojt-result`;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        {translate('classOps.ui.grading.title')}
      </Typography>
      {task && activity && schedule ? (
        <SubmissionDetail base={base} task={task} activity={activity} schedule={schedule} />
      ) : (
        <SubmissionList classId={classId} base={base} />
      )}
    </Stack>
  );
}
