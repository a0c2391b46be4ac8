import { Alert, Box, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { daySeries, jakartaToday, REPORT_PERIODS, reportPath, stepRate, type ReportPeriod } from '@core/analytics/report';
import type { PageViewReport } from '@core/analytics/report.contract';
import type { Envelope } from '@core/gateway/families';
import { formatDayMonth } from '@core/format/dates';
import { formatNumber } from '@core/format/locale';
import { formatPercent } from '@core/format/numbers';
import { MemberPage } from '../../shared/MemberPage';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { FigureTable, type Figure } from './FigureTable';

/** A card with its heading (h2) for one of the report's parts. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A chart is a picture to a screen reader: it says what it shows, and the table after it gives the figures. */
function Chart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label}>
      {children}
    </Box>
  );
}

/** Labelled figures as a horizontal bar chart (long labels such as paths read better across). */
function Bars({ label, figures, height }: { label: string; figures: Figure[]; height?: number }) {
  const translate = useTranslate();
  return (
    <Chart label={label}>
      <BarChart
        height={height ?? Math.max(160, figures.length * 32 + 60)}
        layout="horizontal"
        xAxis={[{ tickMinStep: 1 }]}
        yAxis={[{ scaleType: 'band', data: figures.map((figure) => figure.label), width: 160 }]}
        series={[{ data: figures.map((figure) => figure.value), label: translate('siteAnalytics.views') }]}
        hideLegend
      />
    </Chart>
  );
}

function Report({ report, period }: { report: PageViewReport; period: ReportPeriod }) {
  const translate = useTranslate();
  const { locale } = useMember();
  const days = daySeries(report.perDay, period, jakartaToday());
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const pages = report.perPage.map((row) => ({ label: row.path, value: row.views }));
  const locales = report.perLocale.map((row) => ({ label: translate(`siteAnalytics.locales.${row.locale}`, { _: row.locale }), value: row.views }));
  const devices = report.perDevice.map((row) => ({ label: translate(`siteAnalytics.devices.${row.device}`, { _: row.device }), value: row.views }));
  const { programViews, addedToCart, paidOrders } = report.funnel;
  const share = (count: number, previous: number) => {
    const rate = stepRate(count, previous);
    return rate === null ? '–' : formatPercent(rate, locale);
  };
  const funnel: Figure[] = [
    { label: translate('siteAnalytics.programViews'), value: programViews },
    { label: translate('siteAnalytics.addedToCart'), value: addedToCart, note: share(addedToCart, programViews) },
    { label: translate('siteAnalytics.paidOrders'), value: paidOrders, note: share(paidOrders, addedToCart) },
  ];

  return (
    <>
      <Typography>{translate('siteAnalytics.total', { views: formatNumber(total, locale) })}</Typography>
      {total === 0 && <Alert severity="info">{translate('siteAnalytics.empty')}</Alert>}
      <Section title={translate('siteAnalytics.perDayHeading')}>
        <Chart label={translate('siteAnalytics.perDayChart')}>
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: days.map((day) => formatDayMonth(day.day, locale)) }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: days.map((day) => day.views), label: translate('siteAnalytics.views'), showMark: period <= 30 }]}
            hideLegend
          />
        </Chart>
        {/* Up to 90 rows: folded, so the page stays short; a screen reader reaches it after the chart. */}
        <details>
          <summary>{translate('siteAnalytics.perDayHeading')}</summary>
          <FigureTable
            caption={translate('siteAnalytics.perDayHeading')}
            labelHeading={translate('siteAnalytics.day')}
            figures={days.map((day) => ({ label: formatDayMonth(day.day, locale), value: day.views }))}
          />
        </details>
      </Section>
      <Section title={translate('siteAnalytics.perPageHeading')}>
        {pages.length > 0 && <Bars label={translate('siteAnalytics.perPageChart')} figures={pages} />}
        <FigureTable caption={translate('siteAnalytics.perPageHeading')} labelHeading={translate('siteAnalytics.page')} figures={pages} />
      </Section>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
        <Section title={translate('siteAnalytics.perLocaleHeading')}>
          {locales.length > 0 && <Bars label={translate('siteAnalytics.perLocaleHeading')} figures={locales} />}
          <FigureTable caption={translate('siteAnalytics.perLocaleHeading')} labelHeading={translate('siteAnalytics.language')} figures={locales} />
        </Section>
        <Section title={translate('siteAnalytics.perDeviceHeading')}>
          {devices.length > 0 && <Bars label={translate('siteAnalytics.perDeviceHeading')} figures={devices} />}
          <FigureTable caption={translate('siteAnalytics.perDeviceHeading')} labelHeading={translate('siteAnalytics.device')} figures={devices} />
        </Section>
      </Stack>
      <Section title={translate('siteAnalytics.referrersHeading')}>
        {report.referrers.length === 0 ? (
          <Typography>{translate('siteAnalytics.noReferrers')}</Typography>
        ) : (
          <FigureTable
            caption={translate('siteAnalytics.referrersHeading')}
            labelHeading={translate('siteAnalytics.site')}
            figures={report.referrers.map((row) => ({ label: row.host, value: row.views }))}
          />
        )}
      </Section>
      <Section title={translate('siteAnalytics.funnelHeading')}>
        <Typography gutterBottom>{translate('siteAnalytics.funnelNote')}</Typography>
        <Bars label={translate('siteAnalytics.funnelChart')} figures={funnel} height={200} />
        <FigureTable
          caption={translate('siteAnalytics.funnelHeading')}
          labelHeading={translate('siteAnalytics.step')}
          valueHeading={translate('siteAnalytics.count')}
          noteHeading={translate('siteAnalytics.share')}
          figures={funnel}
        />
      </Section>
    </>
  );
}

/** /member/admin-analytics: the operator's page-view charts for the last 7, 30 or 90 days (SPEC 7). */
export function SiteAnalyticsPage() {
  const translate = useTranslate();
  const [period, setPeriod] = useState<ReportPeriod>(30);
  const periodLabelId = useId();
  const { data, isError } = useGatewayQuery(
    ['main', reportPath(period)],
    async (api) => (await api.main.get<Envelope<PageViewReport>>(reportPath(period))).data,
  );

  return (
    <MemberPage resource="admin-analytics" title="siteAnalytics.title">
      {() => (
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 1100 }}>
          <Typography component="h1" variant="h5">
            {translate('siteAnalytics.title')}
          </Typography>
          <Typography>{translate('siteAnalytics.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
            <Typography id={periodLabelId}>{translate('siteAnalytics.period')}</Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={period}
              aria-labelledby={periodLabelId}
              onChange={(_, value: ReportPeriod | null) => value && setPeriod(value)}
            >
              {REPORT_PERIODS.map((days) => (
                // The theme's grey for an unselected toggle is too faint on white (axe: colour contrast).
                <ToggleButton key={days} value={days} sx={{ color: 'text.primary' }}>
                  {translate('siteAnalytics.lastDays', { days })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          {isError && <Alert severity="error">{translate('siteAnalytics.loadFailed')}</Alert>}
          {data && <Report report={data} period={period} />}
        </Stack>
      )}
    </MemberPage>
  );
}
