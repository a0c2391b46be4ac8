import { describe, expect, it } from 'vitest';
import { pathOf, splitAnswer } from '../../src/app/gatewayRecords';
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

describe("a list's path and answer", () => {
  it("fills a path's segments from the read's meta, encoded, and refuses one left out", () => {
    expect(pathOf('/scheduling/classes/:classId/vr-result', { path: { classId: 'a/b' } })).toBe('/scheduling/classes/a%2Fb/vr-result');
    expect(pathOf('/order', undefined)).toBe('/order');
    expect(() => pathOf('/scheduling/classes/:classId/vr-result', {})).toThrow(/classId/);
  });

  it('takes the list from its field, the rest of the answer as meta', () => {
    expect(splitAnswer({ candidates: { items: [], total: 0 }, applier: 3 }, 'candidates')).toEqual({
      items: { items: [], total: 0 },
      meta: { applier: 3 },
    });
    expect(splitAnswer([{ id: 1 }], undefined)).toEqual({ items: [{ id: 1 }] });
  });

  it('sorts and filters by a field inside an object', () => {
    const rows = [
      { id: 1, learner: { name: 'Budi' }, passed: true },
      { id: 2, learner: { name: 'Ani' }, passed: false },
    ];
    expect(pageOfList(rows, { sort: { field: 'learner.name', order: 'ASC' } }).data.map((row) => row.id)).toEqual([2, 1]);
    expect(pageOfList(rows, { filter: { passed: 'true' } }).data.map((row) => row.id)).toEqual([1]);
  });
});
