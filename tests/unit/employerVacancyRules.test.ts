import { describe, expect, it } from 'vitest';
import type { EmployerOrganisationView, EmployerVacancyView } from '@core/jobs/contract';
import {
  closableIds,
  closingMoment,
  companyState,
  EMPTY_VACANCY_FORM,
  formFromVacancy,
  gridParams,
  gridQueryOf,
  gridQueryOfList,
  gridSync,
  listParamsOf,
  rowActions,
  vacancyBodyOf,
  validateVacancyForm,
} from '../../src/pages/employer/vacancyRules';

const NOW = new Date(2026, 10, 26, 12, 0, 0);

describe("the employer's vacancy grid address", () => {
  it('reads searchValue, status, sort and paging, dropping malformed values', () => {
    expect(
      gridQueryOf(new URLSearchParams('searchValue=%20gudang%20&status=published&sortBy=closesAt&sortOrder=desc&pageIndex=3&pageSize=25')),
    ).toEqual({
      searchValue: 'gudang',
      status: 'published',
      sortBy: 'closesAt',
      sortOrder: 'desc',
      pageIndex: 3,
      pageSize: 25,
    });
    expect(gridQueryOf(new URLSearchParams('status=open&sortBy=salary&sortOrder=desc&pageIndex=0&pageSize=7'))).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
    // A column without a (valid) direction sorts as the gateway does then: ascending.
    expect(gridQueryOf(new URLSearchParams('sortBy=title&sortOrder=up'))).toEqual({ sortBy: 'title', sortOrder: 'asc', pageIndex: 1, pageSize: 10 });
  });

  it('writes the address without defaults, the sort with its direction', () => {
    expect(gridParams({ searchValue: 'a', pageIndex: 1, pageSize: 10 }).toString()).toBe('searchValue=a');
    expect(gridParams({ status: 'draft', sortBy: 'publishedAt', sortOrder: 'desc', pageIndex: 2, pageSize: 25 }).toString()).toBe(
      'status=draft&sortBy=publishedAt&sortOrder=desc&pageIndex=2&pageSize=25',
    );
  });

  it("turns the address into react-admin's list parameters and back", () => {
    const query = { searchValue: 'las', status: 'closed', sortBy: 'title', sortOrder: 'desc', pageIndex: 2, pageSize: 50 } as const;
    const list = listParamsOf(query);
    expect(list).toEqual({
      page: 2,
      perPage: 50,
      sort: { field: 'title', order: 'DESC' },
      filterValues: { searchValue: 'las', status: 'closed' },
    });
    expect(gridQueryOfList(list)).toEqual(query);
    // No column: react-admin's default sort by id, which the data provider leaves to the gateway (newest first).
    expect(listParamsOf({ pageIndex: 1, pageSize: 10 })).toEqual({ page: 1, perPage: 10, sort: { field: 'id', order: 'ASC' }, filterValues: {} });
    expect(gridQueryOfList({ page: 1, perPage: 10, sort: { field: 'id', order: 'ASC' }, filterValues: { status: 'nope' } })).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('keeps the address and the list in step: a new address leads, else the list does', () => {
    const address = { pageIndex: 2, pageSize: 10 };
    const list = { pageIndex: 1, pageSize: 10 };
    // First sight, or a link, Back or the filters changed the address: the list follows it.
    expect(gridSync(address, list, { synced: null, applying: null })).toEqual({ follow: 'list', query: address, key: 'pageIndex=2' });
    expect(gridSync(address, list, { synced: '', applying: null })).toEqual({ follow: 'list', query: address, key: 'pageIndex=2' });
    // ...and waits for the list to take it.
    expect(gridSync(address, list, { synced: '', applying: 'pageIndex=2' })).toEqual({ follow: 'none' });
    // In step.
    expect(gridSync(address, address, { synced: '', applying: 'pageIndex=2' })).toEqual({ follow: 'none', synced: 'pageIndex=2' });
    // A column header sorted the list: a new history entry, as the filters and pages make.
    const sorted = { ...list, sortBy: 'title', sortOrder: 'asc' } as const;
    expect(gridSync(list, sorted, { synced: '', applying: null })).toEqual({
      follow: 'address',
      params: new URLSearchParams('sortBy=title&sortOrder=asc'),
      replace: false,
    });
    // react-admin moved a page past the end back to the last one: the address is corrected in place, so Back does not
    // return to the page that does not exist.
    expect(gridSync({ pageIndex: 9, pageSize: 10 }, { pageIndex: 3, pageSize: 10 }, { synced: 'pageIndex=9', applying: null })).toEqual({
      follow: 'address',
      params: new URLSearchParams('pageIndex=3'),
      replace: true,
    });
  });

  it('offers publish to drafts and closed ones, close to published ones; bulk close takes the published selected', () => {
    expect(rowActions({ status: 'draft' })).toEqual({ publish: true, close: false });
    expect(rowActions({ status: 'published' })).toEqual({ publish: false, close: true });
    const items = [
      { id: 'a', status: 'published' as const },
      { id: 'b', status: 'draft' as const },
      { id: 'c', status: 'published' as const },
    ];
    expect(closableIds(items, new Set(['a', 'b']))).toEqual(['a']);
  });

  it('names the company state', () => {
    expect(companyState(null)).toBe('missing');
    expect(companyState({ verification: 'rejected' } as EmployerOrganisationView)).toBe('rejected');
  });
});

describe("the employer's vacancy form", () => {
  const valid = { ...EMPTY_VACANCY_FORM, title: 'Staf gudang', salaryMin: '4000000', salaryMax: '6000000', closesOn: '2026-12-31' };

  it('accepts a valid form and builds the gateway body', () => {
    expect(validateVacancyForm(valid, NOW)).toEqual({});
    expect(vacancyBodyOf({ ...valid, provinceCode: '31', regencyCode: '31.71' })).toMatchObject({
      title: 'Staf gudang',
      provinceCode: '31',
      regencyCode: '31.71',
      salaryMin: 4_000_000,
      salaryMax: 6_000_000,
      quota: 1,
      closesAt: new Date(2026, 11, 31, 23, 59, 59, 999).toISOString(),
    });
    expect(vacancyBodyOf(EMPTY_VACANCY_FORM)).toMatchObject({ provinceCode: null, salaryMin: null, closesAt: null });
  });

  it('mirrors the gateway: title, salary range, quota, region, closing date ahead', () => {
    expect(validateVacancyForm({ ...valid, title: ' ' }, NOW)).toEqual({ title: 'employerPages.validation.required' });
    expect(validateVacancyForm({ ...valid, salaryMin: '7000000' }, NOW)).toEqual({ salaryMax: 'employerPages.validation.salaryRange' });
    expect(validateVacancyForm({ ...valid, salaryMin: '-1' }, NOW)).toEqual({ salaryMin: 'employerPages.validation.amount' });
    expect(validateVacancyForm({ ...valid, quota: '0' }, NOW)).toEqual({ quota: 'employerPages.validation.quota' });
    expect(validateVacancyForm({ ...valid, provinceCode: '32', regencyCode: '31.71' }, NOW)).toEqual({
      regencyCode: 'employerPages.validation.regencyOutside',
    });
    expect(validateVacancyForm({ ...valid, closesOn: '2026-11-25' }, NOW)).toEqual({ closesOn: 'employerPages.validation.closingPast' });
    // Today still counts: the vacancy closes at the end of the day.
    expect(validateVacancyForm({ ...valid, closesOn: '2026-11-26' }, NOW)).toEqual({});
    expect(closingMoment('26/11/2026')).toBeNull();
  });

  it('fills the form from a stored vacancy', () => {
    const stored = {
      title: 'Kasir',
      description: 'd',
      requirements: 'r',
      province: { code: '31', name: 'DKI' },
      regency: null,
      employmentType: 'part-time',
      workMode: 'remote',
      field: 'hospitality',
      salaryMin: null,
      salaryMax: 5_000_000,
      showSalary: false,
      quota: 3,
      closesAt: new Date(2026, 11, 1, 23, 59).toISOString(),
    } as unknown as EmployerVacancyView;
    expect(formFromVacancy(stored)).toEqual({
      title: 'Kasir',
      description: 'd',
      requirements: 'r',
      provinceCode: '31',
      regencyCode: '',
      employmentType: 'part-time',
      workMode: 'remote',
      field: 'hospitality',
      salaryMin: '',
      salaryMax: '5000000',
      showSalary: false,
      quota: '3',
      closesOn: '2026-12-01',
    });
  });
});
