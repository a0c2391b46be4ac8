import { Type, type Static } from 'typebox';
import { CompanyRequest, DefaultProgramResponse, ListProgramResponse, LookupItem, ProgramDetail, ProgramPage } from '@core/catalogue/contract';
import { Envelope, FilledText, Nullable } from '@core/contract/common';
import { PROGRAM_KINDS } from '@core/rules/programLinks';

/** Querystring values are strings (no coercion): whole numbers as digit patterns, converted in the handler. */
const positive = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
const pageSize = Type.String({ pattern: '^([1-9][0-9]?|100)$' });
const groupProgram = Type.String({ pattern: '^[12]$' });
const subProgramId = Type.String({ pattern: '^[1-6]$' });
const closed = { additionalProperties: false } as const;

// Public requests.
export const categoryLookupQuery = Type.Object({ groupProgram: Type.Optional(groupProgram) }, closed);
export const listProgramQuery = Type.Object(
  {
    groupProgram: Type.Optional(groupProgram),
    subProgramId: Type.Optional(subProgramId),
    categoryId: Type.Optional(positive),
    pageIndex: Type.Optional(positive),
    pageSize: Type.Optional(pageSize),
  },
  closed,
);
export const programQuery = Type.Object(
  {
    groupProgram: Type.Optional(groupProgram),
    subProgramId: Type.Optional(subProgramId),
    pageIndex: Type.Optional(positive),
    pageSize: Type.Optional(pageSize),
  },
  closed,
);
export const programByIdParams = Type.Object({ id: positive, subProgramId }, closed);
export const searchQuery = Type.Object({ key: FilledText(200), pageIndex: Type.Optional(positive), pageSize: Type.Optional(pageSize) }, closed);

/** The body of request-learning-industrial and request-link-and-match. */
export const companyRequestBody = CompanyRequest;

// Operator requests.
const longText = Type.String({ maxLength: 20_000 });
const rupiah = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });

export const programIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
export const companyRequestIdParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});

/**
 * A program as the console sends it (react-admin sends the whole record back, so fields the server owns, such as
 * id and createdAt, are allowed and ignored). Prices are whole rupiah; the discount is checked against the price.
 */
export const programBody = Type.Object({
  kind: Type.Enum(PROGRAM_KINDS, { type: 'string' }),
  categoryId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  titleId: FilledText(300),
  titleEn: FilledText(300),
  descriptionId: longText,
  descriptionEn: longText,
  competencyId: Type.String({ maxLength: 1000 }),
  competencyEn: Type.String({ maxLength: 1000 }),
  price: rupiah,
  discount: Type.Optional(rupiah),
  published: Type.Optional(Type.Boolean()),
  // A real calendar date: ajv-formats' `date` knows 2030-02-31 does not exist, which a pattern cannot.
  availableFrom: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
});
export type ProgramBody = Static<typeof programBody>;

export const categoryBody = Type.Object({
  groupProgram: Type.Enum([1, 2], { type: 'integer' }),
  nameId: FilledText(200),
  nameEn: FilledText(200),
});
export type CategoryBody = Static<typeof categoryBody>;

// Answers. The serialiser drops what a schema does not name: each lists every field the clients read.

/** LookupItem[], under `items`. */
export const categoryLookupAnswer = { 200: Envelope(Type.Object({ items: Type.Array(LookupItem) }, closed)) } as const;
export const listProgramAnswer = { 200: Envelope(ListProgramResponse) } as const;
export const defaultProgramAnswer = { 200: Envelope(DefaultProgramResponse) } as const;
export const programPageAnswer = { 200: Envelope(ProgramPage) } as const;
export const programDetailAnswer = { 200: Envelope(ProgramDetail) } as const;
/** A company's request received: its id. */
export const companyRequestAnswer = { 201: Envelope(Type.Object({ id: Type.String() }, closed)) } as const;

/** Rupiah amounts: numbers, never integers, which the serialiser would truncate. */
const amount = Type.Number();
const nullableString = Nullable(Type.String());

/** A program as the console edits it (queries.ts programRecord). */
const programRecord = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.Enum(PROGRAM_KINDS, { type: 'string' }),
    subProgramId: Type.Integer(),
    groupProgram: Type.Integer(),
    categoryId: Type.Integer(),
    titleId: Type.String(),
    titleEn: Type.String(),
    descriptionId: Type.String(),
    descriptionEn: Type.String(),
    competencyId: Type.String(),
    competencyEn: Type.String(),
    price: amount,
    discount: amount,
    cover: nullableString,
    published: Type.Boolean(),
    availableFrom: nullableString,
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  closed,
);
const categoryRecord = Type.Object({ id: Type.Integer(), groupProgram: Type.Integer(), nameId: Type.String(), nameEn: Type.String() }, closed);
const companyRequestRecord = Type.Object(
  {
    id: Type.String(),
    kind: Type.Enum(['learning-industrial', 'link-and-match'], { type: 'string' }),
    companyName: Type.String(),
    companyIndustry: nullableString,
    companyAddress: nullableString,
    contactName: Type.String(),
    contactEmail: Type.String(),
    contactPhone: Type.String(),
    contactPosition: nullableString,
    wanted: Type.String(),
    participants: Type.Integer(),
    periodStart: Type.String(),
    periodEnd: Type.String(),
    notes: nullableString,
    status: Type.String(),
    createdAt: Type.String(),
  },
  closed,
);

export const programRecordsAnswer = { 200: Envelope(Type.Array(programRecord)) } as const;
export const programRecordAnswer = { 200: Envelope(programRecord) } as const;
export const programSavedAnswer = { 200: Envelope(programRecord), 201: Envelope(programRecord) } as const;
export const categoryRecordsAnswer = { 200: Envelope(Type.Array(categoryRecord)) } as const;
export const categoryRecordAnswer = { 200: Envelope(categoryRecord) } as const;
export const categorySavedAnswer = { 200: Envelope(categoryRecord), 201: Envelope(categoryRecord) } as const;
export const companyRequestRecordsAnswer = { 200: Envelope(Type.Array(companyRequestRecord)) } as const;
export const companyRequestRecordAnswer = { 200: Envelope(companyRequestRecord) } as const;
