import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Chip, List, ListItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { ClassVrResult, VrPreview } from '@core/learning/classSessions';
import { VR_COLUMNS } from '@core/learning/vrImport';
import { useMember } from '../../shared/memberContext';
import { TableScroll } from '../../shared/TableScroll';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { classPath, useRefreshScheduling } from './SchedulingApi';
import { useSchedulingFormat } from './SchedulingFormat';

/** The import's refusal (422) lists its lines in data.errors. */
function lineErrorsOf(error: unknown): VrPreview['errors'] {
  if (!(error instanceof GatewayError) || typeof error.body !== 'object' || error.body === null) return [];
  const data = (error.body as { data?: { errors?: unknown } }).data;
  return Array.isArray(data?.errors) ? (data.errors as VrPreview['errors']) : [];
}

/** Up to 900 kB of text, as the gateway takes it. */
const MAX_TEXT = 900_000;

function ResultsTable({ rows }: { rows: ClassVrResult[] }) {
  const translate = useTranslate();
  const format = useSchedulingFormat();
  if (!rows.length) return <Typography color="text.secondary">{translate('classOps.ui.vr.none')}</Typography>;
  return (
    <TableScroll>
      <Table size="small" aria-label={translate('classOps.ui.vr.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('classOps.ui.vr.learner')}</TableCell>
            <TableCell>{translate('classOps.ui.vr.scenario')}</TableCell>
            <TableCell align="right">{translate('classOps.ui.vr.score')}</TableCell>
            <TableCell>{translate('classOps.ui.grading.result')}</TableCell>
            <TableCell align="right">{translate('classOps.ui.vr.duration')}</TableCell>
            <TableCell>{translate('classOps.ui.vr.recordedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                {row.learner.name}
                <Typography variant="caption" color="text.secondary" component="div">
                  {row.learner.email}
                </Typography>
              </TableCell>
              <TableCell>{row.scenario}</TableCell>
              <TableCell align="right">{row.score}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={row.passed ? 'success' : 'default'}
                  label={translate(row.passed ? 'classOps.ui.vr.passed' : 'classOps.ui.vr.failed')}
                />
              </TableCell>
              <TableCell align="right">{row.durationSeconds === null ? '—' : `${Math.round(row.durationSeconds / 60)}′`}</TableCell>
              <TableCell>{format.dateTime(row.recordedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
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
  const refresh = useRefreshScheduling();
  const path = `${classPath(classId)}/vr-result`;
  const results = useGatewayQuery(['main', path], async (client) => (await client.main.get<Envelope<ClassVrResult[]>>(path)).data);
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
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <Alert severity="error">{parseErrorMessage(results.error)}</Alert>
      ) : (
        <ResultsTable rows={results.data} />
      )}
    </Stack>
  );
}
