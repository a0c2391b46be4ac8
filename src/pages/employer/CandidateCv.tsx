import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Chip, Divider, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { formatMonth, periodText } from '@core/jobs/profile';
import type { JobProfileView } from '@core/jobs/profile.contract';
import { useGatewayDownload } from '../../shared/useGatewayDownload';
import { useDateTimeFormat } from './candidateParts';
import { CANDIDATE_BASE_PATH } from './candidateRules';
import { useEmployerRead } from './employerApi';

/**
 * An application's CV on /employer/candidate/{id} (GET /api/jp/employer/candidate/{id}/cv, scoped to the employer's
 * companies like the application itself), with the uploaded PDF's download (.../cv/file). Read only.
 */
export function CandidateCv({ applicationId }: { applicationId: string }) {
  const translate = useTranslate();
  const format = useDateTimeFormat();
  const download = useGatewayDownload('jp');
  const path = `${CANDIDATE_BASE_PATH}/${applicationId}/cv`;
  const { data: cv, error, isError } = useEmployerRead<JobProfileView>(path);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const locale = format.locale;

  let body: ReactNode;
  if (isError) body = <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  else if (!cv) body = <Typography role="status">{translate('jobProfile.employer.loading')}</Typography>;
  else {
    const empty = !cv.headline && !cv.summary && !cv.experience.length && !cv.education.length && !cv.skills.length && !cv.languages.length && !cv.cv;
    const areas = [cv.areas.regency, cv.areas.province].flatMap((area) => (area ? [area.name] : []));
    body = (
      <Stack spacing={1.5}>
        {empty && <Typography color="text.secondary">{translate('jobProfile.employer.empty')}</Typography>}
        {cv.headline && <Typography sx={{ fontWeight: 600 }}>{cv.headline}</Typography>}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {cv.phone && (
            <>
              <dt>{translate('jobProfile.page.phone')}</dt>
              <dd>{cv.phone}</dd>
            </>
          )}
          {areas.length > 0 && (
            <>
              <dt>{translate('jobProfile.sections.address')}</dt>
              <dd>{[cv.address.replace(/\n/g, ', '), ...areas].filter(Boolean).join(', ')}</dd>
            </>
          )}
          {(cv.desiredJob || cv.desiredSalary !== null) && (
            <>
              <dt>{translate('jobProfile.sections.desired')}</dt>
              <dd>
                {[cv.desiredJob, cv.desiredSalary === null ? '' : translate('jobProfile.employer.salary', { amount: formatIdr(cv.desiredSalary) })]
                  .filter(Boolean)
                  .join(' – ')}
              </dd>
            </>
          )}
        </Box>
        {cv.summary && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{cv.summary}</Typography>}
        <Part title={translate('jobProfile.sections.experience')} show={cv.experience.length > 0}>
          {cv.experience.map((entry, index) => (
            <li key={index}>
              <strong>{entry.title}</strong> – {entry.company}
              <Typography variant="body2" color="text.secondary">
                {periodText(
                  formatMonth(entry.startMonth, locale),
                  entry.endMonth && formatMonth(entry.endMonth, locale),
                  translate('jobProfile.present'),
                )}
              </Typography>
              {entry.description && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {entry.description}
                </Typography>
              )}
            </li>
          ))}
        </Part>
        <Part title={translate('jobProfile.sections.education')} show={cv.education.length > 0}>
          {cv.education.map((entry, index) => (
            <li key={index}>
              <strong>{[entry.degree, entry.field].filter(Boolean).join(', ')}</strong> – {entry.institution}
              <Typography variant="body2" color="text.secondary">
                {periodText(String(entry.startYear), entry.endYear === null ? null : String(entry.endYear), translate('jobProfile.present'))}
              </Typography>
            </li>
          ))}
        </Part>
        <Part title={translate('jobProfile.sections.languages')} show={cv.languages.length > 0}>
          {cv.languages.map((entry) => (
            <li key={entry.language}>
              {entry.language} ({translate(`jobProfile.levels.${entry.level}`)})
            </li>
          ))}
        </Part>
        {cv.skills.length > 0 && (
          <Box>
            <Typography component="h3" variant="subtitle2">
              {translate('jobProfile.sections.skills')}
            </Typography>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
              {cv.skills.map((skill) => (
                <li key={skill}>
                  <Chip size="small" label={skill} />
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Part title={translate('jobProfile.sections.certificates')} show={cv.certificates.length > 0}>
          {cv.certificates.map((certificate) => (
            <li key={certificate.id}>
              <strong>{certificate.scheme.title[locale]}</strong>
              <Typography variant="body2" color="text.secondary">
                {translate('jobProfile.earned.validUntil', {
                  number: certificate.number,
                  lsp: certificate.lsp,
                  date: format.date(certificate.validUntil),
                })}
              </Typography>
            </li>
          ))}
        </Part>
        <Part title={translate('jobProfile.sections.programs')} show={cv.programs.length > 0}>
          {cv.programs.map((program) => (
            <li key={program.id}>{program.title}</li>
          ))}
        </Part>
        {cv.cv ? (
          <Box>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}
              onClick={() => {
                setDownloadError(null);
                download(`${path}/file`, cv.cv?.fileName ?? 'CV.pdf').catch((failure: unknown) => setDownloadError(parseErrorMessage(failure)));
              }}
            >
              {translate('jobProfile.employer.download', { name: cv.cv.fileName })}
            </Button>
          </Box>
        ) : (
          !empty && <Typography color="text.secondary">{translate('jobProfile.employer.noFile')}</Typography>
        )}
        {downloadError && (
          <Alert severity="error" role="alert">
            {downloadError}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="candidate-cv" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="candidate-cv" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('jobProfile.employer.title')}
      </Typography>
      {body}
    </Box>
  );
}

function Part({ title, show, children }: { title: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {children}
      </Box>
    </Box>
  );
}
