import { AREA_LEVELS, parentLevel, type AreaLevel } from './areas';
import type { LocationLookupItem } from './contract';

/**
 * An address as the address picker edits it: the chosen areas with their codes and names (a form shows them again
 * without a lookup, and stores the village's code), the street line and the postal code.
 */
export interface Address {
  province: LocationLookupItem | null;
  regency: LocationLookupItem | null;
  district: LocationLookupItem | null;
  village: LocationLookupItem | null;
  street: string;
  postalCode: string;
}

export const EMPTY_ADDRESS: Address = { province: null, regency: null, district: null, village: null, street: '', postalCode: '' };

/**
 * The address with an area chosen (or cleared) at one level. Another choice empties the levels below it: a district
 * of the previous regency would make an address that does not exist. The same area again keeps them.
 */
export function chooseArea(address: Address, level: AreaLevel, item: LocationLookupItem | null): Address {
  if (address[level]?.value === item?.value) return { ...address, [level]: item };
  const below = AREA_LEVELS.slice(AREA_LEVELS.indexOf(level) + 1);
  return { ...address, [level]: item, ...Object.fromEntries(below.map((lower) => [lower, null])) };
}

/**
 * The code whose areas a level lists: '' for the provinces, else the chosen parent's code; undefined while the parent
 * is not chosen yet (the field waits for it).
 */
export function lookupParentOf(address: Address, level: AreaLevel): string | undefined {
  const parent = parentLevel(level);
  return parent ? address[parent]?.value : '';
}

/** Pos Indonesia's postal codes: five digits, 10110 to 99976, so never a leading 0. */
export const POSTAL_CODE_PATTERN = /^[1-9][0-9]{4}$/;

/** What the postal code field keeps of what is typed or pasted: its digits, five at most. */
export function postalCodeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 5);
}

/**
 * The address as one line in the order Indonesian letters write it: street, village, district, regency or city,
 * province, postal code (the parts not given left out). Forms that store an address as text (APL.01) keep this.
 */
export function addressLine(address: Address): string {
  const parts = [
    address.street.trim(),
    address.village?.text,
    address.district?.text,
    address.regency?.text,
    address.province?.text,
    address.postalCode,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}

/** Whether every area is chosen and the street typed: what a complete address needs before a form takes it. */
export function addressComplete(address: Address): boolean {
  return Boolean(address.province && address.regency && address.district && address.village && address.street.trim());
}
