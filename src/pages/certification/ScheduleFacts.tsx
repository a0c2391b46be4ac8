import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleView } from '@core/certification/contract';
import { formatIdr } from '@core/format/currency';
import { seatsLeft } from './certificationRules';
import { FactList } from './FactList';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';

/** The fee in rupiah, or "Gratis"/"Free". */
export function useFeeText() {
  const translate = useTranslate();
  return (fee: number) => (fee > 0 ? formatIdr(fee) : translate('certificationPages.schedule.free'));
}

/** A schedule's facts as a description list: LSP, TUK and its type, the days, the registration window, seats and fee. */
export function ScheduleFacts({ schedule, seats = true }: { schedule: ScheduleView; seats?: boolean }) {
  const translate = useTranslate();
  // The schedule's own LSP's zone: an asesi in Jakarta reads a Makassar assessment in WITA, as its letter says.
  const format = useCertificationFormat(schedule.lsp.timeZone);
  const feeText = useFeeText();
  const rows: [string, string][] = [
    [translate('certificationPages.schedule.lsp'), schedule.lsp.name],
    [
      translate('certificationPages.schedule.testSite'),
      `${schedule.testSite.name} (${translate(`certificationPages.siteTypes.${schedule.testSite.type}`)})`,
    ],
    [translate('certificationPages.schedule.when'), format.period(schedule.startsAt, schedule.endsAt)],
    [translate('certificationPages.schedule.registrationCloses'), format.dateTime(schedule.registrationClosesAt)],
    ...(seats ? ([[translate('certificationPages.schedule.seatsLeft'), `${seatsLeft(schedule)} / ${schedule.quota}`]] as [string, string][]) : []),
    [translate('certificationPages.schedule.fee'), feeText(schedule.fee)],
  ];
  return <FactList facts={rows} />;
}

/** A schedule under its scheme's title (the page's h1, or an h2 naming a card of a list) and number, then its facts. */
export function ScheduleSummary({ schedule, heading }: { schedule: ScheduleView; heading: 'h1' | 'h2' }) {
  const format = useCertificationFormat();
  return (
    <>
      <Typography component={heading} variant={heading === 'h1' ? 'h5' : 'h6'} id={`schedule-${schedule.id}`}>
        {format.text(schedule.scheme.title)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {schedule.scheme.code}
      </Typography>
      <ScheduleFacts schedule={schedule} />
    </>
  );
}
