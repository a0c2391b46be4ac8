import type { EventClickArg, EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import idLocale from '@fullcalendar/core/locales/id';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import EventIcon from '@mui/icons-material/Event';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import type { CalendarEventKind } from '@core/learning/calendar';
import type { CalendarEvent } from '@core/learning/calendar.contract';
import { CalendarFeedDialog } from './CalendarFeedDialog';
import { useMember } from './memberContext';
import { formatFullDay, formatTimeRange } from '@core/format/dates';

/** Each kind its colour (MUI palette names), so a month reads at a glance; the kind is also said in words. */
const KIND_COLOR: Record<CalendarEventKind, 'primary' | 'warning' | 'success'> = {
  session: 'primary',
  deadline: 'warning',
  certification: 'success',
};

/**
 * The caller's learning calendar (server/src/features/learning/calendar/memberRoutes.ts decides whose events):
 * FullCalendar's month, week and agenda (list) views, the list on a phone, an event's details on click (place,
 * online link, course, class, the trainees it concerns), and the .ics subscription. Events are read per visible
 * range, so moving a month asks for that month only.
 */
export function LearningCalendar() {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { gateway, locale } = useMember();
  const [chosen, setChosen] = useState<CalendarEvent | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const detailsTitleId = useId();

  const title = useCallback(
    (event: CalendarEvent) =>
      event.kind === 'deadline'
        ? translate('calendarForum.calendar.deadlineTitle', { course: event.title })
        : event.kind === 'certification'
          ? translate('calendarForum.calendar.certificationTitle', { scheme: event.title })
          : event.people.length > 0
            ? `${event.title} (${event.people.join(', ')})`
            : event.title,
    [translate],
  );

  const events = useCallback(
    (range: EventSourceFuncArg, success: (events: EventInput[]) => void, failure: (error: Error) => void) => {
      const query = new URLSearchParams({ from: range.start.toISOString(), to: range.end.toISOString() });
      gateway.main
        .get<Envelope<CalendarEvent[]>>(`/calendar?${query.toString()}`)
        .then(({ data }) => {
          setLoadError(null);
          success(
            data.map((event) => ({
              id: event.id,
              title: title(event),
              start: event.start,
              end: event.end,
              allDay: event.allDay,
              color: theme.palette[KIND_COLOR[event.kind]].main,
              // FullCalendar writes a block event's title in white; on MUI's orange (3.1:1) that is below WCAG AA's
              // 4.5:1, so such an event's title is dark. Seen when a course deadline falls in the month shown.
              textColor: getContrastRatio(theme.palette[KIND_COLOR[event.kind]].main, '#fff') >= 4.5 ? '#fff' : theme.palette.text.primary,
              extendedProps: { event },
            })),
          );
        })
        .catch((error: unknown) => {
          setLoadError(parseErrorMessage(error));
          failure(error instanceof Error ? error : new Error(String(error)));
        });
    },
    [gateway, theme, title],
  );

  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    setChosen(arg.event.extendedProps.event as CalendarEvent);
  };

  const when = (event: CalendarEvent) => {
    if (event.allDay) {
      const day = formatFullDay(event.start.slice(0, 10), locale);
      return `${day}, ${translate('calendarForum.calendar.details.allDay')}`;
    }
    return formatTimeRange(event.start, event.end, locale);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setFeedOpen(true)}>
          {translate('calendarForum.calendar.feed.subscribe')}
        </Button>
      </Stack>
      {loadError && <Alert severity="error">{`${translate('calendarForum.calendar.loadError')}: ${loadError}`}</Alert>}
      <Box
        sx={{
          '& .fc': { fontSize: { xs: '0.8rem', sm: '0.9rem' } },
          '& .fc-toolbar-title': { fontSize: { xs: '1rem', sm: '1.25rem' } },
          // FullCalendar fades the other months' day numbers to 30 % opacity, below WCAG's contrast; grey them instead.
          '& .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
        }}
      >
        <FullCalendar
          // A remount when the width class changes: initialView is read once.
          key={narrow ? 'list' : 'grid'}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
          initialView={narrow ? 'listMonth' : 'dayGridMonth'}
          locales={[idLocale]}
          locale={locale}
          headerToolbar={
            narrow
              ? { left: 'prev,next', center: 'title', right: 'listMonth,dayGridMonth' }
              : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' }
          }
          height="auto"
          // Accessibility (axe): the arrow icons have no accessible name, so the buttons show the locale's words.
          buttonIcons={false}
          fixedWeekCount={false}
          nowIndicator
          noEventsText={translate('calendarForum.calendar.empty')}
          events={events}
          eventClick={onClick}
        />
      </Box>
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} aria-labelledby={detailsTitleId} fullWidth maxWidth="sm">
        {chosen && (
          <>
            <DialogTitle id={detailsTitleId}>{title(chosen)}</DialogTitle>
            <DialogContent>
              <Table size="small" aria-label={translate(`calendarForum.calendar.kinds.${chosen.kind}`)}>
                <TableBody>
                  <Row label={translate(`calendarForum.calendar.kinds.${chosen.kind}`)} value={when(chosen)} />
                  {chosen.place && <Row label={translate('calendarForum.calendar.details.place')} value={chosen.place} />}
                  {chosen.onlineUrl && /^https?:\/\//i.test(chosen.onlineUrl) && (
                    <Row
                      label={translate('calendarForum.calendar.details.online')}
                      value={
                        <Link href={chosen.onlineUrl} target="_blank" rel="noopener noreferrer">
                          {translate('calendarForum.calendar.details.join')}
                        </Link>
                      }
                    />
                  )}
                  {chosen.courseTitle && <Row label={translate('calendarForum.calendar.details.course')} value={chosen.courseTitle} />}
                  {chosen.className && <Row label={translate('calendarForum.calendar.details.class')} value={chosen.className} />}
                  {chosen.people.length > 0 && <Row label={translate('calendarForum.calendar.details.people')} value={chosen.people.join(', ')} />}
                </TableBody>
              </Table>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setChosen(null)}>{translate('calendarForum.calendar.details.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%', verticalAlign: 'top' }}>
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
    </TableRow>
  );
}
