import { describe, expect, it } from 'vitest';
import { ageOf, newsAge, newsDate, relativeAge } from '@core/rules/relativeAge';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('relative age of a news item (SPEC 4)', () => {
  it.each([
    [0, '0 detik lalu', '0 seconds ago'],
    [1 * S, '1 detik lalu', '1 second ago'],
    [59 * S, '59 detik lalu', '59 seconds ago'],
    [60 * S, '1 menit lalu', '1 minute ago'],
    [59 * MIN + 59 * S, '59 menit lalu', '59 minutes ago'],
    [60 * MIN, '1 jam lalu', '1 hour ago'],
    [23 * H, '23 jam lalu', '23 hours ago'],
    [24 * H - 1, '23 jam lalu', '23 hours ago'],
    [24 * H, '1 hari lalu', '1 day ago'],
    [29 * D, '29 hari lalu', '29 days ago'],
    [30 * D, '1 bulan lalu', '1 month ago'],
    [11 * 30 * D, '11 bulan lalu', '11 months ago'],
    [359 * D, '11 bulan lalu', '11 months ago'],
    [360 * D, '1 tahun lalu', '1 year ago'],
    [2 * 365 * D, '2 tahun lalu', '2 years ago'],
    [10 * 365 * D + 5 * D, '10 tahun lalu', '10 years ago'],
  ])('%i ms is "%s" / "%s"', (elapsed, id, en) => {
    expect(relativeAge(elapsed, 'id')).toBe(id);
    expect(relativeAge(elapsed, 'en')).toBe(en);
  });

  it('treats a date in the future (clock skew) as just now', () => {
    expect(ageOf(-5 * S)).toEqual({ value: 0, unit: 'second' });
  });

  it('measures an item under a day old from createdAt, an older one from createdDate when given', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const fresh = { createdAt: '2026-11-22T11:00:00Z', createdDate: '2026-11-01T00:00:00Z' };
    expect(newsDate(fresh, now)).toBe(fresh.createdAt);
    expect(newsAge(fresh, now, 'en')).toBe('1 hour ago');
    const old = { createdAt: '2026-11-20T12:00:00Z', createdDate: '2026-11-12T12:00:00Z' };
    expect(newsDate(old, now)).toBe(old.createdDate);
    expect(newsAge(old, now, 'id')).toBe('10 hari lalu');
    expect(newsDate({ createdAt: old.createdAt, createdDate: null }, now)).toBe(old.createdAt);
  });
});
