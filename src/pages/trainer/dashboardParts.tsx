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
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DataTable, ListContextProvider, ResourceContextProvider, useBasename, useList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatLongDate, formatScheduleTime } from '@core/format/dates';
import { useMember } from '../../shared/memberContext';
import { EMPTY_FILTER, type CalendarAnswer, type CourseFilter, type CourseStats, type LookupItem, type MyCourseItem, type Page } from './trainerApi';

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
export function CourseFilterForm({
  courses,
  onApply,
  initial = EMPTY_FILTER,
}: {
  courses: LookupItem[];
  onApply: (filter: CourseFilter) => void;
  /** The filter applied now (the course list's, from the address). */
  initial?: CourseFilter;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<CourseFilter>(initial);
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

const CourseCol = DataTable.Col<MyCourseItem>;

/**
 * SPEC 3's my-course items of one gateway page (the landing pages, which page with PagingControls) as react-admin's
 * DataTable; a trainer's rows open dashboard/{classId}.
 */
export function CourseTable({ page, linked, showTrainer }: { page: Page<MyCourseItem> | undefined; linked: boolean; showTrainer?: boolean }) {
  if (!page) return <Pending />;
  return <PageOfCourses items={page.items} linked={linked} showTrainer={showTrainer} />;
}

function PageOfCourses({ items, linked, showTrainer }: { items: MyCourseItem[]; linked: boolean; showTrainer?: boolean }) {
  // The gateway's page as it came: no sort or paging of its own (the gateway pages and sorts by start date).
  const list = useList<MyCourseItem>({ data: items, perPage: Math.max(items.length, 1) });
  // react-admin's DataTable wants a resource (its delete check asks, even when off): the landing page's classes.
  return (
    <ResourceContextProvider value="trainer-landing-classes">
      <ListContextProvider value={list}>
        <CourseDataTable linked={linked} showTrainer={showTrainer} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

/**
 * The courses of the list in context (a landing page's gateway page, or the course list's react-admin list). Its
 * columns do not sort: the gateway orders classes by start date and takes no sort, and a sort of one page would
 * mislead.
 */
export function CourseDataTable({ linked, showTrainer, empty }: { linked: boolean; showTrainer?: boolean; empty?: ReactNode }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const base = useBasename();
  const label = (key: string) => `trainerDashboard.courses.${key}`;
  return (
    <DataTable<MyCourseItem>
      rowClick={false}
      bulkActionButtons={false}
      empty={empty ?? <Typography sx={{ mt: 1 }}>{translate('trainerDashboard.courses.none')}</Typography>}
      sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <CourseCol
        label={label('course')}
        disableSort
        render={(item) => (
          <>
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
          </>
        )}
      />
      <CourseCol label={label('competency')} disableSort render={(item) => item.competencyName} />
      <CourseCol
        label={label('dates')}
        disableSort
        render={(item) => `${formatLongDate(item.startsOn, locale)} – ${formatLongDate(item.endsOn, locale)}`}
      />
      {showTrainer && <CourseCol label={label('trainer')} disableSort render={(item) => item.trainerName} />}
      <CourseCol label={label('learners')} disableSort align="right" render={(item) => item.enrolledStudents} />
      <CourseCol label={label('rating')} disableSort render={(item) => <RatingText avg={item.avgRating} />} />
      <CourseCol label={label('state')} disableSort render={(item) => <StateChip state={item.state} />} />
    </DataTable>
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
