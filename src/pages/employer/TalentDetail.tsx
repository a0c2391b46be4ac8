import { Alert, Box, Button, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Loading, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { canRequest } from '@core/jobs/talent';
import type { TalentEntry, TalentView } from '@core/jobs/talent.contract';
import { locationText } from '@core/jobs/vacancyText';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { useJobFormat } from './parts';
import { useSubmission } from '../../shared/submission';
import { RequestDialog, SkillChips, TalentStatusChip } from './talentParts';
import { requestBody, TALENT_BASE_PATH } from './talentRules';

/** /employer/talent-source/{id}: the profile (censored until approved), the request's state, and "Request data". */
export function TalentDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const talent = useEmployerRead<TalentView>(`${TALENT_BASE_PATH}/${id}`);
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const [asking, setAsking] = useState(false);

  if (talent.isPending) return <Loading />;
  if (talent.isError) return <Alert severity="error">{parseErrorMessage(talent.error)}</Alert>;
  const view = talent.data;
  const { request } = view;
  const mayRequest = canRequest(request && { status: request.status, decidedAt: request.decidedAt }).ok;

  async function send(message: string, vacancyId: string) {
    if (await sending.run(() => write('post', `${TALENT_BASE_PATH}/${id}/request`, requestBody(message, vacancyId)))) setAsking(false);
  }

  return (
    <Box component="article" aria-labelledby="talent-name">
      <MuiLink component={Link} to={`${base}/talent-source`}>
        {translate('talentSource.page.back')}
      </MuiLink>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, my: 2 }}>
        <Typography id="talent-name" component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {view.name}
        </Typography>
        <TalentStatusChip status={view.status} />
      </Stack>
      {view.censored && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('talentSource.page.censored')}
        </Alert>
      )}
      {request && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('talentSource.page.requestedOn', { date: format.date(request.createdAt) })}
          {request.decidedAt && ` · ${translate('talentSource.page.decidedOn', { date: format.date(request.decidedAt) })}`}
          {view.requestAgainAt && ` · ${translate('talentSource.page.requestAgainAt', { date: format.date(view.requestAgainAt) })}`}
        </Typography>
      )}
      {mayRequest && (
        <Button variant="contained" onClick={() => setAsking(true)} sx={{ mb: 2 }}>
          {translate('talentSource.page.requestData')}
        </Button>
      )}
      {view.contact && (
        <Section title={translate('talentSource.page.contact')}>
          <Fact label={translate('talentSource.page.email')}>
            <MuiLink href={`mailto:${view.contact.email}`}>{view.contact.email}</MuiLink>
          </Fact>
          <Fact label={translate('talentSource.page.phone')}>{view.contact.phone ?? translate('talentSource.page.notStated')}</Fact>
          <Fact label={translate('talentSource.page.address')}>{view.contact.address ?? translate('talentSource.page.notStated')}</Fact>
          {view.contact.hasCv && <Typography variant="body2">{translate('talentSource.page.cvUploaded')}</Typography>}
        </Section>
      )}
      <Section title={translate('talentSource.page.headline')}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{view.headline || translate('talentSource.page.notStated')}</Typography>
        {view.summary && <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{view.summary}</Typography>}
        <Fact label={translate('talentSource.page.location')}>{locationText(view, translate)}</Fact>
        <Fact label={translate('talentSource.page.desiredJob')}>{view.desiredJob || translate('talentSource.page.notStated')}</Fact>
        <Fact label={translate('talentSource.page.desiredSalary')}>
          {view.desiredSalary === null
            ? translate('talentSource.page.notStated')
            : translate('talentSource.page.perMonth', { amount: formatIdr(view.desiredSalary) })}
        </Fact>
        {view.skills.length > 0 && <SkillChips skills={view.skills} />}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {view.certificates.count
            ? `${translate('talentSource.page.certificates', { count: view.certificates.count })} (${view.certificates.schemes.join(', ')})`
            : translate('talentSource.page.noCertificates')}
        </Typography>
      </Section>
      <Entries title={translate('talentSource.page.experience')} entries={view.experience} />
      <Entries title={translate('talentSource.page.education')} entries={view.education} />
      {view.languages.length > 0 && (
        <Section title={translate('talentSource.page.languages')}>
          <Typography>{view.languages.join(', ')}</Typography>
        </Section>
      )}
      <RequestDialog
        open={asking}
        name={view.name}
        busy={sending.pending}
        error={sending.error}
        onSend={(message, vacancyId) => void send(message, vacancyId)}
        onClose={() => {
          sending.reset();
          setAsking(false);
        }}
      />
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `talent-section-${title.replace(/\W+/gu, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <Divider sx={{ mb: 1 }} />
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** Education or experience lines: title, the school or employer when shown, the period. */
function Entries({ title, entries }: { title: string; entries: readonly TalentEntry[] }) {
  const translate = useTranslate();
  if (!entries.length) return null;
  return (
    <Section title={title}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry, index) => (
          <li key={index}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{entry.title || translate('talentSource.page.notStated')}</Typography>
            {entry.organisation && <Typography variant="body2">{entry.organisation}</Typography>}
            {(entry.from || entry.to) && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {entry.from ?? '?'} – {entry.to ?? translate('talentSource.page.present')}
              </Typography>
            )}
            {entry.description && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {entry.description}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </Section>
  );
}
