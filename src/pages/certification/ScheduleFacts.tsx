import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleView } from '@core/certification/types';
import { formatIdr } from '@core/format/currency';
import { seatsLeft } from './certificationRules';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';

/** The fee in rupiah, or "Gratis"/"Free". */
export function useFeeText() {
  const translate = useTranslate();
  return (fee: number) => (fee > 0 ? formatIdr(fee) : translate('certificationPages.schedule.free'));
}

/** A schedule's facts as a description list: LSP, TUK and its type, the days, the registration window, seats and fee. */
export function ScheduleFacts({ schedule, seats = true }: { schedule: ScheduleView; seats?: boolean }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const feeText = useFeeText();
  const rows: [string, string][] = [
    [translate('certificationPages.schedule.lsp'), schedule.lsp.name],
    [
      translate('certificationPages.schedule.testSite'),
      `${schedule.testSite.name} (${translate(`certificationPages.siteTypes.${schedule.testSite.type}`)})`,
    ],
    [translate('certificationPages.schedule.when'), `${format.dateTime(schedule.startsAt)} – ${format.dateTime(schedule.endsAt)}`],
    [translate('certificationPages.schedule.registrationCloses'), format.dateTime(schedule.registrationClosesAt)],
    ...(seats ? ([[translate('certificationPages.schedule.seatsLeft'), `${seatsLeft(schedule)} / ${schedule.quota}`]] as [string, string][]) : []),
    [translate('certificationPages.schedule.fee'), feeText(schedule.fee)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, my: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
