import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { TextInput, required, useInput, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { megabytes } from '@core/rules/limits';
import { useMember } from '../../shared/memberContext';
import { useDocumentLimit } from '../../shared/useDocumentLimit';

/** What the gateway accepts (it checks the bytes too); the browser refuses anything else before sending. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

interface ImageUrlInputProps {
  /** Where the picture's address lives in the document, e.g. image_news.url or fileBanner. */
  source: string;
  label?: string;
}

/**
 * A content document's picture: its address (typed, or kept as seeded), a preview, and an upload button that stores
 * a chosen file through POST /content-uploads and puts the stored file's address in the field.
 */
export function ImageUrlInput({ source, label = 'content.admin.image' }: ImageUrlInputProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const limit = useDocumentLimit();
  const { field } = useInput({ source });
  const chooser = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return notify('content.imageType', { type: 'error' });
    if (limit !== undefined && file.size > limit) return notify('content.imageTooLarge', { type: 'error', messageArgs: { limit: megabytes(limit) } });
    setUploading(true);
    try {
      const { data } = await gateway.main.post<Envelope<{ url: string }>>('/content-uploads', file);
      field.onChange(data.url);
      notify('content.imageSaved', { type: 'success' });
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  const url = typeof field.value === 'string' ? field.value : '';
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <TextInput source={source} label={label} validate={required()} fullWidth helperText={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {url && (
          <Box component="img" src={url} alt={translate('content.admin.imagePreview')} sx={{ maxHeight: 96, maxWidth: 240, objectFit: 'contain' }} />
        )}
        <Box>
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            onClick={() => chooser.current?.click()}
            loading={uploading}
            aria-describedby={helpId}
          >
            {translate('content.admin.uploadImage')}
          </Button>
          <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {limit === undefined ? translate('content.imageType') : translate('content.admin.imageHelp', { limit: megabytes(limit) })}
          </Typography>
        </Box>
      </Stack>
      <input ref={chooser} type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void choose(event)} hidden />
    </Box>
  );
}
