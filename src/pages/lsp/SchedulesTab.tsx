import { Link as MuiLink, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { ScheduleView } from '@core/certification/contract';
import { formatIdr } from '@core/format/currency';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { CatalogueTab } from './CatalogueTab';
import { ScheduleForm } from './ScheduleForm';

/** The LSP's schedules, newest first as the gateway sends them; a new one and each one's edit open the schedule form. */
export function SchedulesTab() {
  const translate = useTranslate();
  const base = useBasename();
  const format = useCertificationFormat();
  return (
    <CatalogueTab<ScheduleView>
      section="schedules"
      path="/jadwal-lsp/schedules"
      addLabel={translate('lspPages.schedules.new')}
      rowKey={(schedule) => schedule.id}
      editLabel={(schedule) =>
        translate('lspPages.schedules.editOf', { scheme: format.text(schedule.scheme.title), date: format.date(schedule.startsAt) })
      }
      form={(schedule, onClose) => <ScheduleForm schedule={schedule} onClose={onClose} />}
      columns={[
        {
          label: translate('lspPages.schedule.scheme'),
          sx: { minWidth: 180 },
          sortBy: (schedule) => format.text(schedule.scheme.title),
          cell: (schedule) => (
            <>
              <MuiLink component={Link} to={`${base}/jadwal-lsp/detail/${schedule.id}`}>
                {format.text(schedule.scheme.title)}
              </MuiLink>
              <Typography variant="body2" color="text.secondary">
                {schedule.scheme.code}
              </Typography>
            </>
          ),
        },
        {
          label: translate('lspPages.schedule.testSite'),
          sx: { minWidth: 140 },
          sortBy: (schedule) => schedule.testSite.name,
          cell: (schedule) => schedule.testSite.name,
        },
        {
          label: translate('lspPages.schedule.when'),
          sx: { minWidth: 160 },
          sortBy: (schedule) => schedule.startsAt,
          cell: (schedule) => format.period(schedule.startsAt, schedule.endsAt),
        },
        {
          label: translate('lspPages.schedule.registration'),
          sx: { minWidth: 160 },
          sortBy: (schedule) => schedule.registrationClosesAt,
          cell: (schedule) => `${format.date(schedule.registrationOpensAt)} – ${format.date(schedule.registrationClosesAt)}`,
        },
        {
          label: translate('lspPages.schedule.registered'),
          align: 'right',
          sortBy: (schedule) => schedule.registered,
          cell: (schedule) => `${schedule.registered} / ${schedule.quota}`,
        },
        {
          label: translate('lspPages.schedule.fee'),
          align: 'right',
          sortBy: (schedule) => schedule.fee,
          sx: { whiteSpace: 'nowrap' },
          cell: (schedule) => (schedule.fee > 0 ? formatIdr(schedule.fee) : translate('lspPages.schedule.free')),
        },
      ]}
    />
  );
}
