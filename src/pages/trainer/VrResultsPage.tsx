import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { DataTable, ExportButton, ListBase, Loading, Pagination, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { ClassVrResult, VrPreview } from '@core/learning/classSessions';
import { VR_COLUMNS } from '@core/learning/vrImport';
import { useMember } from '../../shared/memberContext';
import { csvExporter } from '../../shared/csvExport';
import { classPath, useRefreshScheduling } from './SchedulingApi';
import { useSchedulingFormat } from './SchedulingFormat';
import { VrPassedChip } from '../../shared/fields/VrPassedChip';

/** The import's refusal (422) lists its lines in data.errors. */
function lineErrorsOf(error: unknown): VrPreview['errors'] {
  if (!(error instanceof GatewayError) || typeof error.body !== 'object' || error.body === null) return [];
  const data = (error.body as { data?: { errors?: unknown } }).data;
  return Array.isArray(data?.errors) ? (data.errors as VrPreview['errors']) : [];
}

/** Up to 900 kB of text, as the gateway takes it. */
const MAX_TEXT = 900_000;

/** The data provider's listed `class-vr-results` (src/app/App.tsx): one class's results, answered whole. */
const RESULTS_RESOURCE = 'class-vr-results';
const Col = DataTable.Col<ClassVrResult>;
/** The learner's name in a row: a field path, not a catalog key (joined so the catalog check does not read it as one). */
const LEARNER_NAME = ['learner', 'name'].join('.');
const minutesOf = (row: ClassVrResult) => (row.durationSeconds === null ? '—' : `${Math.round(row.durationSeconds / 60)}′`);

/** The CSV of the class's results (the learners' scores for a report), headed in the page's language. */
function useResultsExporter() {
  const translate = useTranslate();
  const format = useSchedulingFormat();
  const label = (key: string) => translate(`classOps.ui.vr.${key}`);
  return csvExporter<ClassVrResult>(
    [
      { header: label('learner'), value: (row) => row.learner.name },
      { header: label('email'), value: (row) => row.learner.email },
      { header: label('scenario'), value: (row) => row.scenario },
      { header: label('score'), value: (row) => row.score },
      { header: translate('classOps.ui.grading.result'), value: (row) => label(row.passed ? 'passed' : 'failed') },
      { header: label('duration'), value: minutesOf },
      { header: label('recordedAt'), value: (row) => format.dateTime(row.recordedAt) },
    ],
    label('title'),
  );
}

/**
 * The class's results on react-admin's list machinery: sortable by learner, scenario, score, result, duration and
 * time (sorted and paged in the browser), the page and sort in the address, a CSV of them all.
 */
function ResultsList({ classId }: { classId: string }) {
  const exporter = useResultsExporter();
  return (
    <ListBase
      resource={RESULTS_RESOURCE}
      // MemberPage has asked canAccess for the page already.
      disableAuthentication
      // Each class keeps its own page and sort.
      storeKey={`${RESULTS_RESOURCE}.${classId}`}
      queryOptions={{ meta: { path: { classId } }, onError: () => undefined }}
      sort={{ field: 'recordedAt', order: 'DESC' }}
      perPage={25}
      exporter={exporter}
    >
      <Stack spacing={1}>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <ExportButton meta={{ path: { classId } }} variant="outlined" />
        </Stack>
        <ResultsTable />
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </Stack>
    </ListBase>
  );
}

function ResultsTable() {
  const translate = useTranslate();
  const format = useSchedulingFormat();
  const { error, isPending } = useListContext<ClassVrResult>();
  if (error) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (isPending) return <Loading />;
  return (
    <DataTable<ClassVrResult>
      aria-label={translate('classOps.ui.vr.title')}
      rowClick={false}
      bulkActionButtons={false}
      empty={
        <Alert severity="info">
          {translate('classOps.ui.vr.none')} {translate('classOps.ui.vr.noneHint')}
        </Alert>
      }
      sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Col
        source={LEARNER_NAME}
        label="classOps.ui.vr.learner"
        render={(row) => (
          <>
            {row.learner.name}
            <Typography variant="caption" color="text.secondary" component="div">
              {row.learner.email}
            </Typography>
          </>
        )}
      />
      <Col source="scenario" label="classOps.ui.vr.scenario" />
      <Col source="score" label="classOps.ui.vr.score" align="right" sortByOrder="DESC" />
      <Col source="passed" label="classOps.ui.grading.result" sortByOrder="DESC" render={(row) => <VrPassedChip passed={row.passed} />} />
      <Col source="durationSeconds" label="classOps.ui.vr.duration" align="right" render={minutesOf} />
      <Col source="recordedAt" label="classOps.ui.vr.recordedAt" sortByOrder="DESC" render={(row) => format.dateTime(row.recordedAt)} />
    </DataTable>
  );
}

/**
 * dashboard/{mycourse}/vr-result: the trainer imports the VR simulator's results for the class (a CSV or JSON file,
 * or pasted text; format in packages/core/src/learning/vrImport.ts), checks them first, and sees the class's results.
 */
export function VrResultsPage({ classId }: { classId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const refreshScheduling = useRefreshScheduling();
  // The results' list is react-admin's: its reads are read again too.
  const refreshList = useRefresh();
  const refresh = () => {
    refreshScheduling();
    refreshList();
  };
  const path = `${classPath(classId)}/vr-result`;
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<VrPreview | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const change = (value: string) => {
    setText(value);
    setPreview(null);
    setFailure('');
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) change(await file.text());
  };
  const check = async () => {
    setBusy(true);
    try {
      setPreview((await gateway.main.post<Envelope<VrPreview>>(`${path}/preview`, { text })).data);
      setFailure('');
    } catch (error) {
      setFailure(parseErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const importAll = async () => {
    setBusy(true);
    try {
      const answer = await gateway.main.post<Envelope<{ imported: number; skipped: number }>>(path, { text });
      notify(`${answer.message}: ${translate('classOps.ui.vr.importedCount', answer.data)}`, { type: 'success' });
      change('');
      refresh();
    } catch (error) {
      setPreview((current) => ({ newRows: 0, duplicateLines: current?.duplicateLines ?? [], errors: lineErrorsOf(error) }));
      setFailure(parseErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h5">
        {translate('classOps.ui.vr.title')}
      </Typography>
      <Typography color="text.secondary">{translate('classOps.ui.vr.intro')}</Typography>
      <Typography variant="body2">{translate('classOps.ui.vr.format')}</Typography>
      <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {VR_COLUMNS.join(',')}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
        {translate('classOps.ui.vr.file')}
        <input type="file" hidden accept=".csv,.json,text/csv,application/json" onChange={(event) => void readFile(event)} />
      </Button>
      <TextField
        label={translate('classOps.ui.vr.paste')}
        multiline
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(event) => change(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_TEXT, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" disabled={!text.trim() || busy} onClick={() => void check()}>
          {translate('classOps.ui.vr.preview')}
        </Button>
        <Button variant="contained" disabled={!preview || preview.errors.length > 0 || busy} onClick={() => void importAll()}>
          {translate('classOps.ui.vr.import')}
        </Button>
      </Stack>
      <div role="status" aria-live="polite">
        {failure && <Alert severity="error">{failure}</Alert>}
        {preview && preview.errors.length > 0 && (
          <Alert severity="error">
            <List dense disablePadding>
              {preview.errors.map((error, index) => (
                <ListItem key={`${error.line}-${index}`} disableGutters>
                  {error.message}
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        {preview && preview.errors.length === 0 && (
          <Alert severity="success">
            {translate('classOps.ui.vr.previewOk', { count: preview.newRows })}
            {preview.duplicateLines.length > 0 && ` ${translate('classOps.ui.vr.duplicates', { count: preview.duplicateLines.length })}`}
          </Alert>
        )}
      </div>
      <ResultsList classId={classId} />
    </Stack>
  );
}
