import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { megabytes } from '@core/rules/limits';
import { useMember } from '../../shared/memberContext';
import { useDocumentLimit } from '../../shared/useDocumentLimit';

/** What the gateway accepts for a cover (it checks the bytes too); the browser refuses anything else before sending. */
const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * A saved program's cover: the current picture and an upload button (POST /admin-programs/{id}/cover, the image
 * itself as the body). The gateway stores it as a public upload and answers the program with its new cover.
 */
export function CoverInput() {
  const record = useRecordContext<{ id: number; cover: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { gateway } = useMember();
  const limit = useDocumentLimit();
  const chooser = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [uploading, setUploading] = useState(false);
  if (!record) return null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_CONTENT_TYPES.includes(file.type)) return notify('operator.coverType', { type: 'error' });
    if (limit !== undefined && file.size > limit)
      return notify('operator.coverTooLarge', { type: 'error', messageArgs: { limit: megabytes(limit) } });
    setUploading(true);
    try {
      await gateway.main.post(`/admin-programs/${record.id}/cover`, file);
      notify('operator.saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{translate('operator.cover')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {record.cover && (
          <Box component="img" src={record.cover} alt={translate('operator.cover')} sx={{ maxHeight: 120, maxWidth: 240, objectFit: 'cover' }} />
        )}
        <Box>
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            onClick={() => chooser.current?.click()}
            loading={uploading}
            aria-describedby={helpId}
          >
            {translate('operator.uploadCover')}
          </Button>
          <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {limit === undefined ? translate('operator.coverType') : `${translate('operator.coverType')} (≤ ${megabytes(limit)} MB)`}
          </Typography>
        </Box>
      </Stack>
      <input ref={chooser} type="file" accept={IMAGE_CONTENT_TYPES.join(',')} onChange={(event) => void choose(event)} hidden />
    </Box>
  );
}
