import { ListQueryText } from '@core/catalogue/adminList.contract';
import { GLOBAL_SLUGS, type Docs, type KaryaBisaBanner, type KaryaBisaProduct, type PagedList, type PartnerListItem } from '@core/content/types';
import { EMAIL_PATTERN } from '@core/rules/validation';
import { envelopeOf } from '../../platform/typeProvider';

/** JSON schemas of the content routes. Querystring values are strings (no coercion): numbers are patterns. */

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const positive = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;
const limit = { type: 'string', pattern: '^([1-9][0-9]?|100)$' } as const;

export const pagedQuery = {
  type: 'object',
  properties: { limit, page: positive, filter: optionalText(100), localization: { type: 'string', enum: ['id', 'en'] } },
  additionalProperties: false,
} as const;
export interface PagedQuery {
  limit?: string;
  page?: string;
  filter?: string;
  localization?: 'id' | 'en';
}

export const mainPagedQuery = {
  type: 'object',
  properties: { pageSize: limit, pageIndex: positive },
  additionalProperties: false,
} as const;

export const idParams = { type: 'object', properties: { id: positive }, required: ['id'] } as const;
export const globalSlugParams = { type: 'object', properties: { slug: { type: 'string', enum: GLOBAL_SLUGS } }, required: ['slug'] } as const;
export const newsSlugParams = { type: 'object', properties: { slug: { type: 'string', maxLength: 120 } }, required: ['slug'] } as const;
export const partnerCategoryParams = {
  type: 'object',
  properties: { category: { type: 'string', pattern: '^(all|[1-9][0-9]{0,5})$' } },
  required: ['category'],
} as const;
/** The operator console's global pages go by their slug. */
export const operatorGlobalParams = { type: 'object', properties: { id: { type: 'string', enum: GLOBAL_SLUGS } }, required: ['id'] } as const;

/** A seeded picture's name; an unknown or malformed one is a 404 (checked in the route), not a 400. */
export const mediaNameParams = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } as const;

/** ra-data-simple-rest's list query, as every operator list reads it (src/core/catalogue/adminList.ts). */
export const operatorListQuery = ListQueryText;

/** POST /api/contact-us: SPEC 3's contact message; the e-mail by SPEC 5's rule. */
export const contactMessageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'affiliation', 'messages'],
  properties: {
    name: text(100),
    email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN.source },
    affiliation: text(200),
    messages: text(5000),
  },
} as const;

// The operator's documents: what each collection's form sends (react-admin PUTs the whole record, id included).
const media = { type: 'object', required: ['url'], properties: { url: text(500) } } as const;
const blocks = {
  type: 'array',
  minItems: 1,
  maxItems: 200,
  items: {
    type: 'object',
    required: ['type', 'children'],
    properties: {
      type: { type: 'string', enum: ['paragraph', 'heading', 'list-item'] },
      children: {
        type: 'array',
        maxItems: 50,
        items: { type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: 5000 }, bold: { type: 'boolean' } } },
      },
    },
  },
} as const;
const categoryRef = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;
const listOf = (maxItems: number, required: string[], properties: Record<string, object>) =>
  ({ type: 'array', maxItems, items: { type: 'object', required, properties: { id: { type: 'integer', minimum: 1 }, ...properties } } }) as const;
const document = (required: string[], properties: Record<string, object>) => ({ type: 'object', required, properties }) as const;

export const collectionBodies = {
  news: document(['titleId', 'titleEn', 'type_news', 'contentId', 'contentEn', 'writer', 'image_news'], {
    slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 },
    titleId: text(200),
    titleEn: text(200),
    type_news: categoryRef,
    contentId: blocks,
    contentEn: blocks,
    writer: text(100),
    image_news: media,
    createdDate: { type: ['string', 'null'], format: 'date-time' },
  }),
  'type-news': document(['titleId', 'titleEn'], { titleId: text(60), titleEn: text(60) }),
  'type-partner': document(['titleId', 'titleEn'], { titleId: text(60), titleEn: text(60) }),
  partners: document(['partner_name', 'image_partner', 'type_partner', 'descriptionId', 'descriptionEn', 'location'], {
    partner_name: text(200),
    image_partner: media,
    type_partner: categoryRef,
    descriptionId: text(5000),
    descriptionEn: text(5000),
    section: listOf(10, ['number', 'descriptionId', 'descriptionEn'], { number: text(20), descriptionId: text(200), descriptionEn: text(200) }),
    location: { type: 'object', required: ['address'], properties: { address: text(300) } },
    collaboration: {
      type: 'object',
      required: ['titleId', 'titleEn', 'descriptionId', 'descriptionEn', 'PartnerImage'],
      properties: {
        titleId: optionalText(200),
        titleEn: optionalText(200),
        descriptionId: optionalText(5000),
        descriptionEn: optionalText(5000),
        PartnerImage: listOf(10, ['Image'], { Image: media }),
      },
    },
  }),
  'our-teams': document(['name', 'role', 'image'], {
    name: text(100),
    role: text(100),
    image: media,
    social_media: listOf(10, ['name', 'url', 'icons'], { name: text(50), url: text(500), icons: media }),
  }),
  banners: document(['fileBanner', 'title', 'redirectLink'], { fileBanner: text(500), title: text(200), redirectLink: optionalText(500) }),
  'corporate-images': document(['fileLogo', 'name'], { fileLogo: text(500), name: text(200) }),
} as const;

