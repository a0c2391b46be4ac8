import { describe, expect, it } from 'vitest';
import type { ApplicationView } from '@core/jobs/contract';
import { locationText, salaryText } from '@core/jobs/vacancyText';
import {
  applicationFor,
  appliedVacancyIds,
  canWithdraw,
  chipColour,
  filtersFromForm,
  pageCount,
  searchFiltersOf,
  searchPath,
} from '../../src/pages/job-seeker/jobSeekerRules';

const translate = (key: string, params: Record<string, string | number> = {}) => `${key}${Object.keys(params).length ? JSON.stringify(params) : ''}`;

const application = (id: string, vacancyId: string, extra: Partial<ApplicationView> = {}) =>
  ({ id, vacancy: { id: vacancyId, title: 'T', company: 'C', open: true }, nextStates: [], ...extra }) as unknown as ApplicationView;

describe("the job seeker's pages' rules", () => {
  it('reads the search from the address with the public rules, ignoring ?vacancy and a regency outside the province', () => {
    const filters = searchFiltersOf(new URLSearchParams('keyword=gudang&province=31&regency=32.73&vacancy=abc&pageIndex=2&sort=bogus'));
    expect(filters).toEqual({ keyword: 'gudang', province: '31', pageIndex: 2, pageSize: 10 });
    expect(searchPath(filters)).toBe('/job-vacancy?keyword=gudang&province=31&pageIndex=2');
    expect(searchPath({})).toBe('/job-vacancy');
  });

  it('turns the form into filters starting at page one, dropping empty fields and a regency without its province', () => {
    expect(
      filtersFromForm(
        {
          keyword: ' web ',
          province: '',
          regency: '32.73',
          employmentType: 'full-time',
          workMode: '',
          salaryMin: '5000000',
          postedWithinDays: '7',
          sort: '',
        },
        10,
      ),
    ).toEqual({ keyword: 'web', employmentType: 'full-time', salaryMin: 5_000_000, postedWithinDays: 7, pageIndex: 1, pageSize: 10 });
    expect(filtersFromForm({ province: '32', regency: '32.73' }, 20)).toEqual({ province: '32', regency: '32.73', pageIndex: 1, pageSize: 20 });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('says the salary in rupiah, or that it is not disclosed', () => {
    expect(salaryText(null, translate)).toBe('jobPages.salaryNotDisclosed');
    expect(salaryText({ min: null, max: null }, translate)).toBe('jobPages.salaryNotDisclosed');
    expect(salaryText({ min: 5_000_000, max: 6_500_000 }, translate)).toMatch(/^jobPages\.salaryRange.*Rp.*5\.000\.000.*6\.500\.000/);
    expect(salaryText({ min: 2_000_000, max: null }, translate)).toMatch(/^jobPages\.salaryFrom.*2\.000\.000/);
    expect(salaryText({ min: null, max: 3_000_000 }, translate)).toMatch(/^jobPages\.salaryUpTo/);
    expect(salaryText({ min: 4_000_000, max: 4_000_000 }, translate)).toMatch(/^jobPages\.salaryExact/);
  });

  it('names the place as regency and province, whichever are known', () => {
    expect(locationText({ province: { code: '31', name: 'DKI Jakarta' }, regency: { code: '31.72', name: 'Jakarta Utara' } }, translate)).toBe(
      'Jakarta Utara, DKI Jakarta',
    );
    expect(locationText({ province: null, regency: null }, translate)).toBe('jobPages.locationUnknown');
  });

  it("finds the caller's application for a vacancy, withdrawn ones too", () => {
    const mine = [application('a1', 'v1'), application('a2', 'v2', { withdrawn: true })];
    expect(applicationFor(mine, 'v2')?.id).toBe('a2');
    expect(applicationFor(mine, 'v3')).toBeUndefined();
    expect(applicationFor(undefined, 'v1')).toBeUndefined();
    expect([...appliedVacancyIds(mine)]).toEqual(['v1', 'v2']);
  });

  it("offers withdrawing only when the gateway's next states allow it", () => {
    expect(canWithdraw({ nextStates: ['withdrawn'] })).toBe(true);
    expect(canWithdraw({ nextStates: [] })).toBe(false);
  });

  it("maps SPEC 4's colours to the chips'", () => {
    expect(chipColour('grey')).toBe('default');
    expect(chipColour('primary')).toBe('primary');
    expect(chipColour('green')).toBe('success');
    expect(chipColour('red')).toBe('error');
  });
});
