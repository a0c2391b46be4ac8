import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { ScheduleView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatIdr } from '@core/format/currency';
import { CertificateBatchPanel } from './CertificateBatchPanel';
import { Facts } from './Facts';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { ScheduleForm } from './ScheduleForm';

/** The schedule's facts as the facts list shows them, shared by the detail and the participants' page. */
export function useScheduleFacts() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  return (schedule: ScheduleView) =>
    [
      [translate('lspPages.schedule.scheme'), `${schedule.scheme.code} · ${format.text(schedule.scheme.title)}`],
      [
        translate('lspPages.schedule.testSite'),
        `${schedule.testSite.name} (${translate(`lspPages.siteTypes.${schedule.testSite.type}`)}), ${schedule.testSite.address}`,
      ],
      [translate('lspPages.schedule.startsAt'), format.dateTime(schedule.startsAt)],
      [translate('lspPages.schedule.endsAt'), format.dateTime(schedule.endsAt)],
      [translate('lspPages.schedule.registrationOpensAt'), format.dateTime(schedule.registrationOpensAt)],
      [translate('lspPages.schedule.registrationClosesAt'), format.dateTime(schedule.registrationClosesAt)],
      [translate('lspPages.schedule.registered'), `${schedule.registered} / ${schedule.quota}`],
      [translate('lspPages.schedule.fee'), schedule.fee > 0 ? formatIdr(schedule.fee) : translate('lspPages.schedule.free')],
      [translate('lspPages.schedule.program'), schedule.programId ?? '—'],
      [translate('lspPages.schedule.assessors'), schedule.assessors.map((assessor) => assessor.name).join(', ') || '—'],
    ] as const;
}

/** /member/jadwal-lsp/detail/{id}: every field of the schedule, its edit, the way to its participants, its certificates' zip. */
export function ScheduleDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  const facts = useScheduleFacts();
  const { data: schedule, error, isError } = useCertificationRead<ScheduleView>(`/jadwal-lsp/schedules/${id}`);
  const [editing, setEditing] = useState(false);
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <CardContent>
        <Button component={Link} to={`${base}/jadwal-lsp`} sx={{ mb: 1 }}>
          {translate('lspPages.nav.workspace')}
        </Button>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {schedule && (
          <>
            <Typography component="h1" variant="h5">
              {format.text(schedule.scheme.title)}
            </Typography>
            <Typography color="text.secondary">{format.dateTime(schedule.startsAt)}</Typography>
            <Facts items={facts(schedule)} />
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <Button variant="contained" component={Link} to={`${base}/jadwal-lsp/detail/${schedule.id}/peserta`}>
                {translate('lspPages.nav.participantsCount', { count: schedule.registered })}
              </Button>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {translate('lspPages.schedules.edit')}
              </Button>
            </Stack>
            {editing && <ScheduleForm schedule={schedule} onClose={() => setEditing(false)} />}
            <CertificateBatchPanel scheduleId={schedule.id} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
