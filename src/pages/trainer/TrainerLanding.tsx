import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CourseFilterForm, CourseTable, PagingControls, ScheduleList, Section, StatsPanel } from './dashboardParts';
import {
  EMPTY_FILTER,
  filterQuery,
  TRAINER_BASE,
  useDashboardRead,
  type CalendarAnswer,
  type CourseFilter,
  type CourseStats,
  type LookupItem,
  type MyCourseItem,
  type Page,
} from './trainerApi';

/**
 * The Trainer's and Trainer Staff's landing page (/member): SPEC 7's calendar schedule (this month, 5 sessions), the
 * course stats with a chart, and my courses with SPEC 3's filter, each row opening dashboard/{classId}.
 */
export function TrainerLanding() {
  const translate = useTranslate();
  const [filter, setFilter] = useState<CourseFilter>(EMPTY_FILTER);
  const [pageIndex, setPageIndex] = useState(1);
  const calendar = useDashboardRead<CalendarAnswer>(`${TRAINER_BASE}/calendar-schedule`, { limit: 5 });
  const stats = useDashboardRead<CourseStats>(`${TRAINER_BASE}/list-course/aggregate`);
  const courses = useDashboardRead<{ items: LookupItem[] }>(`${TRAINER_BASE}/lookup/course`);
  const myCourses = useDashboardRead<Page<MyCourseItem>>(`${TRAINER_BASE}/my-course`, { ...filterQuery(filter), pageIndex, pageSize: 10 });
  return (
    <>
      <Section title={translate('trainerDashboard.schedule.title')} error={calendar.error}>
        <ScheduleList calendar={calendar.data} />
      </Section>
      <Section title={translate('trainerDashboard.stats.title')} error={stats.error}>
        <StatsPanel stats={stats.data} />
      </Section>
      <Section title={translate('trainerDashboard.courses.title')} error={myCourses.error}>
        <CourseFilterForm
          courses={courses.data?.items ?? []}
          onApply={(next) => {
            setFilter(next);
            setPageIndex(1);
          }}
        />
        <CourseTable page={myCourses.data} linked />
        <PagingControls page={myCourses.data} onPage={setPageIndex} />
      </Section>
    </>
  );
}