/** The whole document of a global page: its shape is the one the page already has (checked in the handler). */
export const globalBody = { type: 'object', minProperties: 1, maxProperties: 40 } as const;

// Answers. A content document is the operator's JSON, whole and open (src/core/content/types.ts describes what the
// pages read of it): `{}` sends it as it is stored. Shapes the gateway builds itself are listed field by field.
const openDocument = {} as const;
const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;

/** Payload's listing of a collection (Docs). */
const docs = object(
  {
    docs: { type: 'array', items: openDocument },
    totalDocs: integer,
    limit: integer,
    page: integer,
    totalPages: integer,
    hasPrevPage: { type: 'boolean' },
    hasNextPage: { type: 'boolean' },
  },
  ['docs', 'totalDocs', 'limit', 'page', 'totalPages', 'hasPrevPage', 'hasNextPage'],
);
export const docsAnswer = { 200: docs } as const;

/** v2's paged lists (PagedList): the news, or the partners' list items. */
const pagedListOf = <const T extends object>(item: T) =>
  object({ data: { type: 'array', items: item }, page: integer, totalPages: integer }, ['data', 'page', 'totalPages']);
const newsList = pagedListOf(openDocument);
/** PartnerListItem: the list's four fields of a partner. */
const partnerListItem = object({ id: integer, partner_name: string, image_partner: openDocument, location: openDocument }, [
  'id',
  'partner_name',
  'image_partner',
  'location',
]);
export const newsListAnswer = { 200: newsList } as const;
export const partnerListAnswer = { 200: pagedListOf(partnerListItem) } as const;

/** A global page, a partner: the document itself. */
export const documentAnswer = { 200: openDocument } as const;
/** GET /news/{slug}: the article under `data`. */
export const newsItemAnswer = { 200: object({ data: openDocument }, ['data']) } as const;

/** POST /api/contact-us: Payload's answer to a create (SPEC 7: the site does not read it). */
export const contactMessageAnswer = {
  201: object(
    {
      message: string,
      doc: object({ id: integer, name: string, email: string, affiliation: string, messages: string, createdAt: string }, [
        'id',
        'name',
        'email',
        'affiliation',
        'messages',
        'createdAt',
      ]),
    },
    ['message', 'doc'],
  ),
} as const;

// The main and cm families' content calls (enveloped).
export const documentsEnvelope = { 200: envelopeOf({ type: 'array', items: openDocument }) } as const;
export const documentEnvelope = { 200: envelopeOf(openDocument) } as const;
export const newsPageEnvelope = {
  200: envelopeOf(
    object({ items: { type: 'array', items: openDocument }, pageIndex: integer, pageSize: integer, totalItems: integer, totalPages: integer }, [
      'items',
      'pageIndex',
      'pageSize',
      'totalItems',
      'totalPages',
    ]),
  ),
} as const;
const karyaBisaBanner = object({ heading: string, subheading: string, imageUrl: string }, ['heading', 'subheading', 'imageUrl']);
const karyaBisaProduct = object(
  {
    id: integer,
    name: string,
    category: string,
    description: string,
    images: { type: 'array', items: object({ id: integer, imageUrl: string }, ['id', 'imageUrl']) },
  },
  ['id', 'name', 'category', 'description', 'images'],
);
/** KaryaBisaBanner, in the caller's language. */
export const karyaBisaBannerEnvelope = { 200: envelopeOf(karyaBisaBanner) } as const;
/** KaryaBisaProduct[], in the caller's language. */
export const karyaBisaProductsEnvelope = { 200: envelopeOf({ type: 'array', items: karyaBisaProduct }) } as const;

// Each answer the gateway builds names every field of its core type (checked when compiling).
void (docs.properties satisfies Record<keyof Docs<unknown>, object>);
void (newsList.properties satisfies Record<keyof PagedList<unknown>, object>);
void (partnerListItem.properties satisfies Record<keyof PartnerListItem, object>);
void (karyaBisaBanner.properties satisfies Record<keyof KaryaBisaBanner, object>);
void (karyaBisaProduct.properties satisfies Record<keyof KaryaBisaProduct, object>);
/** The corporate logos. */
export const corporateImagesEnvelope = {
  200: envelopeOf({ type: 'array', items: object({ id: integer, fileLogo: string }, ['id', 'fileLogo']) }),
} as const;

// The operator console (ra-data-simple-rest over the envelope).
/** A created document answers 201; read, changed and deleted ones 200. */
export const createdDocumentEnvelope = { 201: envelopeOf(openDocument) } as const;
const contactMessage = object({ id: integer, name: string, email: string, affiliation: string, messages: string, createdAt: string }, [
  'id',
  'name',
  'email',
  'affiliation',
  'messages',
  'createdAt',
]);
export const contactMessagesEnvelope = { 200: envelopeOf({ type: 'array', items: contactMessage }) } as const;
export const contactMessageEnvelope = { 200: envelopeOf(contactMessage) } as const;
/** POST /content-uploads: the stored picture's URL. */
export const uploadedEnvelope = { 201: envelopeOf(object({ url: string }, ['url'])) } as const;
