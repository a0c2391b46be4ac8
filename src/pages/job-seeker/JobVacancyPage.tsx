import { resultCount } from '@core/jobs/resultCount';
import { locationText, salaryText } from '@core/jobs/vacancyText';
import { Alert, Box, Button, Card, CardContent, Chip, Link as MuiLink, Pagination, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { GatewayError, parseErrorMessage } from '@core/errors/parseError';
import {
  EMPLOYMENT_TYPES,
  JOB_FIELDS,
  POSTED_WITHIN_DAYS,
  queryFromFilters,
  VACANCY_SORTS,
  WORK_MODES,
  type VacancyFilters,
} from '@core/jobs/search';
import type { ApplicationView, VacancySearchPage, VacancyView } from '@core/jobs/contract';
import { fetchLocationLookup } from '@client/locations/api';
import { lookupPath } from '@core/locations/areas';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { APPLICATIONS_PATH, useJpPost, useJpRead, useMyApplications } from './jobSeekerApi';
import { applicationFor, appliedVacancyIds, filtersFromForm, pageCount, searchFiltersOf, searchPath, VACANCY_PARAM } from './jobSeekerRules';
import { CvLink, HiringStatusChip, useJobFormat } from './parts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

/**
 * /job-seeker/job-vacancy: the vacancy search (the public search's filters, kept in the address so a search can be
 * reloaded and shared) and, with ?vacancy={id} (where the public vacancy page's Apply link lands), one vacancy and
 * applying for it (SPEC 5's rule is the gateway's: a 403 or 409 shows its translated message).
 */
export function JobVacancyPage() {
  const [params] = useSearchParams();
  const vacancyId = params.get(VACANCY_PARAM);
  return (
    <MemberPage resource="job-vacancy" title="menu.jobVacancy">
      {() => (vacancyId ? <VacancyDetail id={vacancyId} /> : <VacancySearch />)}
    </MemberPage>
  );
}

function VacancySearch() {
  const translate = useTranslate();
  const { locale } = useMember();
  const [params, setParams] = useSearchParams();
  const filters = searchFiltersOf(params);
  const page = useJpRead<VacancySearchPage>(searchPath(filters), { placeholderData: keepPreviousData });
  const { data: applications } = useMyApplications();
  const applied = appliedVacancyIds(applications);
  const search = (next: Partial<VacancyFilters>) => setParams(new URLSearchParams(queryFromFilters(next)));
  const pages = page.data ? pageCount(page.data.total, page.data.pageSize) : 1;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('jobSeekerPages.search.title')}
        </Typography>
        <SearchForm key={params.toString()} filters={filters} onSearch={search} />
        <Box component="section" aria-labelledby="results-heading" sx={{ mt: 3 }}>
          <Typography id="results-heading" component="h2" variant="h6">
            {translate('jobSeekerPages.search.resultsLabel')}
          </Typography>
          {page.isError ? (
            <Alert severity="error">{parseErrorMessage(page.error)}</Alert>
          ) : !page.data ? (
            <Typography role="status">{translate('jobSeekerPages.search.loading')}</Typography>
          ) : (
            <>
              <Typography role="status" variant="body2" sx={{ mb: 2 }}>
                {translate(resultCount(page.data, locale).key, resultCount(page.data, locale).params)}
              </Typography>
              {page.data.items.length === 0 ? (
                <Alert severity="info">
                  {translate(page.data.total > 0 ? 'jobPages.pageBeyond' : 'jobPages.empty')}{' '}
                  {page.data.total === 0 && translate('jobPages.emptyHint')}
                </Alert>
              ) : (
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {page.data.items.map((vacancy) => (
                    <li key={vacancy.id}>
                      <VacancyCard vacancy={vacancy} applied={applied.has(vacancy.id)} filters={params} />
                    </li>
                  ))}
                </Stack>
              )}
              {pages > 1 && (
                <Box
                  component="nav"
                  aria-label={translate('jobSeekerPages.search.pagination')}
                  sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                >
                  <Pagination count={pages} page={filters.pageIndex} onChange={(_event, pageIndex) => search({ ...filters, pageIndex })} />
                </Box>
              )}
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

const FORM_ID = 'vacancy-search';

interface SearchFormProps {
  filters: VacancyFilters;
  onSearch: (filters: Partial<VacancyFilters>) => void;
}

/** The filters as one form: Enter in any field or the Search button runs it; a new search starts at page one. */
function SearchForm({ filters, onSearch }: SearchFormProps) {
  const translate = useTranslate();
  const [form, setForm] = useState<Record<string, string>>({
    keyword: filters.keyword ?? '',
    province: filters.province ?? '',
    regency: filters.regency ?? '',
    employmentType: filters.employmentType ?? '',
    workMode: filters.workMode ?? '',
    field: filters.field ?? '',
    salaryMin: filters.salaryMin === undefined ? '' : String(filters.salaryMin),
    salaryMax: filters.salaryMax === undefined ? '' : String(filters.salaryMax),
    postedWithinDays: filters.postedWithinDays === undefined ? '' : String(filters.postedWithinDays),
    sort: filters.sort ?? '',
  });
  const set = (name: string) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value, ...(name === 'province' ? { regency: '' } : {}) }));
  const provinces = useGatewayQuery(['md', lookupPath('province')], (gateway) => fetchLocationLookup(gateway, 'province'), { staleTime: Infinity });
  const regencies = useGatewayQuery(
    ['md', lookupPath('regency', form.province)],
    (gateway) => fetchLocationLookup(gateway, 'regency', form.province),
    {
      enabled: form.province !== '',
      staleTime: Infinity,
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filtersFromForm(form, filters.pageSize));
  };
  const select = (name: string, label: string, options: { value: string; label: string }[], disabled = false, helperText?: string) => (
    <TextField
      select
      id={`${FORM_ID}-${name}`}
      label={label}
      value={form[name] ?? ''}
      onChange={set(name)}
      size="small"
      disabled={disabled}
      helperText={helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box component="form" role="search" aria-label={translate('jobSeekerPages.search.filtersLabel')} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <TextField
          id={`${FORM_ID}-keyword`}
          label={translate('jobPages.keyword')}
          helperText={translate('jobPages.keywordHint')}
          value={form.keyword ?? ''}
          onChange={set('keyword')}
          size="small"
          type="search"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        {select('province', translate('jobPages.province'), [
          { value: '', label: translate('jobPages.anyProvince') },
          ...(provinces.data ?? []).map((item) => ({ value: item.value, label: item.text })),
        ])}
        {select(
          'regency',
          translate('jobPages.regency'),
          [
            { value: '', label: translate('jobPages.anyRegency') },
            ...(form.province ? (regencies.data ?? []) : []).map((item) => ({ value: item.value, label: item.text })),
          ],
          form.province === '',
        )}
        {select('employmentType', translate('jobPages.employmentType'), [
          { value: '', label: translate('jobPages.anyEmploymentType') },
          ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: translate(`jobPages.employmentTypes.${type}`) })),
        ])}
        {select('workMode', translate('jobPages.workMode'), [
          { value: '', label: translate('jobPages.anyWorkMode') },
          ...WORK_MODES.map((mode) => ({ value: mode, label: translate(`jobPages.workModes.${mode}`) })),
        ])}
        {select('field', translate('jobPages.field'), [
          { value: '', label: translate('jobPages.anyField') },
          ...JOB_FIELDS.map((field) => ({ value: field, label: translate(`jobPages.fields.${field}`) })),
        ])}
        {(['salaryMin', 'salaryMax'] as const).map((name) => (
          <TextField
            key={name}
            id={`${FORM_ID}-${name}`}
            label={translate(`jobPages.${name}`)}
            value={form[name] ?? ''}
            onChange={set(name)}
            size="small"
            type="number"
            slotProps={{ htmlInput: { min: 0, step: 100_000, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
          />
        ))}
        {select('postedWithinDays', translate('jobPages.postedWithin'), [
          { value: '', label: translate('jobPages.anyTime') },
          ...POSTED_WITHIN_DAYS.map((days) => ({
            value: String(days),
            label: days === 1 ? translate('jobPages.postedToday') : translate('jobPages.postedWithinDays', { days }),
          })),
        ])}
        {select('sort', translate('jobPages.sort'), [
          { value: '', label: translate(form.keyword?.trim() ? 'jobPages.sorts.relevance' : 'jobPages.sorts.newest') },
          ...VACANCY_SORTS.map((sort) => ({ value: sort, label: translate(`jobPages.sorts.${sort}`) })),
        ])}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          {translate('jobPages.submit')}
        </Button>
        <Button type="button" onClick={() => onSearch({})}>
          {translate('jobPages.reset')}
        </Button>
      </Stack>
    </Box>
  );
}

/** The address of one vacancy on this page: the search's filters kept, so "Back" returns to the same results. */
function vacancyLink(base: string, filters: URLSearchParams, id: string) {
  const params = new URLSearchParams(filters);
  params.set(VACANCY_PARAM, id);
  return `${base}/job-vacancy?${params.toString()}`;
}

function VacancyCard({ vacancy, applied, filters }: { vacancy: VacancyView; applied: boolean; filters: URLSearchParams }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const posted = vacancy.publishedAt ?? vacancy.createdAt;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`vacancy-${vacancy.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id={`vacancy-${vacancy.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <MuiLink component={Link} to={vacancyLink(base, filters, vacancy.id)}>
              {vacancy.title}
            </MuiLink>
          </Typography>
          {applied && <Chip size="small" color="primary" variant="outlined" label={translate('jobSeekerPages.search.already')} />}
        </Stack>
        <Typography variant="body2">{vacancy.company.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            locationText(vacancy, translate),
            translate(`jobPages.employmentTypes.${vacancy.employmentType}`),
            translate(`jobPages.workModes.${vacancy.workMode}`),
          ].join(' · ')}
        </Typography>
        <Typography variant="body2">{salaryText(vacancy.salary, translate)}</Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={posted}>{translate('jobPages.postedOn', { date: format.date(posted) })}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}

function VacancyDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const [params] = useSearchParams();
  const { data: vacancy, error, isError } = useJpRead<VacancyView>(`/job-vacancy/${encodeURIComponent(id)}`, { retry: false });
  const { data: applications } = useMyApplications();
  const [sent, setSent] = useState(false);
  const back = new URLSearchParams(params);
  back.delete(VACANCY_PARAM);
  const backLink = (
    <Button component={Link} to={`${base}/job-vacancy${back.size ? `?${back.toString()}` : ''}`} sx={{ mt: 2 }}>
      {translate('jobSeekerPages.vacancy.back')}
    </Button>
  );
  if (isError) {
    const notFound = error instanceof GatewayError && (error.status === 404 || error.status === 400);
    return (
      <Box sx={{ mt: 2 }}>
        <Alert severity="error">{notFound ? translate('jobSeekerPages.vacancy.notFound') : parseErrorMessage(error)}</Alert>
        {backLink}
      </Box>
    );
  }
  if (!vacancy) return null;
  const mine = applicationFor(applications, vacancy.id);
  const facts: [string, string][] = [
    [translate('jobPages.company'), vacancy.company.name],
    [translate('jobPages.location'), locationText(vacancy, translate)],
    [translate('jobPages.type'), translate(`jobPages.employmentTypes.${vacancy.employmentType}`)],
    [translate('jobPages.mode'), translate(`jobPages.workModes.${vacancy.workMode}`)],
    [translate('jobPages.field'), translate(`jobPages.fields.${vacancy.field}`)],
    [translate('jobPages.salary'), salaryText(vacancy.salary, translate)],
    [translate('jobPages.quota'), String(vacancy.quota)],
    [translate('jobPages.closingDate'), vacancy.closesAt ? format.date(vacancy.closesAt) : translate('jobPages.noClosingDate')],
    [translate('jobPages.postedDate'), format.date(vacancy.publishedAt ?? vacancy.createdAt)],
  ];
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }} component="article" aria-labelledby="vacancy-title">
      <CardContent>
        <Typography id="vacancy-title" component="h1" variant="h5">
          {vacancy.title}
        </Typography>
        <Typography variant="subtitle1" gutterBottom>
          {vacancy.company.name}
        </Typography>
        <Box
          component="dl"
          aria-label={translate('jobSeekerPages.vacancy.facts')}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, my: 2 }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography component="h2" variant="h6">
          {translate('jobPages.description')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{vacancy.description || translate('jobPages.noDescription')}</Typography>
        <Typography component="h2" variant="h6">
          {translate('jobPages.requirements')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{vacancy.requirements || translate('jobPages.noRequirements')}</Typography>
        <Box component="section" aria-labelledby="apply-heading">
          <Typography id="apply-heading" component="h2" variant="h6" gutterBottom>
            {translate('jobSeekerPages.apply.title')}
          </Typography>
          {mine ? (
            <AlreadyApplied application={mine} sent={sent} />
          ) : !vacancy.open ? (
            <Alert severity="info">{translate(vacancy.expired ? 'jobPages.expired' : 'jobPages.closed')}</Alert>
          ) : (
            <ApplyForm vacancy={vacancy} onApplied={() => setSent(true)} />
          )}
        </Box>
        {backLink}
      </CardContent>
    </Card>
  );
}

