import { describe, expect, it } from 'vitest';
import type { ConfigurationEntry } from '@core/configuration/contract';
import { configNumber } from '@core/rules/configuration';
import { documentLimitBytes, megabytes, videoLimitBytes } from '@core/rules/limits';
import { pphRate, ppnRate } from '@core/rules/tax';

const SEEDED: ConfigurationEntry[] = [
  { configCode: 'MAX_SIZE_DOC', configValue: '5' },
  { configCode: 'MAX_SIZE_VIDEO', configValue: '100' },
  { configCode: 'PPH', configValue: '2' },
  { configCode: 'PPN', configValue: '11' },
];

describe('configNumber', () => {
  it('reads string and number values', () => {
    expect(configNumber(SEEDED, 'PPN')).toBe(11);
    expect(configNumber([{ configCode: 'PPN', configValue: 12.5 }], 'PPN')).toBe(12.5);
  });

  it.each([
    [[]],
    [[{ configCode: 'PPN', configValue: '' }]],
    [[{ configCode: 'PPN', configValue: 'sebelas' }]],
    [[{ configCode: 'PPN', configValue: '-1' }]],
  ])('treats an absent, empty, non-numeric or negative value as not configured (%j)', (entries: ConfigurationEntry[]) => {
    expect(configNumber(entries, 'PPN')).toBeUndefined();
  });
});

describe('upload limits (SPEC 9)', () => {
  it('are the configured megabytes times 1,000,000 bytes', () => {
    expect(documentLimitBytes(SEEDED)).toBe(5_000_000);
    expect(videoLimitBytes(SEEDED)).toBe(100_000_000);
    expect(documentLimitBytes([{ configCode: 'MAX_SIZE_DOC', configValue: '2.5' }])).toBe(2_500_000);
  });

  it('are 0 when not configured', () => {
    expect(documentLimitBytes([])).toBe(0);
    expect(videoLimitBytes([{ configCode: 'MAX_SIZE_DOC', configValue: '5' }])).toBe(0);
  });

  it('convert back to megabytes for messages', () => {
    expect(megabytes(documentLimitBytes(SEEDED))).toBe(5);
  });
});

describe('tax rates (SPEC 9)', () => {
  it('are the configured value divided by 100', () => {
    expect(pphRate(SEEDED)).toBe(0.02);
    expect(ppnRate(SEEDED)).toBe(0.11);
  });

  it('are 0 when absent', () => {
    expect(pphRate([])).toBe(0);
    expect(ppnRate([{ configCode: 'PPH', configValue: '2' }])).toBe(0);
  });
});
