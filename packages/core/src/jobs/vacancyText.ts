import { formatIdr } from '@core/format/currency';
import type { AreaRef } from './contract';

/** A catalog lookup: the member app's `translate` and the public site's `t` both fit. */
type Translate = (
  key:
    | 'jobPages.salaryNotDisclosed'
    | 'jobPages.salaryExact'
    | 'jobPages.salaryRange'
    | 'jobPages.salaryFrom'
    | 'jobPages.salaryUpTo'
    | 'jobPages.locationUnknown',
  params?: Record<string, string | number>,
) => string;

/** The salary as every job page says it (rupiah): a range, a floor, a ceiling, one amount, or "not disclosed" (hidden or absent). */
export function salaryText(salary: { min: number | null; max: number | null } | null, translate: Translate): string {
  if (!salary || (salary.min === null && salary.max === null)) return translate('jobPages.salaryNotDisclosed');
  if (salary.min !== null && salary.max !== null) {
    return salary.min === salary.max
      ? translate('jobPages.salaryExact', { amount: formatIdr(salary.min) })
      : translate('jobPages.salaryRange', { min: formatIdr(salary.min), max: formatIdr(salary.max) });
  }
  return salary.min !== null
    ? translate('jobPages.salaryFrom', { min: formatIdr(salary.min) })
    : translate('jobPages.salaryUpTo', { max: formatIdr(salary.max as number) });
}

/** "Regency, Province", whichever are known. */
export function locationText(vacancy: { province: AreaRef | null; regency: AreaRef | null }, translate: Translate): string {
  const parts = [vacancy.regency?.name, vacancy.province?.name].filter(Boolean);
  return parts.length ? parts.join(', ') : translate('jobPages.locationUnknown');
}
