import { Type } from 'typebox';
import { Envelope } from '@core/contract/common';
import { AREA_CODE_PATTERNS, type AreaLevel } from '@core/locations/areas';
import { LocationLookup } from '@core/locations/contract';

/** A lookup's parent: the code of an area of the level above, as Kemendagri writes it (a malformed one is a 400). */
export const parentParams = (level: AreaLevel) =>
  Type.Object({ id: Type.String({ pattern: AREA_CODE_PATTERNS[level] }) }, { additionalProperties: false });

/** The areas under `items`, as the md family's category lookup answers. */
export const locationLookupAnswer = { 200: Envelope(LocationLookup) } as const;
