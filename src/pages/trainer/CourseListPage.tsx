import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { CourseFilterForm, CourseTable, PagingControls, Section } from './dashboardParts';
import {
  EMPTY_FILTER,
  filterQuery,
  TRAINER_BASE,
  useDashboardRead,
  type CourseFilter,
  type LookupItem,
  type MyCourseItem,
  type Page,
} from './trainerApi';

/** /member/course-list: every class the trainer teaches, with SPEC 3's filter, each opening dashboard/{classId}. */
export function CourseListPage() {
  const translate = useTranslate();
  const [filter, setFilter] = useState<CourseFilter>(EMPTY_FILTER);
  const [pageIndex, setPageIndex] = useState(1);
  const courses = useDashboardRead<{ items: LookupItem[] }>(`${TRAINER_BASE}/lookup/course`);
  const page = useDashboardRead<Page<MyCourseItem>>(`${TRAINER_BASE}/my-course`, { ...filterQuery(filter), pageIndex, pageSize: 20 });
  return (
    <MemberPage resource="course-list" title="trainerDashboard.courseList.title">
      {() => (
        <Section page title={translate('trainerDashboard.courseList.title')} error={page.error}>
          <CourseFilterForm
            courses={courses.data?.items ?? []}
            onApply={(next) => {
              setFilter(next);
              setPageIndex(1);
            }}
          />
          <CourseTable page={page.data} linked />
          <PagingControls page={page.data} onPage={setPageIndex} />
        </Section>
      )}
    </MemberPage>
  );
}
