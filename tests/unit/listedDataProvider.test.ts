import { describe, expect, it } from 'vitest';
import { pageOfList } from '../../src/app/listedDataProvider';

const orders = [
  { id: 'a', createdAt: '2026-11-01T02:00:00Z', state: 'paid', total: 500 },
  { id: 'b', createdAt: '2026-11-03T02:00:00Z', state: 'expired', total: 90 },
  { id: 'c', createdAt: '2026-11-02T02:00:00Z', state: 'paid', total: 1_200 },
];

describe('a whole list paged in the browser', () => {
  it('sorts by the field asked, numbers as numbers, either way', () => {
    expect(pageOfList(orders, { sort: { field: 'createdAt', order: 'DESC' } }).data.map((order) => order.id)).toEqual(['b', 'c', 'a']);
    expect(pageOfList(orders, { sort: { field: 'total', order: 'ASC' } }).data.map((order) => order.id)).toEqual(['b', 'a', 'c']);
  });

  it("keeps the gateway's order when asked to sort by id, react-admin's default", () => {
    expect(pageOfList(orders, { sort: { field: 'id', order: 'DESC' } }).data.map((order) => order.id)).toEqual(['a', 'b', 'c']);
  });

  it('filters by exact values and pages what matches, with the total of all that match', () => {
    const page = pageOfList(orders, { filter: { state: 'paid' }, sort: { field: 'total', order: 'DESC' }, pagination: { page: 2, perPage: 1 } });
    expect(page).toEqual({ data: [orders[0]], total: 2 });
    expect(pageOfList(orders, { filter: { state: '' }, pagination: { page: 1, perPage: 10 } }).total).toBe(3);
  });
});
