import { Type, type Static } from 'typebox';
import { ListQueryText } from '@core/catalogue/adminList.contract';
import { ContactMessage, Docs, KaryaBisaBanner, KaryaBisaProduct, PagedList, PartnerListItem } from '@core/content/contract';
import { GLOBAL_SLUGS } from '@core/content/types';
import { Envelope, FilledText, Nullable } from '@core/contract/common';

/** Schemas of the content routes. Querystring values are strings (no coercion): numbers are patterns. */

const positive = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });
const limit = Type.String({ pattern: '^([1-9][0-9]?|100)$' });

export const pagedQuery = Type.Object(
  {
    limit: Type.Optional(limit),
    page: Type.Optional(positive),
    filter: Type.Optional(Type.String({ maxLength: 100 })),
    localization: Type.Optional(Type.Enum(['id', 'en'], { type: 'string' })),
  },
  { additionalProperties: false },
);
export type PagedQuery = Static<typeof pagedQuery>;

export const mainPagedQuery = Type.Object({ pageSize: Type.Optional(limit), pageIndex: Type.Optional(positive) }, { additionalProperties: false });

export const idParams = Type.Object({ id: positive });
export const globalSlugParams = Type.Object({ slug: Type.Enum(GLOBAL_SLUGS, { type: 'string' }) });
export const newsSlugParams = Type.Object({ slug: Type.String({ maxLength: 120 }) });
export const partnerCategoryParams = Type.Object({ category: Type.String({ pattern: '^(all|[1-9][0-9]{0,5})$' }) });
/** The operator console's global pages go by their slug. */
export const operatorGlobalParams = Type.Object({ id: Type.Enum(GLOBAL_SLUGS, { type: 'string' }) });

/** A seeded picture's name; an unknown or malformed one is a 404 (checked in the route), not a 400. */
export const mediaNameParams = Type.Object({ name: Type.String() });

/** ra-data-simple-rest's list query, as every operator list reads it (packages/core/src/catalogue/adminList.ts). */
export const operatorListQuery = ListQueryText;

/** POST /api/contact-us. */
export const contactMessageBody = ContactMessage;

// The operator's documents: what each collection's form sends (react-admin PUTs the whole record, id included).
const media = Type.Object({ url: FilledText(500) });
const blocks = Type.Array(
  Type.Object({
    type: Type.Enum(['paragraph', 'heading', 'list-item'], { type: 'string' }),
    children: Type.Array(Type.Object({ text: Type.String({ maxLength: 5000 }), bold: Type.Optional(Type.Boolean()) }), { maxItems: 50 }),
  }),
  { minItems: 1, maxItems: 200 },
);
const rowId = Type.Optional(Type.Integer({ minimum: 1 }));
const categoryRef = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const titles = (maxLength: number) => Type.Object({ titleId: FilledText(maxLength), titleEn: FilledText(maxLength) });

export const collectionBodies = {
  news: Type.Object({
    slug: Type.Optional(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 })),
    titleId: FilledText(200),
    titleEn: FilledText(200),
    type_news: categoryRef,
    contentId: blocks,
    contentEn: blocks,
    writer: FilledText(100),
    image_news: media,
    createdDate: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  }),
  'type-news': titles(60),
  'type-partner': titles(60),
  partners: Type.Object({
    partner_name: FilledText(200),
    image_partner: media,
    type_partner: categoryRef,
    descriptionId: FilledText(5000),
    descriptionEn: FilledText(5000),
    section: Type.Optional(
      Type.Array(Type.Object({ id: rowId, number: FilledText(20), descriptionId: FilledText(200), descriptionEn: FilledText(200) }), {
        maxItems: 10,
      }),
    ),
    location: Type.Object({ address: FilledText(300) }),
    collaboration: Type.Optional(
      Type.Object({
        titleId: Type.String({ maxLength: 200 }),
        titleEn: Type.String({ maxLength: 200 }),
        descriptionId: Type.String({ maxLength: 5000 }),
        descriptionEn: Type.String({ maxLength: 5000 }),
        PartnerImage: Type.Array(Type.Object({ id: rowId, Image: media }), { maxItems: 10 }),
      }),
    ),
  }),
  'our-teams': Type.Object({
    name: FilledText(100),
    role: FilledText(100),
    image: media,
    social_media: Type.Optional(Type.Array(Type.Object({ id: rowId, name: FilledText(50), url: FilledText(500), icons: media }), { maxItems: 10 })),
  }),
  banners: Type.Object({ fileBanner: FilledText(500), title: FilledText(200), redirectLink: Type.String({ maxLength: 500 }) }),
  'corporate-images': Type.Object({ fileLogo: FilledText(500), name: FilledText(200) }),
};

