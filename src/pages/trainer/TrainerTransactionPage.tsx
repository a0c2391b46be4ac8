import { Alert, Box, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataTable, ExportButton, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { formatIdr } from '@core/format/currency';
import { formatLongDate } from '@core/format/dates';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { Pending, Section } from './dashboardParts';
import type { FeesAnswer } from './trainerApi';
import { csvExporter } from '../../shared/csvExport';
import { TableScroll } from '../../shared/TableScroll';
import { formatMonth } from '@core/format/dates';

/** The years offered: this one and the four before it. */
const YEARS = Array.from({ length: 5 }, (_, index) => new Date().getFullYear() - index);

/** A month 'YYYY-MM' as the locale names it ("November 2026"). */
const monthName = formatMonth;

/** The data provider's paged `trainer-fees` (src/app/App.tsx): the gateway pages the enrolments, its sums beside them. */
const FEES_RESOURCE = 'trainer-fees';
type Fee = FeesAnswer['items'][number];
type FeeSums = Omit<FeesAnswer, 'items' | 'total'>;
const Col = DataTable.Col<Fee>;
/** An export reads every enrolment of the year chosen, 50 a gateway page. */
const EXPORT_LIMIT = 10_000;

/**
 * /member/trainer-transaction: the trainer's fees from their classes' paid enrolments, per month and course, and
 * the enrolments as react-admin's list (the gateway pages them; the year and page in the address; a CSV of them).
 */
export function TrainerTransactionPage() {
  return (
    <MemberPage resource="trainer-transaction" title="trainerDashboard.fees.title">
      {() => (
        <ListBase
          resource={FEES_RESOURCE}
          // MemberPage has asked canAccess for the page already.
          disableAuthentication
          perPage={20}
          // The gateway lists the enrolments newest first and takes no sort: react-admin's default `id` sends none.
          sort={{ field: 'id', order: 'DESC' }}
          queryOptions={{ onError: () => undefined, placeholderData: keepPreviousData }}
        >
          <FeesReport />
        </ListBase>
      )}
    </MemberPage>
  );
}

function FeesReport() {
  const translate = useTranslate();
  const { locale } = useMember();
  const { meta, error, isPending, total, filterValues, setFilters } = useListContext<Fee>();
  const sums = meta as FeeSums | undefined;
  const year = typeof filterValues.year === 'string' ? filterValues.year : '';
  const exporter = useFeesExporter();
  return (
    <Section
      page
      title={translate('trainerDashboard.fees.title')}
      error={error}
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 160 }}
            label={translate('trainerDashboard.fees.year')}
            value={year}
            onChange={(event) => setFilters(event.target.value ? { year: event.target.value } : {}, undefined, false)}
          >
            <MenuItem value="">{translate('trainerDashboard.fees.allYears')}</MenuItem>
            {YEARS.map((option) => (
              <MenuItem key={option} value={String(option)}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <ExportButton exporter={exporter} maxResults={EXPORT_LIMIT} variant="outlined" />
        </Stack>
      }
    >
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('trainerDashboard.fees.intro')}
      </Typography>
      {isPending || !sums ? (
        <Pending />
      ) : total === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {year ? translate('trainerDashboard.fees.noneInYear', { year }) : translate('trainerDashboard.fees.none')}
        </Alert>
      ) : (
        <>
          <Typography component="p" variant="h5" sx={{ mt: 2 }}>
            {translate('trainerDashboard.fees.total')}: {formatIdr(sums.totalFee)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('trainerDashboard.fees.perMonth')}
              </Typography>
              <Box
                role="img"
                aria-label={`${translate('trainerDashboard.fees.chartLabel')}: ${sums.months.map((month) => `${monthName(month.month, locale)} ${formatIdr(month.fee)}`).join(', ')}`}
              >
                <BarChart
                  height={220}
                  xAxis={[{ scaleType: 'band', data: sums.months.map((month) => monthName(month.month, locale)) }]}
                  series={[
                    {
                      data: sums.months.map((month) => month.fee),
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
              {/* Stays a table: the sums per course beside the chart (course, count, fee), a summary, not records to page. */}
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('trainerDashboard.fees.course')}</TableCell>
                    <TableCell align="right">{translate('trainerDashboard.fees.orders')}</TableCell>
                    <TableCell align="right">{translate('trainerDashboard.fees.fee')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {sums.courses.map((course) => (
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
          <FeesTable />
          <Pagination rowsPerPageOptions={[10, 20, 50]} />
        </>
      )}
    </Section>
  );
}

/**
 * The enrolments on screen as react-admin's DataTable. Its columns do not sort: the gateway lists them newest first
 * and takes no sort (its query schema is closed), and a sort of one page in the browser would mislead.
 */
function FeesTable() {
  const translate = useTranslate();
  const { locale } = useMember();
  return (
    <DataTable<Fee>
      aria-label={translate('trainerDashboard.fees.details')}
      rowClick={false}
      bulkActionButtons={false}
      sx={{ width: 0, minWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Col label="trainerDashboard.fees.paidAt" disableSort render={(item) => formatLongDate(item.paidAt, locale)} />
      <Col label="trainerDashboard.fees.learner" disableSort render={(item) => item.learnerName} />
      <Col
        label="trainerDashboard.fees.className"
        disableSort
        render={(item) => (
          <>
            {item.courseName}
            <Typography variant="body2" color="text.secondary">
              {item.className}
            </Typography>
          </>
        )}
      />
      <Col label="trainerDashboard.fees.amount" disableSort align="right" render={(item) => formatIdr(item.amount)} />
      <Col label="trainerDashboard.fees.rate" disableSort align="right" render={(item) => `${Math.round(item.feeRate * 100)}%`} />
      <Col label="trainerDashboard.fees.fee" disableSort align="right" render={(item) => formatIdr(item.fee)} />
    </DataTable>
  );
}

/** The CSV of the enrolments and their fees, headed in the page's language. */
function useFeesExporter() {
  const translate = useTranslate();
  const { locale } = useMember();
  const label = (key: string) => translate(`trainerDashboard.fees.${key}`);
  return csvExporter<Fee>(
    [
      { header: label('paidAt'), value: (item) => formatLongDate(item.paidAt, locale) },
      { header: label('learner'), value: (item) => item.learnerName },
      { header: label('course'), value: (item) => item.courseName },
      { header: label('className'), value: (item) => item.className },
      { header: label('amount'), value: (item) => item.amount },
      { header: label('rate'), value: (item) => `${Math.round(item.feeRate * 100)}%` },
      { header: label('fee'), value: (item) => item.fee },
    ],
    label('title'),
  );
}
