/** A date column as YYYY-MM-DD whichever way the driver returned it (pg: a local Date, PGlite: a UTC Date). */
export function toIsoDate(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
