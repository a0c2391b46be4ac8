import type { ConfigurationEntry } from '../configuration/contract';
import { configNumber } from './configuration';

/** SPEC 9: the income-tax rate, PPH / 100 (2 -> 0.02), or 0 if not configured. */
export function pphRate(entries: readonly ConfigurationEntry[]): number {
  return (configNumber(entries, 'PPH') ?? 0) / 100;
}

/** SPEC 9: the VAT rate, PPN / 100 (11 -> 0.11), or 0 if not configured. */
export function ppnRate(entries: readonly ConfigurationEntry[]): number {
  return (configNumber(entries, 'PPN') ?? 0) / 100;
}
