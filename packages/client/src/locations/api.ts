import type { Gateway } from '../gateway/client';
import type { Envelope } from '@core/gateway/families';
import { lookupPath, type AreaLevel } from '@core/locations/areas';
import type { LocationLookup, LocationLookupItem } from '@core/locations/contract';

/** SPEC 7's location lookups (md family): the areas of a level inside the parent's code (none for the provinces). */
export async function fetchLocationLookup(gateway: Gateway, level: AreaLevel, parentCode = ''): Promise<LocationLookupItem[]> {
  const { data } = await gateway.md.get<Envelope<LocationLookup>>(lookupPath(level, parentCode));
  return data.items;
}
