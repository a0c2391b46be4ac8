import { Type, type Static } from 'typebox';
import { FilledText } from '../contract/common';
import { CONTACT_NUMBER_PATTERN } from './contactInfo';

/**
 * SPEC 3's contact info, as GET /api/main/contact/get-contact-info returns it, the operator's PUT sends it (the same
 * bounds check both) and the public site shows it.
 */
export const ContactInfo = Type.Object(
  {
    company: Type.Object({ name: FilledText(200), address: FilledText(500) }, { additionalProperties: false }),
    /** The messaging number of the floating chat link (digits, international form, e.g. 6281234567890). */
    number: Type.String({ pattern: CONTACT_NUMBER_PATTERN }),
    /** The chat's prefilled message per language. */
    message: Type.Object({ en: FilledText(1000), id: FilledText(1000) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type ContactInfo = Static<typeof ContactInfo>;
