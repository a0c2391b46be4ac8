import { Type, type Static } from 'typebox';

/** SPEC 7's location lookup item: the area's code and its name. */
export const LocationLookupItem = Type.Object({ value: Type.String(), text: Type.String() }, { additionalProperties: false });
export type LocationLookupItem = Static<typeof LocationLookupItem>;

/** A lookup's answer: the areas under `items`, as the md family's category lookup answers. */
export const LocationLookup = Type.Object({ items: Type.Array(LocationLookupItem) }, { additionalProperties: false });
export type LocationLookup = Static<typeof LocationLookup>;
