import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { DefaultProgramResponse, ListProgramResponse, LookupItem, ProgramDetail, ProgramListItem, ProgramPage } from '@core/catalogue/model';
import { PROGRAM_KINDS } from '@core/rules/programLinks';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@core/rules/validation';
import { envelopeOf } from '../../platform/typeProvider';

/** The type a request schema gives a handler (what the type provider derives), for the helpers it passes it to. */
type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

/** Querystring values are strings (no coercion): whole numbers as digit patterns, converted in the handler. */
const positive = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
const pageSize = { type: 'string', pattern: '^([1-9][0-9]?|100)$' } as const;
const groupProgram = { type: 'string', pattern: '^[12]$' } as const;
const subProgramId = { type: 'string', pattern: '^[1-6]$' } as const;

const closed = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[] = []>(properties: P, required?: R) =>
  ({ type: 'object', additionalProperties: false, properties, required: required ?? ([] as unknown as R) }) as const;

// Public requests.
export const categoryLookupQuery = closed({ groupProgram });
export const listProgramQuery = closed({ groupProgram, subProgramId, categoryId: positive, pageIndex: positive, pageSize });
export const programQuery = closed({ groupProgram, subProgramId, pageIndex: positive, pageSize });
export const programByIdParams = closed({ id: positive, subProgramId }, ['id', 'subProgramId']);
export const searchQuery = closed({ key: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' }, pageIndex: positive, pageSize }, ['key']);

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
/** A real calendar date: ajv-formats' `date` knows 2030-02-31 does not exist, which a pattern cannot. */
const date = { type: 'string', format: 'date' } as const;

/** The body of request-learning-industrial and request-link-and-match (src/core/catalogue/model.ts CompanyRequest). */
export const companyRequestBody = closed(
  {
    company: closed({ name: text(200), industry: text(200), address: text(500) }, ['name']),
    contact: closed(
      {
        name: text(100),
        email: { type: 'string', maxLength: 254, pattern: EMAIL_PATTERN.source },
        phone: { type: 'string', pattern: PHONE_PATTERN.source },
        position: text(100),
      },
      ['name', 'email', 'phone'],
    ),
    wanted: text(2000),
    participants: { type: 'integer', minimum: 1, maximum: 10000 },
    period: closed({ start: date, end: date }, ['start', 'end']),
    notes: text(2000),
  },
  ['company', 'contact', 'wanted', 'participants', 'period'],
);

// Operator requests.
const longText = { type: 'string', maxLength: 20_000 } as const;

export const programIdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } as const;
export const companyRequestIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } },
} as const;

/**
 * A program as the console sends it (react-admin sends the whole record back, so fields the server owns, such as
 * id and createdAt, are allowed and ignored). Prices are whole rupiah; the discount is checked against the price.
 */
export const programBody = {
  type: 'object',
  required: ['kind', 'categoryId', 'titleId', 'titleEn', 'descriptionId', 'descriptionEn', 'competencyId', 'competencyEn', 'price'],
  properties: {
    kind: { type: 'string', enum: PROGRAM_KINDS },
    categoryId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    titleId: text(300),
    titleEn: text(300),
    descriptionId: longText,
    descriptionEn: longText,
    competencyId: { type: 'string', maxLength: 1000 },
    competencyEn: { type: 'string', maxLength: 1000 },
    price: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 },
    discount: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 },
    published: { type: 'boolean' },
    availableFrom: { anyOf: [date, { type: 'null' }] },
  },
} as const;
export type ProgramBody = Validated<typeof programBody>;

export const categoryBody = {
  type: 'object',
  required: ['groupProgram', 'nameId', 'nameEn'],
  properties: { groupProgram: { type: 'integer', enum: [1, 2] }, nameId: text(200), nameEn: text(200) },
} as const;
export type CategoryBody = Validated<typeof categoryBody>;

// Answers. The serialiser drops what a schema does not name: each lists every field the clients read.
const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
/** Rupiah amounts: numbers, never integers, which the serialiser would truncate. */
const amount = { type: 'number' } as const;
const kind = { type: 'string', enum: PROGRAM_KINDS } as const;

const listItemProperties = {
  id: integer,
  title: string,
  subProgramId: integer,
  activity: { type: 'array', items: string },
  route: string,
  kind,
  enrollmentType: integer,
  groupProgram: integer,
  price: amount,
  discount: amount,
  total: amount,
  cover: nullableString,
} as const;
const listItemFields = [
  'id',
  'title',
  'subProgramId',
  'activity',
  'route',
  'kind',
  'enrollmentType',
  'groupProgram',
  'price',
  'discount',
  'total',
  'cover',
] as const;

