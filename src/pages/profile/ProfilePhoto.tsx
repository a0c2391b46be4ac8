import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Avatar, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { megabytes } from '@core/rules/limits';
import type { Profile } from '@core/session/contract';
import { useProfileApi, useProfileChanged } from '../../shared/submission';
import { useDocumentLimit } from '../../shared/useDocumentLimit';

/** What the gateway accepts (it checks the bytes too); the browser refuses anything else before sending. */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const AVATAR_SIZE = 96;

/** The chosen file and its preview URL (a blob: URL, released when it is no longer shown). */
interface Chosen {
  file: File;
  previewUrl: string;
}

/** The account's photo: choose a file, see it, then upload it; type and size (SPEC 9's document limit) are checked first. */
export function ProfilePhoto({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useProfileApi();
  const profileChanged = useProfileChanged();
  const limit = useDocumentLimit();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen>();
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => chosen && URL.revokeObjectURL(chosen.previewUrl), [chosen]);

  const refuse = (message: string) => {
    setProblem(message);
    notify(message, { type: 'error' });
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!file) return;
    setChosen(undefined);
    if (!PHOTO_TYPES.includes(file.type)) return refuse(translate('profile.photoType'));
    if (limit !== undefined && file.size > limit) return refuse(translate('profile.photoTooLarge', { limit: megabytes(limit) }));
    setProblem(undefined);
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const upload = async () => {
    if (!chosen) return;
    setUploading(true);
    try {
      const { data } = await api.uploadPhoto(chosen.file);
      setChosen(undefined);
      profileChanged({ ...profile, photo: data.photo });
      notify('profile.photoSaved', { type: 'success' });
    } catch (error) {
      refuse(parseErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const shown = chosen?.previewUrl ?? profile.photo ?? undefined;
  return (
    <Card component="section" aria-labelledby="profile-photo-title">
      <CardContent>
        <Typography id="profile-photo-title" component="h2" variant="h6" gutterBottom>
          {translate('profile.photoTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar
            src={shown}
            alt={translate(chosen ? 'profile.photoPreviewAlt' : 'profile.photoAlt', { name: profile.fullname })}
            sx={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
          >
            {!shown && <PhotoCameraIcon titleAccess={translate('profile.noPhoto')} />}
          </Avatar>
          <Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()} disabled={uploading}>
                {translate('profile.choosePhoto')}
              </Button>
              {chosen && (
                <>
                  <Button variant="contained" startIcon={<UploadIcon />} onClick={() => void upload()} loading={uploading}>
                    {translate('profile.uploadPhoto')}
                  </Button>
                  <Button onClick={() => setChosen(undefined)} disabled={uploading}>
                    {translate('common.cancel')}
                  </Button>
                </>
              )}
            </Stack>
            {limit !== undefined && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('profile.photoHelp', { limit: megabytes(limit) })}
              </Typography>
            )}
          </Box>
        </Stack>
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <input ref={input} type="file" accept={PHOTO_TYPES.join(',')} onChange={choose} hidden />
      </CardContent>
    </Card>
  );
}
