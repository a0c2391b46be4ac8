import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { locationText } from '@core/jobs/vacancyText';
import { talentStatusColour, talentStatusLabelKey, type TalentStatus } from '@core/jobs/talent';
import type { TalentView } from '@core/jobs/talent.contract';
import type { EmployerVacancyPage } from '@core/jobs/contract';
import { chipColourOf } from './candidateRules';
import { useEmployerRead } from './employerApi';
import { VACANCY_BASE_PATH } from './vacancyRules';

/** A profile's data-request status with SPEC 3's label (both catalogs) and its colour. */
export function TalentStatusChip({ status }: { status: TalentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={chipColourOf(talentStatusColour(status))} label={translate(talentStatusLabelKey(status))} />;
}

/** One search result: initials (or the name once approved), place, headline, skills, certificates, status. */
export function TalentCard({ talent }: { talent: TalentView }) {
  const translate = useTranslate();
  const base = useBasename();
  const headingId = `talent-${talent.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {talent.name}
          </Typography>
          <TalentStatusChip status={talent.status} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {locationText(talent, translate)}
        </Typography>
        {talent.headline && <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{talent.headline}</Typography>}
        {talent.desiredJob && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {translate('talentSource.page.desiredJob')}: {talent.desiredJob}
          </Typography>
        )}
        {talent.skills.length > 0 && <SkillChips skills={talent.skills} />}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {talent.certificates.count
            ? `${translate('talentSource.page.certificates', { count: talent.certificates.count })} (${talent.certificates.schemes.join(', ')})`
            : translate('talentSource.page.noCertificates')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to={`${base}/talent-source/${talent.id}`} aria-describedby={headingId}>
          {translate('talentSource.page.open')}
        </Button>
      </CardActions>
    </Card>
  );
}

export function SkillChips({ skills }: { skills: readonly string[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('talentSource.page.skills')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {skills.map((skill) => (
        <li key={skill}>
          <Chip size="small" variant="outlined" label={skill} />
        </li>
      ))}
    </Box>
  );
}

interface RequestDialogProps {
  open: boolean;
  name: string;
  busy: boolean;
  error: string | null;
  onSend: (message: string, vacancyId: string) => void;
  onClose: () => void;
}

/** "Request data": a message and, optionally, one of the company's vacancies; Escape or Cancel closes it. */
export function RequestDialog({ open, name, busy, error, onSend, onClose }: RequestDialogProps) {
  const translate = useTranslate();
  const vacancies = useEmployerRead<EmployerVacancyPage>(`${VACANCY_BASE_PATH}?pageSize=50`, { enabled: open });
  const [message, setMessage] = useState('');
  const [vacancyId, setVacancyId] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setMissing(true);
    setMissing(false);
    onSend(message, vacancyId);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="talent-request-title" aria-describedby="talent-request-text" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="talent-request-title">{translate('talentSource.page.requestTitle', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="talent-request-text">{translate('talentSource.page.requestText')}</DialogContentText>
          <TextField
            id="talent-request-message"
            label={translate('talentSource.page.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            required
            multiline
            minRows={3}
            fullWidth
            margin="normal"
            error={missing}
            helperText={missing ? translate('talentSource.page.messageRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <TextField
            select
            id="talent-request-vacancy"
            label={translate('talentSource.page.vacancy')}
            value={vacancyId}
            onChange={(event) => setVacancyId(event.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{translate('talentSource.page.noVacancy')}</option>
            {(vacancies.data?.items ?? [])
              .filter((vacancy) => vacancy.status !== 'draft')
              .map((vacancy) => (
                <option key={vacancy.id} value={vacancy.id}>
                  {vacancy.title}
                </option>
              ))}
          </TextField>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('talentSource.page.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('talentSource.page.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