function AlreadyApplied({ application, sent }: { application: ApplicationView; sent: boolean }) {
  const translate = useTranslate();
  const base = useBasename();
  return (
    <Alert severity={sent ? 'success' : 'info'} role="status">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>
          {translate(
            sent ? 'jobSeekerPages.apply.done' : application.withdrawn ? 'jobSeekerPages.apply.alreadyWithdrawn' : 'jobSeekerPages.apply.already',
          )}
        </span>
        <HiringStatusChip state={application.status.state} />
        <MuiLink component={Link} to={`${base}/job-applied/${application.id}`}>
          {translate('jobSeekerPages.apply.seeApplication')}
        </MuiLink>
      </Stack>
    </Alert>
  );
}

function ApplyForm({ vacancy, onApplied }: { vacancy: VacancyView; onApplied: () => void }) {
  const translate = useTranslate();
  const post = useJpPost();
  const [coverNote, setCoverNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function apply() {
    setSending(true);
    setFailure(null);
    try {
      // The list read again afterwards (useJpPost) turns this form into the "already applied" note with its link.
      await post<ApplicationView>(APPLICATIONS_PATH, { vacancyId: vacancy.id, ...(coverNote.trim() ? { coverNote: coverNote.trim() } : {}) });
      onApplied();
    } catch (error) {
      // A 409 (already applied, closed) or 403 (e-mail not confirmed) carries the gateway's translated message.
      setFailure(parseErrorMessage(error));
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <Typography variant="body2">
        {translate('jobSeekerPages.cv.applyHint')} <CvLink />
      </Typography>
      <TextField
        id="apply-cover-note"
        label={translate('jobSeekerPages.apply.coverNote')}
        helperText={translate('jobSeekerPages.apply.coverNoteHint')}
        value={coverNote}
        onChange={(event) => setCoverNote(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <div>
        <Button type="submit" variant="contained" disabled={sending}>
          {translate(sending ? 'jobSeekerPages.apply.sending' : 'jobSeekerPages.apply.submit')}
        </Button>
      </div>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        id="apply-confirm"
        title={translate('jobSeekerPages.apply.confirmTitle')}
        text={translate('jobSeekerPages.apply.confirmText', { title: vacancy.title, company: vacancy.company.name })}
        confirm={translate('jobSeekerPages.apply.confirm')}
        busy={sending}
        onConfirm={() => void apply()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
