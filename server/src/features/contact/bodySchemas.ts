import { CONTACT_NUMBER_PATTERN } from '../../../../src/core/site/contactInfo';

/** Text an operator types: something other than spaces, and a length a page can show. */
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const object = <P extends Record<string, object>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, properties, required: Object.keys(properties) }) as const;

/** PUT /contact/contact-info: the whole contact info, every field required. */
export const contactInfoBody = object({
  company: object({ name: text(200), address: text(500) }),
  number: { type: 'string', pattern: CONTACT_NUMBER_PATTERN },
  message: object({ en: text(1000), id: text(1000) }),
});
