import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { PROFILE_LIMITS } from '@core/jobs/profile';
import type { JobProfileView } from '@core/jobs/profile.contract';
import { AddressPicker } from '../../shared/AddressPicker';
import { MemberPage } from '../../shared/MemberPage';
import { fieldErrorsOf } from '../../shared/submission';
import { useGatewayDownload } from '../../shared/useGatewayDownload';
import { DataRequestsPanel } from './DataRequestsPanel';
import { useJobFormat } from './parts';
import { PRINT_PATH, useJobProfile, useJobProfileWrites } from './profileApi';
import { draftOf, inputOf, type ProfileDraft } from './profileDraft';
import { CvFileSection, EarnedSection } from './profileFileParts';
import { EducationRows, ExperienceRows, LanguageRows, Section, SkillsField, type FieldErrors } from './profileParts';

/**
 * /job-seeker/job-profile: the job seeker's CV (GET/PUT /api/jp/job-seeker/job-profile). One form of sections (about
 * you, address, desired job, experience, education, languages, skills, the talent source opt-in), checked here with
 * the gateway's own rules (packages/core/src/jobs/profile.ts) before it is sent; the CV file, the printed CV and what the
 * platform adds (certificates, programs) beside it.
 */
export function JobProfilePage() {
  return (
    <MemberPage resource="job-profile" title="jobProfile.page.title">
      {() => <JobProfile />}
    </MemberPage>
  );
}

function JobProfile() {
  const translate = useTranslate();
  const { data, error, isError } = useJobProfile();
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (!data) return <Typography role="status">{translate('jobProfile.page.loading')}</Typography>;
  return <ProfileForm profile={data} />;
}

function ProfileForm({ profile }: { profile: JobProfileView }) {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useJobFormat();
  const id = useId();
  const { save } = useJobProfileWrites();
  const download = useGatewayDownload('jp');
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [printing, setPrinting] = useState(false);
  const set = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, errors: invalid } = inputOf(draft, new Date());
    if (Object.keys(invalid).length) {
      setErrors(Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, translate(key)])));
      setProblem(translate('jobProfile.page.invalid'));
      return;
    }
    setSaving(true);
    setErrors({});
    setProblem(null);
    try {
      const answer = await save(input);
      // The saved CV comes back normalised (skills once, texts trimmed): the form shows what was stored. Other
      // reads (after a file upload) leave the form alone, so nothing typed is lost.
      setDraft(draftOf(answer.data));
      notify(answer.message, { type: 'success' });
    } catch (failure) {
      setErrors(fieldErrorsOf(failure) ?? {});
      setProblem(parseErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  async function print() {
    setPrinting(true);
    try {
      await download(PRINT_PATH, 'CV.pdf');
    } catch (failure) {
      setProblem(parseErrorMessage(failure));
    } finally {
      setPrinting(false);
    }
  }

  const text = (field: 'headline' | 'summary' | 'phone' | 'desiredJob', max: number, extra: object = {}) => ({
    id: `${id}-${field}`,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: Boolean(errors[field]),
    helperText: errors[field],
    slotProps: { htmlInput: { maxLength: max } },
    fullWidth: true,
    ...extra,
  });

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h5">
          {translate('jobProfile.page.title')}
        </Typography>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void print()} loading={printing} loadingPosition="start">
          {translate('jobProfile.page.print')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('jobProfile.page.intro')}
        {profile.updatedAt && ` ${translate('jobProfile.page.lastSaved', { date: format.dateTime(profile.updatedAt) })}`}
      </Typography>

      <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={translate('jobProfile.page.title')}>
        <Section id={`${id}-personal`} title={translate('jobProfile.sections.personal')}>
          <Stack spacing={2}>
            <Typography>
              <strong>{profile.name}</strong>
              {profile.email && ` · ${profile.email}`}
            </Typography>
            <TextField
              label={translate('jobProfile.page.headline')}
              {...text('headline', PROFILE_LIMITS.headline, { helperText: errors.headline ?? translate('jobProfile.page.headlineHint') })}
            />
            <TextField label={translate('jobProfile.page.summary')} multiline minRows={3} {...text('summary', PROFILE_LIMITS.summary)} />
            <TextField
              label={translate('jobProfile.page.phone')}
              type="tel"
              autoComplete="tel"
              {...text('phone', PROFILE_LIMITS.phone)}
              sx={{ maxWidth: { sm: 320 } }}
            />
          </Stack>
        </Section>

        <Section id={`${id}-address`} title={translate('jobProfile.sections.address')}>
          <AddressPicker id={`${id}-address`} value={draft.address} onChange={(address) => set({ address })} />
          {['provinceCode', 'regencyCode', 'districtCode', 'villageCode', 'postalCode'].flatMap((field) =>
            errors[field]
              ? [
                  <Alert key={field} severity="error" sx={{ mt: 1 }}>
                    {errors[field]}
                  </Alert>,
                ]
              : [],
          )}
        </Section>

        <Section id={`${id}-desired`} title={translate('jobProfile.sections.desired')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label={translate('jobProfile.page.desiredJob')} {...text('desiredJob', PROFILE_LIMITS.desiredJob)} />
            <TextField
              id={`${id}-salary`}
              label={translate('jobProfile.page.desiredSalary')}
              value={draft.desiredSalary ?? ''}
              onChange={(event) => {
                const digits = event.target.value.replace(/\D/g, '').slice(0, 13);
                set({ desiredSalary: digits ? Number(digits) : null });
              }}
              error={Boolean(errors.desiredSalary)}
              // The amount as the locale writes money, beside the digits typed.
              helperText={
                errors.desiredSalary ?? (draft.desiredSalary !== null ? formatIdr(draft.desiredSalary) : translate('jobProfile.page.salaryHint'))
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
        </Section>

        <ExperienceRows value={draft.experience} onChange={(experience) => set({ experience })} errors={errors} />
        <EducationRows value={draft.education} onChange={(education) => set({ education })} errors={errors} />
        <LanguageRows value={draft.languages} onChange={(languages) => set({ languages })} errors={errors} />
        <SkillsField value={draft.skills} onChange={(skills) => set({ skills })} error={errors.skills} />

        <Section id={`${id}-offers`} title={translate('jobProfile.sections.offers')}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.openToOffers}
                onChange={(event) => set({ openToOffers: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': `${id}-offers-explain` } }}
              />
            }
            label={translate('jobProfile.offers.label')}
          />
          <Typography id={`${id}-offers-explain`} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('jobProfile.offers.explain')}
          </Typography>
        </Section>

        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        <Box sx={{ position: { sm: 'sticky' }, bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1, mb: 2 }}>
          <Button type="submit" variant="contained" size="large" loading={saving} fullWidth sx={{ maxWidth: { sm: 240 } }}>
            {translate('jobProfile.page.save')}
          </Button>
        </Box>
      </Box>

      <CvFileSection cv={profile.cv} />
      {/* The employers' requests for the contact data this CV hides from the talent source (the talent source's panel). */}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
        <DataRequestsPanel />
      </Paper>
      <EarnedSection profile={profile} />
    </Box>
  );
}
