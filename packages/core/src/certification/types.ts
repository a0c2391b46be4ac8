/**
 * The certification workflow's values both sides read. Its wire types (the schedule, registration, certificate,
 * appeal and fee views) are the contracts in ./contract.ts.
 */

export const TEST_SITE_TYPES = ['sewaktu', 'tempat-kerja', 'mandiri'] as const;
export type TestSiteType = (typeof TEST_SITE_TYPES)[number];

/**
 * The `data.reason` of a 409 whose next step the page offers (the message is for people and translated): a paid
 * schedule the asesi has not paid for yet, answered with a link to pay in the catalogue.
 */
export const REGISTRATION_CONFLICT_NOT_PAID = 'not-paid';
