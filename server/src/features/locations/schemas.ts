import { AREA_CODE_PATTERNS, type AreaLevel, type LocationLookupItem } from '@core/locations/areas';
import { envelopeOf } from '../../platform/typeProvider';

/** A lookup's parent: the code of an area of the level above, as Kemendagri writes it (a malformed one is a 400). */
export const parentParams = (level: AreaLevel) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { id: { type: 'string', pattern: AREA_CODE_PATTERNS[level] } },
    required: ['id'],
  }) as const;

/** src/core/locations/areas.ts LocationLookupItem. */
const lookupItem = {
  type: 'object',
  additionalProperties: false,
  properties: { value: { type: 'string' }, text: { type: 'string' } },
  required: ['value', 'text'],
} as const;
void (lookupItem.properties satisfies Record<keyof LocationLookupItem, object>);

/** LocationLookupItem[] under `items`, as the md family's category lookup answers. */
export const locationLookupAnswer = {
  200: envelopeOf({ type: 'object', additionalProperties: false, properties: { items: { type: 'array', items: lookupItem } }, required: ['items'] }),
} as const;
