import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { FileActivityKind } from '@core/learning/courseDocument';
import type { StudioCourse, StudioFile } from '@core/learning/studio';
import { UPLOAD_LIMIT_OF } from '@core/learning/studio';
import { megabytes } from '@core/rules/limits';
import { useMember } from '../../shared/memberContext';
import { uploadWithProgress } from '../../shared/uploadWithProgress';
import { coursePath } from './studioApi';
import { numberFormat } from '@core/format/locale';

/** What the file input offers for each kind; the gateway checks the bytes whatever the browser lets through. */
const ACCEPT: Record<FileActivityKind, string> = {
  pdf: '.pdf,application/pdf',
  video: '.mp4,.webm,video/mp4,video/webm',
  pptx: '.pptx,application/vnd.openxmlformats-officedocument.presentationml.presentation',
  scorm: '.zip,application/zip',
};

export const limitOf = (course: Pick<StudioCourse, 'limits'>, kind: FileActivityKind) =>
  UPLOAD_LIMIT_OF[kind] === 'video' ? course.limits.videoBytes : course.limits.documentBytes;

interface FileUploadProps {
  course: Pick<StudioCourse, 'id' | 'limits'>;
  kind: FileActivityKind;
  onUploaded: (file: StudioFile) => void;
  disabled?: boolean;
}

/**
 * One upload of a kind: the limit said before choosing, a file over it refused at once, the bytes sent with a
 * determinate progress bar, and the gateway's own message when it refuses (413 over the limit, 415 not the kind).
 */
export function FileUpload({ course, kind, onUploaded, disabled = false }: FileUploadProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { session, gateway, locale } = useMember();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const limit = limitOf(course, kind);
  const limitText = numberFormat(locale, { maximumFractionDigits: 3 }).format(megabytes(limit));
  const kindName = translate(`studio.kinds.${kind}`);

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > limit) {
      setFailure(translate('studio.errors.uploadTooLarge', { limit: limitText }));
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const answer = await uploadWithProgress<StudioFile>(
        { session, gateway, language: locale },
        {
          family: 'main',
          path: `${coursePath(course.id)}/files`,
          query: { kind, name: file.name },
          file,
          onProgress: ({ percent }) => setProgress({ name: file.name, percent }),
        },
      );
      notify(answer.message, { type: 'success' });
      onUploaded(answer.data);
    } catch (error) {
      setFailure(translate('studio.files.failed', { message: parseErrorMessage(error) }));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled || progress !== null}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {translate('studio.files.upload', { kind: kindName })}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {translate('studio.files.limit', { limit: limitText })}
        </Typography>
      </Stack>
      <input ref={input} type="file" hidden accept={ACCEPT[kind]} onChange={(event) => void chosen(event)} />
      {progress && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2">{translate('studio.files.uploading', { name: progress.name })}</Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={translate('studio.files.uploading', { name: progress.name })}
            aria-valuetext={translate('studio.files.progress', { percent: progress.percent })}
          />
        </Box>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </Box>
  );
}
