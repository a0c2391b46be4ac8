import { Alert, Box, Card, CardActions, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as MuiLink } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import type { RegistrationView, ScheduleView } from '@core/certification/contract';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { RegistrationsTable } from './RegistrationsTable';
import { ScheduleSummary } from './ScheduleFacts';

const TABS = ['jadwal', 'pendaftaran'] as const;
type OverviewTab = (typeof TABS)[number];

/** /member/sertifikasi: the open schedules and my registrations, the tab kept in the URL (?tab=pendaftaran) so it can be linked and reloaded. */
export function AsesiOverview() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tab: OverviewTab = params.get('tab') === 'pendaftaran' ? 'pendaftaran' : 'jadwal';
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('menu.sertifikasi')}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, value: OverviewTab) => setParams(value === 'jadwal' ? {} : { tab: value })}
          aria-label={translate('certificationPages.tabs.label')}
          variant="fullWidth"
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`tab-${value}`}
              aria-controls={`panel-${value}`}
              label={translate(`certificationPages.tabs.${value}`)}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ pt: 2 }}>
          {tab === 'jadwal' ? <OpenSchedules /> : <MyRegistrations />}
        </Box>
      </CardContent>
    </Card>
  );
}

function OpenSchedules() {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<ScheduleView[]>('/sertifikasi/schedules');
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  if (data?.length === 0) return <Typography>{translate('certificationPages.schedule.none')}</Typography>;
  return (
    <Stack spacing={2}>
      {data?.map((schedule) => (
        <Card key={schedule.id} variant="outlined" component="article" aria-labelledby={`schedule-${schedule.id}`}>
          <CardContent sx={{ pb: 0 }}>
            <ScheduleSummary schedule={schedule} heading="h2" />
          </CardContent>
          <CardActions>
            <MuiLink component={Link} to={`${base}/sertifikasi/detail/${schedule.id}`}>
              {translate('certificationPages.schedule.details', { scheme: format.text(schedule.scheme.title) })}
            </MuiLink>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

function MyRegistrations() {
  const base = useBasename();
  const { data, error, isError } = useCertificationRead<RegistrationView[]>('/sertifikasi/registrations');
  if (isError) return <Alert severity="error">{parseErrorMessage(error)}</Alert>;
  return (
    <RegistrationsTable
      registrations={data}
      linkOf={(id) => `${base}/sertifikasi/registrasi/${id}`}
      none="certificationPages.registration.none"
      noneHelp="certificationPages.registration.emptyHelp"
    />
  );
}
