import { keepPreviousData } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { CourseDataTable, CourseFilterForm, Section } from './dashboardParts';
import { EMPTY_FILTER, filterQuery, TRAINER_BASE, useDashboardRead, type CourseFilter, type LookupItem, type MyCourseItem } from './trainerApi';

/** The data provider's paged `trainer-courses` (src/app/App.tsx): the gateway's my-course, 20 a page. */
const COURSES_RESOURCE = 'trainer-courses';

/**
 * /member/course-list: every class the trainer teaches, with SPEC 3's filter, each opening dashboard/{classId}; on
 * react-admin's list machinery (the gateway pages), the filter and page in the address.
 */
export function CourseListPage() {
  return (
    <MemberPage resource="course-list" title="trainerDashboard.courseList.title">
      {() => (
        <ListBase
          resource={COURSES_RESOURCE}
          // MemberPage has asked canAccess for the page already.
          disableAuthentication
          perPage={20}
          // The gateway orders classes by start date and takes no sort: react-admin's default `id` sends none.
          sort={{ field: 'id', order: 'DESC' }}
          queryOptions={{ onError: () => undefined, placeholderData: keepPreviousData }}
        >
          <CourseList />
        </ListBase>
      )}
    </MemberPage>
  );
}

function CourseList() {
  const translate = useTranslate();
  const courses = useDashboardRead<{ items: LookupItem[] }>(`${TRAINER_BASE}/lookup/course`);
  const { error, isPending, filterValues, setFilters } = useListContext<MyCourseItem>();
  const initial: CourseFilter = { ...EMPTY_FILTER, ...(filterValues as Partial<CourseFilter>) };
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Section page title={translate('trainerDashboard.courseList.title')} error={error}>
      <CourseFilterForm
        key={JSON.stringify(filterValues)}
        initial={initial}
        courses={courses.data?.items ?? []}
        onApply={(next) => setFilters(filterQuery(next), undefined, false)}
      />
      {!isPending && (
        <>
          <CourseDataTable
            linked
            empty={
              <Typography sx={{ mt: 1 }}>
                {translate('trainerDashboard.courses.none')}
                {filtered && ` ${translate('trainerDashboard.courses.noneFiltered')}`}
              </Typography>
            }
          />
          <Pagination rowsPerPageOptions={[10, 20, 50]} />
        </>
      )}
    </Section>
  );
}
