import { Alert, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { formatLongDate, formatScheduleTime } from '@core/format/dates';
import { useMember } from '../../shared/memberContext';
import { PagingControls, Pending, ProgressBar } from './dashboardParts';
import { useDashboardRead, type LearnerRow, type Page } from './trainerApi';
import { TableScroll } from '../../shared/TableScroll';

export type LearnerColumns = 'progress' | 'certificates';

/**
 * The learners of one class (dashboard/{classId}/enrolled, trainee-result) or of all the trainer's classes (enrolled,
 * certification-list), searchable by name or e-mail, a page at a time.
 */
export function LearnersTable({ path, columns = 'progress', showCourse = false }: { path: string; columns?: LearnerColumns; showCourse?: boolean }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const learners = useDashboardRead<Page<LearnerRow>>(path, { keyword: search || undefined, pageIndex, pageSize: 20 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(keyword.trim());
    setPageIndex(1);
  };
  return (
    <>
      <form onSubmit={submit} role="search">
        <TextField
          size="small"
          type="search"
          sx={{ my: 1, minWidth: 260 }}
          label={translate('trainerDashboard.learners.search')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </form>
      {learners.isError ? (
        <Alert severity="error">{parseErrorMessage(learners.error)}</Alert>
      ) : !learners.data ? (
        <Pending />
      ) : learners.data.items.length === 0 ? (
        <Typography sx={{ mt: 1 }}>
          {translate(columns === 'certificates' ? 'trainerDashboard.certificates.none' : 'trainerDashboard.learners.none')}
        </Typography>
      ) : (
        <TableScroll>
          <Table
            size="small"
            aria-label={translate(columns === 'certificates' ? 'trainerDashboard.certificates.title' : 'trainerDashboard.learners.title')}
          >
            <TableHead>
              <TableRow>
                <TableCell>{translate('trainerDashboard.learners.name')}</TableCell>
                <TableCell>{translate('trainerDashboard.learners.email')}</TableCell>
                {showCourse && <TableCell>{translate('trainerDashboard.learners.course')}</TableCell>}
                {columns === 'progress' ? (
                  <>
                    <TableCell>{translate('trainerDashboard.learners.progress')}</TableCell>
                    <TableCell>{translate('trainerDashboard.learners.completed')}</TableCell>
                    <TableCell>{translate('trainerDashboard.learners.lastActivity')}</TableCell>
                  </>
                ) : (
                  <>
                    <TableCell>{translate('trainerDashboard.certificates.number')}</TableCell>
                    <TableCell>{translate('trainerDashboard.certificates.completedAt')}</TableCell>
                  </>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {learners.data.items.map((learner) => (
                <TableRow key={learner.id}>
                  <TableCell>{learner.name}</TableCell>
                  <TableCell>{learner.email}</TableCell>
                  {showCourse && (
                    <TableCell>
                      {learner.courseName}
                      <Typography variant="body2" color="text.secondary">
                        {learner.className}
                      </Typography>
                    </TableCell>
                  )}
                  {columns === 'progress' ? (
                    <>
                      <TableCell>
                        <ProgressBar percent={learner.progress} />
                      </TableCell>
                      <TableCell>{translate(learner.completed ? 'trainerDashboard.learners.yes' : 'trainerDashboard.learners.no')}</TableCell>
                      <TableCell>{formatScheduleTime(learner.lastActivityAt, locale)}</TableCell>
                    </>
                  ) : (
                    <>
                      <TableCell>{learner.certificateNumber ?? '-'}</TableCell>
                      <TableCell>{learner.completedAt ? formatLongDate(learner.completedAt, locale) : '-'}</TableCell>
                    </>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      <PagingControls page={learners.data} onPage={setPageIndex} />
    </>
  );
}
