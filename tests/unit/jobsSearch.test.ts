import { describe, expect, it } from 'vitest';
import { resultCount } from '@core/jobs/resultCount';
import { effectiveSort, filtersFromQuery, keywordToTsQuery, queryFromFilters, SEARCH_COUNT_CAP, vacancyOpen } from '@core/jobs/search';

describe('vacancy search filters and the query string', () => {
  it('reads every filter, with pageIndex 1 and pageSize 10 by default', () => {
    expect(filtersFromQuery('')).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(
      filtersFromQuery(
        'keyword=+staf+gudang+&province=31&regency=31.71&employmentType=contract&workMode=hybrid&salaryMin=5000000&postedWithinDays=7&sort=salary&pageIndex=3&pageSize=4',
      ),
    ).toEqual({
      keyword: 'staf gudang',
      province: '31',
      regency: '31.71',
      employmentType: 'contract',
      workMode: 'hybrid',
      salaryMin: 5_000_000,
      postedWithinDays: 7,
      sort: 'salary',
      pageIndex: 3,
      pageSize: 4,
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(
      filtersFromQuery(
        'province=DKI&regency=3171&employmentType=gig&workMode=moon&salaryMin=-1&postedWithinDays=0&sort=best&pageIndex=0&pageSize=999',
      ),
    ).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(filtersFromQuery('postedWithinDays=366&salaryMin=1e6').postedWithinDays).toBeUndefined();
    expect(filtersFromQuery('field=astronaut&salaryMax=lots')).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it('reads the field and a salary range, turning a range typed the wrong way round', () => {
    expect(filtersFromQuery('field=logistics&salaryMin=4000000&salaryMax=7000000')).toMatchObject({
      field: 'logistics',
      salaryMin: 4_000_000,
      salaryMax: 7_000_000,
    });
    expect(filtersFromQuery('salaryMin=9000000&salaryMax=3000000')).toMatchObject({ salaryMin: 3_000_000, salaryMax: 9_000_000 });
    expect(filtersFromQuery('salaryMax=3000000')).toEqual({ salaryMax: 3_000_000, pageIndex: 1, pageSize: 10 });
  });

  it('writes the query string in a fixed order without defaults, and reads back what it wrote', () => {
    expect(queryFromFilters({ pageIndex: 1, pageSize: 10 })).toBe('');
    const filters = {
      keyword: 'kasir',
      regency: '32.73',
      workMode: 'onsite',
      field: 'hospitality',
      salaryMin: 0,
      salaryMax: 5_000_000,
      sort: 'newest',
      pageIndex: 2,
      pageSize: 4,
    } as const;
    const query = queryFromFilters(filters);
    expect(query).toBe(
      'keyword=kasir&regency=32.73&workMode=onsite&field=hospitality&salaryMin=0&salaryMax=5000000&sort=newest&pageIndex=2&pageSize=4',
    );
    expect(filtersFromQuery(query)).toEqual(filters);
  });
});

describe('keyword to tsquery', () => {
  it('makes every word a required prefix term, lower-cased, in any script', () => {
    expect(keywordToTsQuery('Staf Gud')).toBe('staf:* & gud:*');
    expect(keywordToTsQuery('  café  ')).toBe('café:*');
    expect(keywordToTsQuery('data data')).toBe('data:*');
  });

  it('keeps tsquery syntax out, and answers null for no words', () => {
    expect(keywordToTsQuery("a & !b | c:* <-> 'd'")).toBe('a:* & b:* & c:* & d:*');
    expect(keywordToTsQuery('&|!()')).toBeNull();
    expect(keywordToTsQuery(undefined)).toBeNull();
    expect(keywordToTsQuery('1 2 3 4 5 6 7 8 9 10')?.split(' & ')).toHaveLength(8);
  });

  it('sorts by relevance only for a keyword search without a sort', () => {
    expect(effectiveSort({ keyword: 'las' })).toBe('relevance');
    expect(effectiveSort({})).toBe('newest');
    expect(effectiveSort({ keyword: 'las', sort: 'salary' })).toBe('salary');
  });
});

describe('vacancy open', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it('is open when published and before closesAt (or no closing)', () => {
    expect(vacancyOpen({ status: 'published', closesAt: null }, now)).toBe(true);
    expect(vacancyOpen({ status: 'published', closesAt: '2026-03-02T00:00:00Z' }, now)).toBe(true);
    expect(vacancyOpen({ status: 'published', closesAt: '2026-03-01T00:00:00Z' }, now)).toBe(false);
    expect(vacancyOpen({ status: 'closed', closesAt: null }, now)).toBe(false);
    expect(vacancyOpen({ status: 'draft', closesAt: null }, now)).toBe(false);
  });
});

describe('the search heading', () => {
  it("formats the count in the page's language and says 'more than' past the counting cap", () => {
    expect(resultCount({ total: 1 }, 'id')).toEqual({ key: 'jobPages.resultCountOne', params: { count: '1' } });
    expect(resultCount({ total: 2345 }, 'id')).toEqual({ key: 'jobPages.resultCount', params: { count: '2.345' } });
    expect(resultCount({ total: SEARCH_COUNT_CAP, totalAtLeast: true }, 'en')).toEqual({
      key: 'jobPages.resultCountAtLeast',
      params: { count: '1,000' },
    });
  });
});
