import type { ConfigurationEntry } from '../configuration/contract';
import { configNumber } from './configuration';

/** SPEC 9 counts a configured megabyte as 1,000,000 bytes (not 1,048,576). */
export const BYTES_PER_MEGABYTE = 1_000_000;

/** SPEC 9: MAX_SIZE_DOC megabytes in bytes, 0 if not configured. */
export function documentLimitBytes(entries: readonly ConfigurationEntry[]): number {
  return Math.floor((configNumber(entries, 'MAX_SIZE_DOC') ?? 0) * BYTES_PER_MEGABYTE);
}

/** SPEC 9: MAX_SIZE_VIDEO megabytes in bytes, 0 if not configured. */
export function videoLimitBytes(entries: readonly ConfigurationEntry[]): number {
  return Math.floor((configNumber(entries, 'MAX_SIZE_VIDEO') ?? 0) * BYTES_PER_MEGABYTE);
}

/** A byte limit as the megabytes people configured, for messages ("at most 5 MB"). */
export function megabytes(bytes: number): number {
  return bytes / BYTES_PER_MEGABYTE;
}
