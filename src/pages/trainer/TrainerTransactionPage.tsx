import { Box, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatIdr } from '@core/format/currency';
import { formatLongDate } from '@core/format/dates';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { PagingControls, Pending, Section } from './dashboardParts';
import { useDashboardRead, type FeesAnswer } from './trainerApi';
import { TableScroll } from '../../shared/TableScroll';
import { dateTimeFormat } from '@core/format/locale';
import type { Locale } from '@core/i18n/locales';

/** The years offered: this one and the four before it. */
const YEARS = Array.from({ length: 5 }, (_, index) => new Date().getFullYear() - index);

/** A month 'YYYY-MM' as the locale names it ("November 2026"). */
function monthName(month: string, locale: Locale): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** /member/trainer-transaction: the trainer's fees from their classes' paid enrolments, per month and course. */
export function TrainerTransactionPage() {
  const translate = useTranslate();
  const { locale } = useMember();
  const [year, setYear] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const fees = useDashboardRead<FeesAnswer>('/trainer-transaction', { year: year || undefined, pageIndex, pageSize: 20 });
  const data = fees.data;
  return (
    <MemberPage resource="trainer-transaction" title="trainerDashboard.fees.title">
      {() => (
        <Section
          page
          title={translate('trainerDashboard.fees.title')}
          error={fees.error}
          action={
            <TextField
              select
              size="small"
              sx={{ minWidth: 160 }}
              label={translate('trainerDashboard.fees.year')}
              value={year}
              onChange={(event) => {
                setYear(event.target.value);
                setPageIndex(1);
              }}
            >
              <MenuItem value="">{translate('trainerDashboard.fees.allYears')}</MenuItem>
              {YEARS.map((option) => (
                <MenuItem key={option} value={String(option)}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          }
        >
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('trainerDashboard.fees.intro')}
          </Typography>
          {!data ? (
            <Pending />
          ) : data.total === 0 ? (
            <Typography sx={{ mt: 2 }}>{translate('trainerDashboard.fees.none')}</Typography>
          ) : (
            <>
              <Typography component="p" variant="h5" sx={{ mt: 2 }}>
                {translate('trainerDashboard.fees.total')}: {formatIdr(data.totalFee)}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
                <Box>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {translate('trainerDashboard.fees.perMonth')}
                  </Typography>
                  <Box
                    role="img"
                    aria-label={`${translate('trainerDashboard.fees.chartLabel')}: ${data.months.map((month) => `${monthName(month.month, locale)} ${formatIdr(month.fee)}`).join(', ')}`}
                  >
                    <BarChart
                      height={220}
                      xAxis={[{ scaleType: 'band', data: data.months.map((month) => monthName(month.month, locale)) }]}
                      series={[
                        {
                          data: data.months.map((month) => month.fee),
                          label: translate('trainerDashboard.fees.fee'),
                          valueFormatter: (value) => formatIdr(value ?? 0),
                        },
                      ]}
                      hideLegend
                    />
                  </Box>
                </Box>
                <TableScroll>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {translate('trainerDashboard.fees.perCourse')}
                  </Typography>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{translate('trainerDashboard.fees.course')}</TableCell>
                        <TableCell align="right">{translate('trainerDashboard.fees.orders')}</TableCell>
                        <TableCell align="right">{translate('trainerDashboard.fees.fee')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.courses.map((course) => (
                        <TableRow key={course.courseId}>
                          <TableCell>{course.courseName}</TableCell>
                          <TableCell align="right">{course.count}</TableCell>
                          <TableCell align="right">{formatIdr(course.fee)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableScroll>
              </Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
                {translate('trainerDashboard.fees.details')}
              </Typography>
              <TableScroll>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('trainerDashboard.fees.paidAt')}</TableCell>
                      <TableCell>{translate('trainerDashboard.fees.learner')}</TableCell>
                      <TableCell>{translate('trainerDashboard.fees.className')}</TableCell>
                      <TableCell align="right">{translate('trainerDashboard.fees.amount')}</TableCell>
                      <TableCell align="right">{translate('trainerDashboard.fees.rate')}</TableCell>
                      <TableCell align="right">{translate('trainerDashboard.fees.fee')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((item) => (
                      <TableRow key={item.id}>
                        <TableCell>{formatLongDate(item.paidAt, locale)}</TableCell>
                        <TableCell>{item.learnerName}</TableCell>
                        <TableCell>
                          {item.courseName}
                          <Typography variant="body2" color="text.secondary">
                            {item.className}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{formatIdr(item.amount)}</TableCell>
                        <TableCell align="right">{Math.round(item.feeRate * 100)}%</TableCell>
                        <TableCell align="right">{formatIdr(item.fee)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
              <PagingControls page={data} onPage={setPageIndex} />
            </>
          )}
        </Section>
      )}
    </MemberPage>
  );
}