/** src/core/catalogue/model.ts ProgramListItem. */
const programListItem = object(listItemProperties, listItemFields);
const programList = { type: 'array', items: programListItem } as const;
/** src/core/catalogue/model.ts ProgramPage. */
const programPage = object({ items: programList, pageIndex: integer, pageSize: integer, totalCount: integer }, [
  'items',
  'pageIndex',
  'pageSize',
  'totalCount',
]);
/** src/core/catalogue/model.ts SyllabusModule: titles, kinds and minutes only (never files or quiz keys). */
const syllabusActivity = object({ title: string, kind: string, durationMinutes: integer }, ['title', 'kind', 'durationMinutes']);
const syllabusModule = object({ title: string, activities: { type: 'array', items: syllabusActivity } }, ['title', 'activities']);
const scheduleItem = object({ name: string, startsOn: string, endsOn: string }, ['name', 'startsOn', 'endsOn']);
/** A reviewer by first name only: a response schema drops any other field a query might add. */
const review = object({ firstName: string, rating: integer, comment: string, date: string }, ['firstName', 'rating', 'comment', 'date']);
const reviews = object({ average: { type: ['number', 'null'] }, count: integer, items: { type: 'array', items: review } }, [
  'average',
  'count',
  'items',
]);
/** src/core/catalogue/model.ts ProgramDetail. */
const programDetail = object(
  {
    ...listItemProperties,
    description: string,
    competency: string,
    categoryId: integer,
    category: string,
    availableFrom: nullableString,
    syllabus: { type: 'array', items: syllabusModule },
    provider: nullableString,
    trainers: { type: 'array', items: string },
    schedule: { type: 'array', items: scheduleItem },
    reviews,
    related: programList,
  },
  [
    ...listItemFields,
    'description',
    'competency',
    'categoryId',
    'category',
    'availableFrom',
    'syllabus',
    'provider',
    'trainers',
    'schedule',
    'reviews',
    'related',
  ],
);

/** src/core/catalogue/model.ts LookupItem. */
const lookupItem = object({ text: string, value: integer }, ['text', 'value']);
/** src/core/catalogue/model.ts ListProgramResponse. */
const listProgram = object({ listProgram: programPage, recommended: programList }, ['listProgram', 'recommended']);
/** src/core/catalogue/model.ts DefaultProgramResponse. */
const defaultProgram = object({ bisaForAcademy: programList, bisaForBusiness: programList, recommended: programList }, [
  'bisaForAcademy',
  'bisaForBusiness',
  'recommended',
]);

// Each answer names every field of its core type (checked when compiling).
void (programListItem.properties satisfies Record<keyof ProgramListItem, object>);
void (programPage.properties satisfies Record<keyof ProgramPage, object>);
void (programDetail.properties satisfies Record<keyof ProgramDetail, object>);
void (lookupItem.properties satisfies Record<keyof LookupItem, object>);
void (listProgram.properties satisfies Record<keyof ListProgramResponse, object>);
void (defaultProgram.properties satisfies Record<keyof DefaultProgramResponse, object>);

/** LookupItem[], under `items`. */
export const categoryLookupAnswer = { 200: envelopeOf(object({ items: { type: 'array', items: lookupItem } }, ['items'])) } as const;
export const listProgramAnswer = { 200: envelopeOf(listProgram) } as const;
export const defaultProgramAnswer = { 200: envelopeOf(defaultProgram) } as const;
export const programPageAnswer = { 200: envelopeOf(programPage) } as const;
export const programDetailAnswer = { 200: envelopeOf(programDetail) } as const;
/** A company's request received: its id. */
export const companyRequestAnswer = { 201: envelopeOf(object({ id: string }, ['id'])) } as const;

/** A program as the console edits it (queries.ts programRecord). */
const programRecord = object(
  {
    id: integer,
    kind,
    subProgramId: integer,
    groupProgram: integer,
    categoryId: integer,
    titleId: string,
    titleEn: string,
    descriptionId: string,
    descriptionEn: string,
    competencyId: string,
    competencyEn: string,
    price: amount,
    discount: amount,
    cover: nullableString,
    published: { type: 'boolean' },
    availableFrom: nullableString,
    createdAt: string,
    updatedAt: string,
  },
  [
    'id',
    'kind',
    'subProgramId',
    'groupProgram',
    'categoryId',
    'titleId',
    'titleEn',
    'descriptionId',
    'descriptionEn',
    'competencyId',
    'competencyEn',
    'price',
    'discount',
    'cover',
    'published',
    'availableFrom',
    'createdAt',
    'updatedAt',
  ],
);
const categoryRecord = object({ id: integer, groupProgram: integer, nameId: string, nameEn: string }, ['id', 'groupProgram', 'nameId', 'nameEn']);
const companyRequestRecord = object(
  {
    id: string,
    kind: { type: 'string', enum: ['learning-industrial', 'link-and-match'] },
    companyName: string,
    companyIndustry: nullableString,
    companyAddress: nullableString,
    contactName: string,
    contactEmail: string,
    contactPhone: string,
    contactPosition: nullableString,
    wanted: string,
    participants: integer,
    periodStart: string,
    periodEnd: string,
    notes: nullableString,
    status: string,
    createdAt: string,
  },
  [
    'id',
    'kind',
    'companyName',
    'companyIndustry',
    'companyAddress',
    'contactName',
    'contactEmail',
    'contactPhone',
    'contactPosition',
    'wanted',
    'participants',
    'periodStart',
    'periodEnd',
    'notes',
    'status',
    'createdAt',
  ],
);

export const programRecordsAnswer = { 200: envelopeOf({ type: 'array', items: programRecord }) } as const;
export const programRecordAnswer = { 200: envelopeOf(programRecord) } as const;
export const programSavedAnswer = { 200: envelopeOf(programRecord), 201: envelopeOf(programRecord) } as const;
export const categoryRecordsAnswer = { 200: envelopeOf({ type: 'array', items: categoryRecord }) } as const;
export const categoryRecordAnswer = { 200: envelopeOf(categoryRecord) } as const;
export const categorySavedAnswer = { 200: envelopeOf(categoryRecord), 201: envelopeOf(categoryRecord) } as const;
export const companyRequestRecordsAnswer = { 200: envelopeOf({ type: 'array', items: companyRequestRecord }) } as const;
export const companyRequestRecordAnswer = { 200: envelopeOf(companyRequestRecord) } as const;