/** The whole document of a global page: its shape is the one the page already has (checked in the handler). */
export const globalBody = Type.Unsafe<Record<string, unknown>>({ type: 'object', minProperties: 1, maxProperties: 40 });

// Answers. A content document is the operator's JSON, whole and open (packages/core/src/content/types.ts describes what the
// pages read of it): `{}` sends it as it is stored. Shapes the gateway builds itself are listed field by field.
const openDocument = Type.Unknown();

/** Payload's listing of a collection. */
export const docsAnswer = { 200: Docs(openDocument) } as const;

/** v2's paged lists: the news, or the partners' list items. */
export const newsListAnswer = { 200: PagedList(openDocument) } as const;
export const partnerListAnswer = { 200: PagedList(PartnerListItem) } as const;

/** A global page, a partner: the document itself. */
export const documentAnswer = { 200: openDocument } as const;
/** GET /news/{slug}: the article under `data`. */
export const newsItemAnswer = { 200: Type.Object({ data: openDocument }, { additionalProperties: false }) } as const;

/** A contact message as stored. */
const contactMessage = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    affiliation: Type.String(),
    messages: Type.String(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);

/** POST /api/contact-us: Payload's answer to a create (SPEC 7: the site does not read it). */
export const contactMessageAnswer = {
  201: Type.Object({ message: Type.String(), doc: contactMessage }, { additionalProperties: false }),
} as const;

// The main and cm families' content calls (enveloped).
export const documentsEnvelope = { 200: Envelope(Type.Array(openDocument)) } as const;
export const documentEnvelope = { 200: Envelope(openDocument) } as const;
export const newsPageEnvelope = {
  200: Envelope(
    Type.Object(
      {
        items: Type.Array(openDocument),
        pageIndex: Type.Integer(),
        pageSize: Type.Integer(),
        totalItems: Type.Integer(),
        totalPages: Type.Integer(),
      },
      { additionalProperties: false },
    ),
  ),
} as const;
/** KaryaBisaBanner, in the caller's language. */
export const karyaBisaBannerEnvelope = { 200: Envelope(KaryaBisaBanner) } as const;
/** KaryaBisaProduct[], in the caller's language. */
export const karyaBisaProductsEnvelope = { 200: Envelope(Type.Array(KaryaBisaProduct)) } as const;
/** The corporate logos. */
export const corporateImagesEnvelope = {
  200: Envelope(Type.Array(Type.Object({ id: Type.Integer(), fileLogo: Type.String() }, { additionalProperties: false }))),
} as const;

// The operator console (ra-data-simple-rest over the envelope).
/** A created document answers 201; read, changed and deleted ones 200. */
export const createdDocumentEnvelope = { 201: Envelope(openDocument) } as const;
export const contactMessagesEnvelope = { 200: Envelope(Type.Array(contactMessage)) } as const;
export const contactMessageEnvelope = { 200: Envelope(contactMessage) } as const;
/** POST /content-uploads: the stored picture's URL. */
export const uploadedEnvelope = { 201: Envelope(Type.Object({ url: Type.String() }, { additionalProperties: false })) } as const;
