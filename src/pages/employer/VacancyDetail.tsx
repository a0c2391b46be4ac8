import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Loading, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { EmployerVacancyView } from '@core/jobs/contract';
import { useEmployerRead } from './employerApi';
import { useJobFormat, VacancyStatusChip } from './parts';
import { locationText, salaryText } from '@core/jobs/vacancyText';
import { ScreeningTestEditor } from './ScreeningTestEditor';
import { VACANCY_BASE_PATH } from './vacancyRules';
import { formatNumber } from '@core/format/locale';

const COUNTERS = ['total', 'new', 'onProcess', 'passed', 'failed', 'hired', 'rejected', 'withdrawn'] as const;

/** /employer/job-vacancy/view/{id}: the vacancy, its applicants by state, and the way to its candidates. */
export function VacancyDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useJobFormat();
  const vacancy = useEmployerRead<EmployerVacancyView>(`${VACANCY_BASE_PATH}/${encodeURIComponent(id)}`);
  const back = (
    <Button component={Link} to={`${base}/job-vacancy`}>
      {translate('employerPages.view.back')}
    </Button>
  );
  if (vacancy.isPending) return <Loading />;
  if (vacancy.isError)
    return (
      <Stack spacing={2}>
        <Alert severity="error">{parseErrorMessage(vacancy.error) || translate('employerPages.form.notFound')}</Alert>
        <Box>{back}</Box>
      </Stack>
    );
  const v = vacancy.data;
  const salary = salaryText({ min: v.salaryMin, max: v.salaryMax }, translate);
  const facts: [string, string][] = [
    [translate('jobPages.location'), locationText(v, translate)],
    [translate('jobPages.type'), translate(`jobPages.employmentTypes.${v.employmentType}`)],
    [translate('jobPages.mode'), translate(`jobPages.workModes.${v.workMode}`)],
    [translate('jobPages.field'), translate(`jobPages.fields.${v.field}`)],
    [translate('jobPages.salary'), v.showSalary ? salary : `${salary} (${translate('employerPages.view.salaryHidden')})`],
    [translate('jobPages.quota'), formatNumber(v.quota, format.locale)],
    [translate('employerPages.grid.columns.posted'), v.publishedAt ? format.date(v.publishedAt) : translate('employerPages.grid.notPosted')],
    [translate('jobPages.closingDate'), v.closesAt ? format.date(v.closesAt) : translate('employerPages.grid.noClosing')],
  ];
  return (
    <Box component="article" aria-labelledby="vacancy-view-title" sx={{ maxWidth: 900 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="vacancy-view-title" component="h1" variant="h5">
          {v.title}
        </Typography>
        <VacancyStatusChip status={v.status} />
      </Stack>
      <Box
        component="dl"
        aria-label={translate('employerPages.view.facts')}
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
      <Box component="section" aria-labelledby="vacancy-counters-heading" sx={{ mb: 2 }}>
        <Typography id="vacancy-counters-heading" component="h2" variant="h6">
          {translate('employerPages.view.counters')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1, my: 1 }}>
          {COUNTERS.map((name) => (
            <Box key={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <Typography component="dt" variant="body2">
                {translate(`employerPages.view.counterNames.${name}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {formatNumber(v.counters[name], format.locale)}
              </Typography>
            </Box>
          ))}
        </Box>
        <Button component={Link} to={`${base}/candidate?vacancy=${encodeURIComponent(v.id)}`} variant="outlined">
          {translate('employerPages.view.candidates')}
        </Button>
      </Box>
      <Typography component="h2" variant="h6">
        {translate('jobPages.description')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{v.description || translate('jobPages.noDescription')}</Typography>
      <Typography component="h2" variant="h6">
        {translate('jobPages.requirements')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{v.requirements || translate('jobPages.noRequirements')}</Typography>
      <ScreeningTestEditor vacancyId={v.id} />
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={`${base}/job-vacancy/${v.id}`} variant="contained">
          {translate('employerPages.actions.edit')}
        </Button>
        {back}
      </Stack>
    </Box>
  );
}
