import { Type, type Static } from 'typebox';

/** The querystring of every operator list route: ra-data-simple-rest's filter, range and sort, as text (parseListQuery reads them). */
export const ListQueryText = Type.Object(
  {
    filter: Type.Optional(Type.String({ maxLength: 2000 })),
    range: Type.Optional(Type.String({ maxLength: 40 })),
    sort: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type ListQueryText = Static<typeof ListQueryText>;
