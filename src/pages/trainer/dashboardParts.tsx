import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  LinearProgress,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatLongDate, formatScheduleTime } from '@core/format/dates';
import { useMember } from '../../shared/memberContext';
import { EMPTY_FILTER, type CalendarAnswer, type CourseFilter, type CourseStats, type LookupItem, type MyCourseItem, type Page } from './trainerApi';
import { TableScroll } from '../../shared/TableScroll';

/** A card with a heading (h2) and its content, or the read's error. */
export function Section({
  title,
  error,
  children,
  action,
  page = false,
}: {
  title: string;
  error?: unknown;
  children: ReactNode;
  action?: ReactNode;
  /** The page's own section: its title is the page's one h1. */
  page?: boolean;
}) {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography component={page ? 'h1' : 'h2'} variant="h6">
            {title}
          </Typography>
          {action}
        </Stack>
        {error !== undefined && error !== null ? <Alert severity="error">{parseErrorMessage(error)}</Alert> : children}
      </CardContent>
    </Card>
  );
}

export function Pending() {
  const translate = useTranslate();
  return <CircularProgress size={24} sx={{ my: 2 }} aria-label={translate('ra.page.loading')} />;
}

/** SPEC 7's calendar schedule: the month's sessions, soonest first, with the way to the full calendar. */
export function ScheduleList({ calendar, calendarLink = true }: { calendar: CalendarAnswer | undefined; calendarLink?: boolean }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const base = useBasename();
  if (!calendar) return <Pending />;
  return (
    <>
      {calendar.items.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{translate('trainerDashboard.schedule.none')}</Typography>
      ) : (
        <List dense>
          {calendar.items.map((session) => (
            <ListItem key={session.id} disableGutters divider>
              <ListItemText
                primary={`${session.title} — ${session.courseName} (${session.className})`}
                secondary={`${formatScheduleTime(session.startsAt, locale)} · ${session.place ?? translate('trainerDashboard.schedule.online')}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('trainerDashboard.schedule.count', { shown: calendar.items.length, total: calendar.total })}
        </Typography>
        {calendarLink && (
          <Button component={Link} to={`${base}/dashboard/jadwal`} size="small">
            {translate('trainerDashboard.schedule.openCalendar')}
          </Button>
        )}
      </Stack>
    </>
  );
}

const STATES = ['finished', 'ongoing', 'upcoming', 'uncomply'] as const;

/** SPEC 3's course stats as figures and a bar chart (the figures are the chart's text alternative). */
export function StatsPanel({ stats }: { stats: CourseStats | undefined }) {
  const translate = useTranslate();
  if (!stats) return <Pending />;
  const labels = STATES.map((state) => translate(`trainerDashboard.stats.${state}`));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 2, alignItems: 'center' }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {translate('trainerDashboard.stats.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {stats.total}
        </Typography>
        {STATES.map((state, index) => (
          <Box key={state} sx={{ display: 'contents' }}>
            <Typography component="dt">
              {state === 'uncomply' ? (
                <Tooltip title={translate('trainerDashboard.stats.uncomplyHint')}>
                  <span>{labels[index]}</span>
                </Tooltip>
              ) : (
                labels[index]
              )}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {stats[state]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box
        role="img"
        aria-label={`${translate('trainerDashboard.stats.chartLabel')}: ${STATES.map((state, index) => `${labels[index]} ${stats[state]}`).join(', ')}`}
      >
        <BarChart
          height={220}
          xAxis={[{ scaleType: 'band', data: labels }]}
          series={[{ data: STATES.map((state) => stats[state]), label: translate('trainerDashboard.stats.chartLabel') }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}

/** SPEC 3's my-course filter: keyword, competency, start date and course. */
export function CourseFilterForm({ courses, onApply }: { courses: LookupItem[]; onApply: (filter: CourseFilter) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<CourseFilter>(EMPTY_FILTER);
  const set = (field: keyof CourseFilter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={translate('trainerDashboard.filter.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}
    >
      <TextField
        size="small"
        label={translate('trainerDashboard.filter.keyword')}
        value={draft.keyword}
        onChange={set('keyword')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        size="small"
        label={translate('trainerDashboard.filter.competency')}
        value={draft.competency}
        onChange={set('competency')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        size="small"
        type="date"
        label={translate('trainerDashboard.filter.startDate')}
        value={draft.startDate}
        onChange={set('startDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 200 }}
        label={translate('trainerDashboard.filter.course')}
        value={draft.courseId}
        onChange={set('courseId')}
      >
        <MenuItem value="">{translate('trainerDashboard.filter.allCourses')}</MenuItem>
        {courses.map((course) => (
          <MenuItem key={course.value} value={course.value}>
            {course.text}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {translate('trainerDashboard.filter.apply')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY_FILTER);
          onApply(EMPTY_FILTER);
        }}
      >
        {translate('trainerDashboard.filter.reset')}
      </Button>
    </Box>
  );
}

export function StateChip({ state }: { state: MyCourseItem['state'] }) {
  const translate = useTranslate();
  const color = state === 'ongoing' ? 'success' : state === 'upcoming' ? 'primary' : 'default';
  return <Chip size="small" color={color} label={translate(`trainerDashboard.stats.${state}`)} />;
}

/** SPEC 3's avgRating (0 before the first rating). */
export function RatingText({ avg }: { avg: number }) {
  const translate = useTranslate();
  return <>{avg ? translate('trainerDashboard.courses.ratingValue', { avg }) : translate('trainerDashboard.courses.noRating')}</>;
}

/** SPEC 3's my-course items; a trainer's rows open dashboard/{classId}. */
export function CourseTable({ page, linked, showTrainer }: { page: Page<MyCourseItem> | undefined; linked: boolean; showTrainer?: boolean }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const base = useBasename();
  if (!page) return <Pending />;
  if (!page.items.length) return <Typography sx={{ mt: 1 }}>{translate('trainerDashboard.courses.none')}</Typography>;
  return (
    <TableScroll>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('trainerDashboard.courses.course')}</TableCell>
            <TableCell>{translate('trainerDashboard.courses.competency')}</TableCell>
            <TableCell>{translate('trainerDashboard.courses.dates')}</TableCell>
            {showTrainer && <TableCell>{translate('trainerDashboard.courses.trainer')}</TableCell>}
            <TableCell align="right">{translate('trainerDashboard.courses.learners')}</TableCell>
            <TableCell>{translate('trainerDashboard.courses.rating')}</TableCell>
            <TableCell>{translate('trainerDashboard.courses.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {page.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {linked ? (
                  <MuiLink
                    component={Link}
                    to={`${base}/dashboard/${item.id}`}
                    aria-label={translate('trainerDashboard.courses.open', { name: `${item.courseName} (${item.className})` })}
                  >
                    {item.courseName}
                  </MuiLink>
                ) : (
                  item.courseName
                )}
                <Typography variant="body2" color="text.secondary">
                  {item.className}
                </Typography>
              </TableCell>
              <TableCell>{item.competencyName}</TableCell>
              <TableCell>
                {formatLongDate(item.startsOn, locale)} – {formatLongDate(item.endsOn, locale)}
              </TableCell>
              {showTrainer && <TableCell>{item.trainerName}</TableCell>}
              <TableCell align="right">{item.enrolledStudents}</TableCell>
              <TableCell>
                <RatingText avg={item.avgRating} />
              </TableCell>
              <TableCell>
                <StateChip state={item.state} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** Previous/next over a list's pages. */
export function PagingControls({ page, onPage }: { page: Page<unknown> | undefined; onPage: (pageIndex: number) => void }) {
  const translate = useTranslate();
  if (!page || page.total <= page.pageSize) return null;
  const pages = Math.ceil(page.total / page.pageSize);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <Button
        size="small"
        disabled={page.pageIndex <= 1}
        onClick={() => onPage(page.pageIndex - 1)}
        aria-label={translate('trainerDashboard.paging.previous')}
      >
        ‹
      </Button>
      <Typography variant="body2">{translate('trainerDashboard.paging.page', { page: page.pageIndex, pages })}</Typography>
      <Button
        size="small"
        disabled={page.pageIndex >= pages}
        onClick={() => onPage(page.pageIndex + 1)}
        aria-label={translate('trainerDashboard.paging.next')}
      >
        ›
      </Button>
    </Stack>
  );
}

/** A learner's progress as a bar with its figure. */
export function ProgressBar({ percent }: { percent: number }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ flex: 1 }}
        aria-label={translate('trainerDashboard.learners.progressLabel', { percent })}
      />
      <Typography variant="body2">{percent}%</Typography>
    </Stack>
  );
}
