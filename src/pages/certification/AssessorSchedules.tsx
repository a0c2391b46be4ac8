import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, useTranslate } from 'react-admin';
import type { ScheduleView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { MemberPage } from '../../shared/MemberPage';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { ScheduleFacts } from './ScheduleFacts';

/** FullCalendar is the largest part of the page: it loads after the list, in a chunk of its own. */
const ScheduleCalendar = lazy(() => import('./ScheduleCalendar'));

/**
 * The schedules an assessor is assigned to (a supervisor: every schedule of the LSPs they supervise), as a month
 * calendar and a list. The assessor reaches it at /member/jadwal-assessor, the assessor SPV at /member/jadwal.
 */
export function AssessorSchedules({ segment, title }: { segment: string; title: string }) {
  return (
    <MemberPage resource={segment} title={title}>
      {() => <SchedulesContent title={title} />}
    </MemberPage>
  );
}

function SchedulesContent({ title }: { title: string }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const { data, error, isError } = useCertificationRead<ScheduleView[]>('/list-sertifikasi/schedules');
  const upcoming = [...(data ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate(title)}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {data && (
          <Suspense fallback={<Loading />}>
            <ScheduleCalendar schedules={data} />
          </Suspense>
        )}
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
          {translate('certificationPages.assessor.scheduleList')}
        </Typography>
        {data?.length === 0 && <Typography>{translate('certificationPages.assessor.noSchedules')}</Typography>}
        <Stack spacing={2} sx={{ mt: 1 }}>
          {upcoming.map((schedule) => (
            <Card key={schedule.id} variant="outlined" component="article" aria-labelledby={`schedule-${schedule.id}`}>
              <CardContent>
                <Typography component="h3" variant="subtitle1" id={`schedule-${schedule.id}`}>
                  {format.text(schedule.scheme.title)}
                </Typography>
                <ScheduleFacts schedule={schedule} seats={false} />
                <Typography variant="body2">
                  {translate('certificationPages.assessor.registered', { count: schedule.registered, quota: schedule.quota })}
                  {schedule.assessors.length > 0 &&
                    ` · ${translate('certificationPages.assessor.assessors')}: ${schedule.assessors.map((person) => person.name).join(', ')}`}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
