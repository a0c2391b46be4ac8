/** SPEC 3's contact info on the wire is ./contactInfo.contract.ts (ContactInfo). */

/** International digits without '+': a country code that does not start with 0, then 7 to 14 more digits (E.164). */
export const CONTACT_NUMBER_PATTERN = '^[1-9][0-9]{7,14}$';
