import idLocale from '@fullcalendar/core/locales/id';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import type { ScheduleView } from '@core/certification/contract';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { calendarStart } from './certificationRules';

/**
 * The assessor's schedules as a month (FullCalendar, MIT:
 * docs/decisions/2026-11-24-certificate-documents-and-public-verification.md). A month grid has no room at 375 px, so a
 * phone gets the month as a list; both views stay a button away. English is FullCalendar's built-in locale.
 */
export default function ScheduleCalendar({ schedules }: { schedules: readonly ScheduleView[] }) {
  const format = useCertificationFormat();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Box sx={{ '& .fc': { fontSize: { xs: '0.8rem', sm: '0.9rem' } }, '& .fc-toolbar-title': { fontSize: { xs: '1rem', sm: '1.25rem' } } }}>
      <FullCalendar
        // A remount when the width class changes: initialView is read once.
        key={narrow ? 'list' : 'grid'}
        plugins={[dayGridPlugin, listPlugin]}
        initialView={narrow ? 'listMonth' : 'dayGridMonth'}
        locales={[idLocale]}
        locale={format.locale}
        headerToolbar={{ left: 'prev,next', center: 'title', right: narrow ? 'today' : 'today dayGridMonth,listMonth' }}
        height="auto"
        // Accessibility (axe): the arrow icons are role="img" without a name, so the buttons show the locale's words
        // instead; the neighbouring months' days are drawn at 30 % opacity, too faint to read, so they are not drawn.
        buttonIcons={false}
        showNonCurrentDates={false}
        fixedWeekCount={false}
        initialDate={calendarStart(schedules, new Date())}
        events={schedules.map((schedule) => ({
          id: schedule.id,
          title: `${format.text(schedule.scheme.title)} — ${schedule.testSite.name}`,
          start: schedule.startsAt,
          end: schedule.endsAt,
        }))}
      />
    </Box>
  );
}
