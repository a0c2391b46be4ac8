import { EMAIL_PATTERN } from '../../../../src/core/rules/validation';

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
      children: { type: 'array', maxItems: 50, items: { type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: 5000 }, bold: { type: 'boolean' } } } },
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
