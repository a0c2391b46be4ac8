import { describe, expect, it } from 'vitest';
import { localPage, matchingRecords, valueAt } from '../../src/shared/lists/localList';

const rows = [
  { id: 'a', asesi: { name: 'budi' }, scheme: 'JWD 10', paidAt: '2026-11-01T02:00:00Z', amount: 500, scheduleId: 's1' },
  { id: 'b', asesi: { name: 'Ani' }, scheme: 'JWD 9', paidAt: null, amount: 90, scheduleId: 's2' },
  { id: 'c', asesi: { name: 'Citra' }, scheme: 'OKM', paidAt: '2026-11-02T02:00:00Z', amount: 1_200, scheduleId: 's1' },
];
const ids = (records: readonly { id: string }[]) => records.map((record) => record.id);

describe('a list held in memory, as react-admin asks for it', () => {
  it('reads nested fields by their dotted path', () => {
    expect(valueAt(rows[0]!, 'asesi.name')).toBe('budi');
    expect(valueAt(rows[1]!, 'paidAt.day')).toBeUndefined();
  });

  it('sorts text by its letters whatever the case, digits as numbers, numbers as numbers, either way', () => {
    expect(ids(matchingRecords(rows, { sort: { field: 'asesi.name', order: 'ASC' } }))).toEqual(['b', 'a', 'c']);
    expect(ids(matchingRecords(rows, { sort: { field: 'scheme', order: 'ASC' } }))).toEqual(['b', 'a', 'c']);
    expect(ids(matchingRecords(rows, { sort: { field: 'amount', order: 'DESC' } }))).toEqual(['c', 'a', 'b']);
  });

  it('puts empty values last going up, first going down', () => {
    expect(ids(matchingRecords(rows, { sort: { field: 'paidAt', order: 'ASC' } }))).toEqual(['a', 'c', 'b']);
    expect(ids(matchingRecords(rows, { sort: { field: 'paidAt', order: 'DESC' } }))).toEqual(['b', 'c', 'a']);
  });

  it("keeps the gateway's order when sorted by id, react-admin's default", () => {
    expect(ids(matchingRecords(rows, { sort: { field: 'id', order: 'DESC' } }))).toEqual(['a', 'b', 'c']);
  });

  it('filters by exact values, ignoring empty ones, and pages what matches with the total of all that match', () => {
    expect(localPage(rows, { filter: { scheduleId: 's1', q: '' }, page: 2, perPage: 1 })).toEqual({ data: [rows[2]], total: 2 });
    expect(localPage(rows, { filter: { scheduleId: 's3' } })).toEqual({ data: [], total: 0 });
    expect(localPage(rows, {}).total).toBe(3);
  });
});
