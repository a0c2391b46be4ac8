import type { ConfigurationRecord } from '@core/configuration/contract';
import type { ConfigCode } from '@core/rules/configuration';

/**
 * What each value may be. Taxes are percentages (SPEC 9: rate = value / 100). Upload limits are megabytes; the
 * upload routes read at most 25 MB per request whatever is configured, so a document limit above that would be a
 * promise they cannot keep.
 */
export const CONFIG_RANGES: Record<ConfigCode, { min: number; max: number }> = {
  PPH: { min: 0, max: 100 },
  PPN: { min: 0, max: 100 },
  MAX_SIZE_DOC: { min: 1, max: 25 },
  MAX_SIZE_VIDEO: { min: 1, max: 10_000 },
};

/** A value as stored: a plain decimal with at most two places (11, 2.5), within its code's range; else undefined. */
export function validConfigValue(code: ConfigCode, value: number | string): string | undefined {
  const text = String(value).trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return undefined;
  const number = Number(text);
  const range = CONFIG_RANGES[code];
  return number >= range.min && number <= range.max ? String(number) : undefined;
}

/** The operator console's record of one code (the core's ConfigurationRecord). */
export function configurationRecord(row: { config_code: string; config_value: string; updated_at: Date }): ConfigurationRecord {
  return {
    id: row.config_code,
    configCode: row.config_code,
    configValue: Number(row.config_value),
    ...CONFIG_RANGES[row.config_code as ConfigCode],
    updatedAt: row.updated_at.toISOString(),
  };
}
