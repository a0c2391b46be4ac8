/**
 * SPEC 3's global configuration: a list of {configCode, configValue} entries. The gateway sends the values as
 * strings (the API stores any setting as text); the numeric codes are read through configNumber.
 */
import type { ConfigurationEntry } from '../configuration/contract';

export const CONFIG_CODES = ['PPH', 'PPN', 'MAX_SIZE_DOC', 'MAX_SIZE_VIDEO'] as const;
export type ConfigCode = (typeof CONFIG_CODES)[number];

/** The number a code holds; undefined when it is absent, empty, negative or not a number. */
export function configNumber(entries: readonly ConfigurationEntry[], code: ConfigCode): number | undefined {
  const raw = entries.find((entry) => entry.configCode === code)?.configValue;
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
