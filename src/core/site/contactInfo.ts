/** SPEC 3's contact info, as GET /api/main/contact/get-contact-info returns it and the public site shows it. */
export interface ContactInfo {
  company: { name: string; address: string };
  /** The messaging number of the floating chat link (digits, international form, e.g. 6281234567890). */
  number: string;
  /** The chat's prefilled message per language. */
  message: { en: string; id: string };
}

/** International digits without '+': a country code that does not start with 0, then 7 to 14 more digits (E.164). */
export const CONTACT_NUMBER_PATTERN = '^[1-9][0-9]{7,14}$';
