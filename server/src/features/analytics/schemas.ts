import { Type } from 'typebox';
import { PageViewReport } from '@core/analytics/report.contract';
import { Envelope } from '@core/contract/common';

/** POST /analytics/page-view: the site's beacon. Lengths are bounded; the path is cut further before counting. */
export const pageViewBody = Type.Object(
  { path: Type.String({ minLength: 1, maxLength: 2000 }), referrer: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);

export const pageViewAnswer = { 204: Type.Null() } as const;

export const reportQuery = Type.Object(
  // Query strings arrive as text (types are not coerced): 1 to 366 days.
  { days: Type.Optional(Type.String({ pattern: '^(?:[1-9]\\d?|[12]\\d\\d|3[0-5]\\d|36[0-6])$' })) },
  { additionalProperties: false },
);

/** GET /api/main/analytics/page-views: the operator console's charts. */
export const reportAnswer = { 200: Envelope(PageViewReport) } as const;
