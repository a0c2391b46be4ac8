import { describe, expect, it } from 'vitest';
import { isoDatesIn } from '../e2e/support/pageSweep';

describe("the page sweep's ISO date check", () => {
  it('finds ISO dates and date-times shown as text', () => {
    expect(isoDatesIn(['Dibuat 2026-12-01', 'pada 2026-12-01T08:30:00.000Z', '2 Des 2026, 09.00 WIB'])).toEqual([
      '2026-12-01',
      '2026-12-01T08:30:00.000Z',
    ]);
  });

  it('passes certificate numbers, scheme codes and ids', () => {
    expect(isoDatesIn(['JWD-LSPTD-2026-000042', 'SKM/0317/00010/2/2019/22', '5f0c2a8e-1b7d-4c3e-9a6f-2d8e4b1c7a90', 'ORD-2026-1201'])).toEqual([]);
  });
});
