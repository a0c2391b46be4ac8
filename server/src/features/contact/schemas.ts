import { Envelope } from '@core/contract/common';
import { ContactInfo } from '@core/site/contactInfo.contract';

/** SPEC 3's contact info (packages/core/src/site/contactInfo.contract.ts): the body of PUT and the data of both answers. */
export const contactInfo = ContactInfo;

export const contactInfoAnswer = { 200: Envelope(ContactInfo) } as const;
