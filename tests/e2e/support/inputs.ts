/** A datetime-local input's value `days` from now at `hour`:00, in the browser's (and this process's) local time. */
export function localDateTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}
