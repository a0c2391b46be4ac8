import { Box, Checkbox, FormControl, InputLabel, LinearProgress, ListItemText, MenuItem, Select } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { INITIAL_SELECTION, nextTrainerSelection, profileTrainerIdsOf, ALL_TRAINERS, type TrainerSelection } from '@core/learning/trainerSelection';
import { CourseFilterForm, CourseTable, PagingControls, ScheduleList, Section, StatsPanel } from './dashboardParts';
import { TeamProgress } from './TeamProgress';
import {
  EMPTY_FILTER,
  filterQuery,
  WATCHER_BASE,
  useDashboardRead,
  type CalendarAnswer,
  type CourseFilter,
  type CourseStats,
  type LookupItem,
  type MyCourseItem,
  type Page,
} from './trainerApi';

/** SPEC 4's trainer choice: 'All Trainer' (0) exclusive, the trainers who teach the caller's trainees. */
function TrainerPicker({ selection, onChange }: { selection: TrainerSelection; onChange: (next: TrainerSelection) => void }) {
  const translate = useTranslate();
  const labelId = useId();
  const trainers = useDashboardRead<{ items: LookupItem[] }>('/user-profile/lookup/profile-trainer', {}, undefined, 'cm');
  const options: LookupItem[] = [{ value: ALL_TRAINERS, text: translate('trainerDashboard.selection.all') }, ...(trainers.data?.items ?? [])];
  const nameOf = (value: string) => options.find((option) => option.value === value)?.text ?? value;
  return (
    <FormControl size="small" sx={{ minWidth: 260, maxWidth: '100%', mt: 2 }}>
      <InputLabel id={labelId}>{translate('trainerDashboard.selection.label')}</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={[...selection]}
        onChange={(event) =>
          onChange(nextTrainerSelection(selection, typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value))
        }
        // The label through Select itself, as the member app's other selects do: the input then takes the form
        // control's variant (react-admin's theme makes it 'filled'), the one the InputLabel positions itself for. A
        // forced OutlinedInput under a filled label put the label over the chosen trainers.
        label={translate('trainerDashboard.selection.label')}
        renderValue={(values) => values.map(nameOf).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox checked={selection.includes(option.value)} />
            <ListItemText primary={option.text} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * The Trainee SPV's and Trainee Manager's landing page (/member): the trainers who teach their people (SPEC 4's
 * selection), then SPEC 7's schedule, stats and courses loaded in that order (each read waits for the one before)
 * with a loading flag, and their team's courses, progress, quiz results and next sessions.
 */
export function SupervisorLanding() {
  const translate = useTranslate();
  const [selection, setSelection] = useState<TrainerSelection>(INITIAL_SELECTION);
  const [filter, setFilter] = useState<CourseFilter>(EMPTY_FILTER);
  const [pageIndex, setPageIndex] = useState(1);
  const scope = { profileTrainerIds: profileTrainerIdsOf(selection) };
  const calendar = useDashboardRead<CalendarAnswer>(`${WATCHER_BASE}/calendar-schedule`, { ...scope, limit: 5 });
  const stats = useDashboardRead<CourseStats>(`${WATCHER_BASE}/list-course/aggregate`, scope, { enabled: !calendar.isPending });
  const myCourses = useDashboardRead<Page<MyCourseItem>>(
    `${WATCHER_BASE}/my-course`,
    { ...scope, ...filterQuery(filter), pageIndex, pageSize: 10 },
    { enabled: !calendar.isPending && !stats.isPending },
  );
  const courseOptions = useDashboardRead<{ items: LookupItem[] }>(`${WATCHER_BASE}/lookup/course`, scope);
  const loading = calendar.isFetching || stats.isFetching || myCourses.isFetching || myCourses.isPending;
  return (
    <Box aria-busy={loading}>
      <TrainerPicker
        selection={selection}
        onChange={(next) => {
          setSelection(next);
          setPageIndex(1);
        }}
      />
      {loading && <LinearProgress sx={{ mt: 1 }} aria-label={translate('trainerDashboard.selection.loading')} />}
      <Section title={translate('trainerDashboard.schedule.title')} error={calendar.error}>
        <ScheduleList calendar={calendar.data} />
      </Section>
      <Section title={translate('trainerDashboard.stats.teamTitle')} error={stats.error}>
        <StatsPanel stats={stats.data} />
      </Section>
      <Section title={translate('trainerDashboard.courses.teamTitle')} error={myCourses.error}>
        <CourseFilterForm
          courses={courseOptions.data?.items ?? []}
          onApply={(next) => {
            setFilter(next);
            setPageIndex(1);
          }}
        />
        <CourseTable page={myCourses.data} linked={false} showTrainer />
        <PagingControls page={myCourses.data} onPage={setPageIndex} />
      </Section>
      <TeamProgress />
    </Box>
  );
}
