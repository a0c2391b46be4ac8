import { envelopeOf } from '../../platform/typeProvider';

/** POST /analytics/page-view: the site's beacon. Lengths are bounded; the path is cut further before counting. */
export const pageViewBody = {
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  properties: {
    path: { type: 'string', minLength: 1, maxLength: 2000 },
    referrer: { type: 'string', maxLength: 2000 },
  },
} as const;

export const pageViewAnswer = { 204: { type: 'null' } } as const;

export const reportQuery = {
  type: 'object',
  additionalProperties: false,
  // Query strings arrive as text (types are not coerced): 1 to 366 days.
  properties: { days: { type: 'string', pattern: '^(?:[1-9]\\d?|[12]\\d\\d|3[0-5]\\d|36[0-6])$' } },
} as const;

const counted = <const K extends string>(key: K, keyType: object = { type: 'string' }) =>
  ({
    type: 'array',
    items: { type: 'object', required: [key, 'views'], properties: { [key]: keyType, views: { type: 'integer' } } },
  }) as const;

/** GET /api/main/analytics/page-views: the operator console's charts. */
export const reportAnswer = {
  200: envelopeOf({
    type: 'object',
    required: ['days', 'perDay', 'perPage', 'perLocale', 'perDevice', 'referrers', 'funnel'],
    properties: {
      days: { type: 'integer' },
      perDay: counted('day'),
      perPage: counted('path'),
      perLocale: counted('locale'),
      perDevice: counted('device'),
      referrers: counted('host'),
      funnel: {
        type: 'object',
        required: ['programViews', 'addedToCart', 'paidOrders'],
        properties: { programViews: { type: 'integer' }, addedToCart: { type: 'integer' }, paidOrders: { type: 'integer' } },
      },
    },
  }),
} as const;
