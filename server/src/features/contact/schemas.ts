import { CONTACT_NUMBER_PATTERN } from '@core/site/contactInfo';
import { envelopeOf } from '../../platform/typeProvider';

/** Text an operator types: something other than spaces, and a length a page can show. */
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

const object = <const P extends Record<string, object>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, properties, required: Object.keys(properties) as (keyof P & string)[] }) as const;

/** SPEC 3's contact info (src/core/site/contactInfo.ts ContactInfo): the body of PUT and the data of both answers. */
export const contactInfo = object({
  company: object({ name: text(200), address: text(500) }),
  number: { type: 'string', pattern: CONTACT_NUMBER_PATTERN },
  message: object({ en: text(1000), id: text(1000) }),
});

export const contactInfoAnswer = { 200: envelopeOf(contactInfo) } as const;
