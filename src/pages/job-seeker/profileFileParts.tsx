import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { JobProfileView } from '@core/jobs/profile.contract';
import { megabytes } from '@core/rules/limits';
import { useDocumentLimit } from '../../shared/useDocumentLimit';
import { useGatewayDownload } from '../../shared/useGatewayDownload';
import { useJobFormat } from './parts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { CV_PATH, useJobProfileWrites } from './profileApi';
import { Section } from './profileParts';

/**
 * The CV file: upload (PDF within MAX_SIZE_DOC, checked here first for a quick answer and by the gateway on its
 * bytes), download under its own name, remove. The gateway client sends with fetch, which reports no upload
 * progress, so the bar runs while the file is on its way.
 */
export function CvFileSection({ cv }: { cv: JobProfileView['cv'] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useJobFormat();
  const limit = useDocumentLimit();
  const download = useGatewayDownload('jp');
  const { upload, remove } = useJobProfileWrites();
  const chooser = useRef<HTMLInputElement>(null);
  const id = useId();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (limit !== undefined && file.size > limit) return setError(translate('jobProfile.errors.cvTooLarge', { limit: megabytes(limit) }));
    // The name is no proof (the gateway reads the bytes); a file that says it is something else is refused at once.
    if (file.type && file.type !== 'application/pdf') return setError(translate('jobProfile.errors.cvType'));
    setUploading(file.name);
    try {
      notify((await upload(file)).message, { type: 'success' });
    } catch (failure) {
      setError(parseErrorMessage(failure));
    } finally {
      setUploading(null);
    }
  }

  async function removeFile() {
    setConfirming(false);
    setError(null);
    try {
      notify((await remove()).message, { type: 'success' });
    } catch (failure) {
      setError(parseErrorMessage(failure));
    }
  }

  async function save() {
    setError(null);
    try {
      await download(CV_PATH, cv?.fileName ?? 'CV.pdf');
    } catch (failure) {
      setError(parseErrorMessage(failure));
    }
  }

  return (
    <Section id={`${id}-cv`} title={translate('jobProfile.sections.cvFile')}>
      {cv ? (
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <strong>{cv.fileName}</strong> · {translate('jobProfile.cv.uploadedOn', { date: format.date(cv.uploadedAt) })}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('jobProfile.cv.none')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<UploadIcon />}
          onClick={() => chooser.current?.click()}
          disabled={uploading !== null}
          aria-describedby={`${id}-hint`}
        >
          {translate(cv ? 'jobProfile.cv.replace' : 'jobProfile.cv.upload')}
        </Button>
        {cv && (
          <>
            <Button startIcon={<DownloadIcon />} onClick={() => void save()} sx={{ overflowWrap: 'anywhere' }}>
              {translate('jobProfile.cv.download', { name: cv.fileName })}
            </Button>
            <Button color="error" onClick={() => setConfirming(true)}>
              {translate('jobProfile.cv.remove')}
            </Button>
          </>
        )}
      </Stack>
      <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('jobProfile.cv.hint', { limit: limit === undefined ? '…' : megabytes(limit) })}
      </Typography>
      <input
        ref={chooser}
        type="file"
        accept="application/pdf,.pdf"
        onChange={(event) => void choose(event)}
        hidden
        aria-label={translate('jobProfile.cv.upload')}
      />
      {uploading !== null && (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">{translate('jobProfile.cv.uploading', { name: uploading })}</Typography>
          <LinearProgress aria-label={translate('jobProfile.cv.uploading', { name: uploading })} />
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        id={`${id}-remove`}
        title={translate('jobProfile.cv.remove')}
        text={translate('jobProfile.cv.confirmRemove')}
        confirm={translate('jobProfile.page.remove')}
        color="error"
        onConfirm={() => void removeFile()}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}

/** What the platform adds to the CV: the certificates issued here and the programs taken here (read only). */
export function EarnedSection({ profile }: { profile: JobProfileView }) {
  const translate = useTranslate();
  const format = useJobFormat();
  const id = useId();
  const certificateStatus = (status: string) => translate(`certification.certificateStatuses.${status}`, { _: status });
  const programStatus = (status: string) => translate(`myPrograms.statuses.${status}`, { _: status });
  return (
    <>
      <Section id={`${id}-certificates`} title={translate('jobProfile.sections.certificates')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('jobProfile.earned.intro')}
        </Typography>
        {profile.certificates.length === 0 ? (
          <Typography color="text.secondary">{translate('jobProfile.earned.noCertificates')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {profile.certificates.map((certificate) => (
              <li key={certificate.id}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {certificate.scheme.title[format.locale]}
                </Typography>{' '}
                ({certificateStatus(certificate.status)})
                <Typography variant="body2" color="text.secondary">
                  {translate('jobProfile.earned.validUntil', {
                    number: certificate.number,
                    lsp: certificate.lsp,
                    date: format.date(certificate.validUntil),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section id={`${id}-programs`} title={translate('jobProfile.sections.programs')}>
        {profile.programs.length === 0 ? (
          <Typography color="text.secondary">{translate('jobProfile.earned.noPrograms')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {profile.programs.map((program) => (
              <li key={program.id}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {program.title}
                </Typography>{' '}
                ({programStatus(program.status)})
                <Typography variant="body2" color="text.secondary">
                  {translate('jobProfile.earned.enrolled', { date: format.date(program.enrolledAt) })}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
    </>
  );
}
