import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Chip, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { FILE_ACTIVITY_KINDS } from '@core/learning/courseDocument';
import type { StudioCourse, StudioFile } from '@core/learning/studio';
import { useMember } from '../../shared/memberContext';
import { FileUpload } from './FileUpload';
import { coursePath } from './studioApi';
import { numberFormat } from '@core/format/locale';
import type { Locale } from '@core/i18n/locales';

/** The PDF, video, PPTX or SCORM package in the browser through the media ticket route (a new tab). */
export function usePreview() {
  const { gateway } = useMember();
  return async (file: Pick<StudioFile, 'id'>) => {
    // Opened before the call, so the browser counts it as the click's own window (no popup blocker).
    const tab = window.open('', '_blank');
    try {
      const answer = await gateway.main.get<Envelope<{ url: string }>>(`/learning-files/${encodeURIComponent(file.id)}/ticket`);
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.data.url;
      }
    } catch (error) {
      tab?.close();
      throw error;
    }
  };
}

export function formatSize(bytes: number, locale: Locale): string {
  const format = numberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= 1_000_000 ? `${format.format(bytes / 1_000_000)} MB` : `${format.format(bytes / 1000)} kB`;
}

/** The course's files: upload by kind, preview, remove (a file of a published version or of the draft stays). */
export function CourseFiles({ course, onChanged }: { course: StudioCourse; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway, locale } = useMember();
  const preview = usePreview();
  const [failure, setFailure] = useState<string | null>(null);

  async function remove(file: StudioFile) {
    setFailure(null);
    try {
      const answer = await gateway.main.delete<Envelope<null>>(`${coursePath(course.id)}/files/${encodeURIComponent(file.id)}`);
      notify(answer.message, { type: 'success' });
      onChanged();
    } catch (error) {
      setFailure(parseErrorMessage(error));
    }
  }

  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        {FILE_ACTIVITY_KINDS.map((kind) => (
          <FileUpload key={kind} course={course} kind={kind} onUploaded={onChanged} />
        ))}
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {course.files.length === 0 ? (
        <Typography color="text.secondary">{translate('studio.files.empty')}</Typography>
      ) : (
        <List dense>
          {course.files.map((file) => (
            <ListItem
              key={file.id}
              divider
              secondaryAction={
                <>
                  <IconButton
                    aria-label={`${translate('studio.files.preview')}: ${file.name}`}
                    onClick={() => void preview(file).catch((error: unknown) => setFailure(parseErrorMessage(error)))}
                  >
                    <VisibilityIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`${translate('studio.files.delete')}: ${file.name}`}
                    disabled={file.published}
                    onClick={() => void remove(file)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                sx={{ pr: 10, overflowWrap: 'anywhere' }}
                primary={file.name}
                secondary={
                  <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                    <Chip component="span" size="small" label={translate(`studio.kinds.${file.kind}`)} />
                    <span>{formatSize(file.sizeBytes, locale)}</span>
                    {file.kind === 'pptx' && <span>{translate(file.hasPdf ? 'studio.files.pdfReady' : 'studio.files.downloadOnly')}</span>}
                    {file.scormVersion && <span>{translate('studio.files.scormVersion', { version: file.scormVersion })}</span>}
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
