import { describe, expect, it } from 'vitest';
import { daySeries, jakartaToday, stepRate } from '@core/analytics/report';
import { formatDayMonth } from '@core/format/dates';
import { formatPercent } from '@core/format/numbers';

describe('page-view report shaping', () => {
  it('fills every day of the period with 0 where nothing was counted, ending today', () => {
    const series = daySeries(
      [
        { day: '2026-02-27', views: 4 },
        { day: '2026-03-01', views: 2 },
      ],
      4,
      '2026-03-01',
    );
    expect(series).toEqual([
      { day: '2026-02-26', views: 0 },
      { day: '2026-02-27', views: 4 },
      { day: '2026-02-28', views: 0 },
      { day: '2026-03-01', views: 2 },
    ]);
  });

  it("takes today's date in Western Indonesia Time, as the gateway counts", () => {
    // 20:00 UTC is already the next day in Jakarta (UTC+7).
    expect(jakartaToday(new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-27');
    expect(jakartaToday(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-26');
  });

  it('gives a funnel step as a share of the one before, none after an empty step', () => {
    expect(stepRate(5, 20)).toBe(0.25);
    expect(stepRate(3, 0)).toBeNull();
  });
});

describe('chart labels in the page language', () => {
  it('writes an axis day and a share as each language does', () => {
    expect(formatDayMonth('2026-11-26', 'id')).toBe('26 Nov');
    expect(formatDayMonth('2026-08-17', 'id')).toBe('17 Agu');
    expect(formatDayMonth('2026-08-17', 'en')).toBe('17 Aug');
    expect(formatPercent(0.125, 'id')).toBe('12,5%');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
  });
});
