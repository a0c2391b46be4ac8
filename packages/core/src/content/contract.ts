import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { FilledText } from '../contract/common';
import { EMAIL_PATTERN } from '../rules/validation';
import type { Media, PartnerLocation } from './types';

/**
 * The content answers the gateway builds itself (listings, paging, the caller's language), as TypeBox schemas. The
 * documents inside them are the operator's JSON, whole and open: their schema is `{}` (sent as stored), their type
 * what the pages read of it (packages/core/src/content/types.ts).
 */

/** A document as stored: `{}` on the wire (nothing dropped), the pages' type in TypeScript. */
const open = <T>() => Type.Unsafe<T>({});

/** A Payload collection listing (type-news, type-partner, our-teams). */
export const Docs = <const T extends TSchema>(item: T) =>
  Type.Object(
    {
      docs: Type.Array(item),
      totalDocs: Type.Integer(),
      limit: Type.Integer(),
      page: Type.Integer(),
      totalPages: Type.Integer(),
      hasPrevPage: Type.Boolean(),
      hasNextPage: Type.Boolean(),
    },
    { additionalProperties: false },
  );
export type Docs<T> = Static<ReturnType<typeof Docs<TUnsafe<T>>>>;

/** A paged list of the v2 news and partner calls. */
export const PagedList = <const T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), page: Type.Integer(), totalPages: Type.Integer() }, { additionalProperties: false });
export type PagedList<T> = Static<ReturnType<typeof PagedList<TUnsafe<T>>>>;

/** GET /partners?limit=20 and the paged partner list: a partner's four fields the list shows. */
export const PartnerListItem = Type.Object(
  { id: Type.Integer(), partner_name: Type.String(), image_partner: open<Media>(), location: open<PartnerLocation>() },
  { additionalProperties: false },
);
export type PartnerListItem = Static<typeof PartnerListItem>;

/** GET /karya-bisa/banner/get-banner and /karya-bisa/product/get-product (main family, the caller's language). */
export const KaryaBisaBanner = Type.Object(
  { heading: Type.String(), subheading: Type.String(), imageUrl: Type.String() },
  { additionalProperties: false },
);
export type KaryaBisaBanner = Static<typeof KaryaBisaBanner>;

export const KaryaBisaProduct = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    category: Type.String(),
    description: Type.String(),
    images: Type.Array(Type.Object({ id: Type.Integer(), imageUrl: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type KaryaBisaProduct = Static<typeof KaryaBisaProduct>;

/** POST /api/contact-us: SPEC 3's contact message; the e-mail by SPEC 5's rule. */
export const ContactMessage = Type.Object(
  {
    name: FilledText(100),
    email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN.source }),
    affiliation: FilledText(200),
    messages: FilledText(5000),
  },
  { additionalProperties: false },
);
export type ContactMessage = Static<typeof ContactMessage>;
