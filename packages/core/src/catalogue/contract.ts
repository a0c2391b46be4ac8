import { Type, type Static } from 'typebox';
import { FilledText, Nullable } from '../contract/common';
import { PROGRAM_KINDS } from '../rules/programLinks';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../rules/validation';

/** Rupiah amounts: numbers, never integers, which the serialiser would truncate. */
const Amount = Type.Number();
const ProgramKind = Type.Enum(PROGRAM_KINDS, { type: 'string' });

const listItemProperties = {
  id: Type.Integer(),
  title: Type.String(),
  subProgramId: Type.Integer(),
  activity: Type.Array(Type.String()),
  route: Type.String(),
  kind: ProgramKind,
  enrollmentType: Type.Integer(),
  groupProgram: Type.Integer(),
  price: Amount,
  discount: Amount,
  total: Amount,
  cover: Nullable(Type.String()),
};

/** SPEC 3's program list item, plus what a card shows (kind, prices in whole rupiah, cover). */
export const ProgramListItem = Type.Object(listItemProperties, { additionalProperties: false });
export type ProgramListItem = Static<typeof ProgramListItem>;

export const ProgramPage = Type.Object(
  { items: Type.Array(ProgramListItem), pageIndex: Type.Integer(), pageSize: Type.Integer(), totalCount: Type.Integer() },
  { additionalProperties: false },
);
export type ProgramPage = Static<typeof ProgramPage>;

/** One activity of a linked course, as a visitor sees it before buying (no file, quiz key or settings). */
export const SyllabusActivity = Type.Object(
  { title: Type.String(), kind: Type.String(), durationMinutes: Type.Integer() },
  { additionalProperties: false },
);
export type SyllabusActivity = Static<typeof SyllabusActivity>;

/** A linked course's module (the program detail's "what you will learn"). */
export const SyllabusModule = Type.Object({ title: Type.String(), activities: Type.Array(SyllabusActivity) }, { additionalProperties: false });
export type SyllabusModule = Static<typeof SyllabusModule>;

/** A class of a linked course: its name and dates (YYYY-MM-DD). */
export const ProgramScheduleItem = Type.Object(
  { name: Type.String(), startsOn: Type.String(), endsOn: Type.String() },
  { additionalProperties: false },
);
export type ProgramScheduleItem = Static<typeof ProgramScheduleItem>;

/**
 * A learner's feedback on a linked course: only the first name of the learner is public (a response schema drops
 * any other field a query might add).
 */
export const ProgramReview = Type.Object(
  { firstName: Type.String(), rating: Type.Integer(), comment: Type.String(), date: Type.String() },
  { additionalProperties: false },
);
export type ProgramReview = Static<typeof ProgramReview>;

export const ProgramReviews = Type.Object(
  {
    /** The mean rating 1..5 over every feedback of the linked courses, or null while there is none. */
    average: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
    count: Type.Integer(),
    /** The latest feedback with a comment. */
    items: Type.Array(ProgramReview),
  },
  { additionalProperties: false },
);
export type ProgramReviews = Static<typeof ProgramReviews>;

/** GET /public-site/get-program-by-id/{id}/{subProgramId}. */
export const ProgramDetail = Type.Object(
  {
    ...listItemProperties,
    description: Type.String(),
    competency: Type.String(),
    categoryId: Type.Integer(),
    category: Type.String(),
    availableFrom: Nullable(Type.String()),
    /** The linked courses' published modules, in the program's order. */
    syllabus: Type.Array(SyllabusModule),
    /** The organisation that runs the linked courses (a training provider or an LSP), or null. */
    provider: Nullable(Type.String()),
    /** The trainers of the upcoming and running classes. */
    trainers: Type.Array(Type.String()),
    /** Classes that have not ended, soonest first. */
    schedule: Type.Array(ProgramScheduleItem),
    reviews: ProgramReviews,
    /** Other published programs of the same category. */
    related: Type.Array(ProgramListItem),
  },
  { additionalProperties: false },
);
export type ProgramDetail = Static<typeof ProgramDetail>;

export const ListProgramResponse = Type.Object(
  { listProgram: ProgramPage, recommended: Type.Array(ProgramListItem) },
  { additionalProperties: false },
);
export type ListProgramResponse = Static<typeof ListProgramResponse>;

export const DefaultProgramResponse = Type.Object(
  { bisaForAcademy: Type.Array(ProgramListItem), bisaForBusiness: Type.Array(ProgramListItem), recommended: Type.Array(ProgramListItem) },
  { additionalProperties: false },
);
export type DefaultProgramResponse = Static<typeof DefaultProgramResponse>;

/** SPEC 7's category lookup item. */
export const LookupItem = Type.Object({ text: Type.String(), value: Type.Integer() }, { additionalProperties: false });
export type LookupItem = Static<typeof LookupItem>;

/** A real calendar date: ajv-formats' `date` knows 2030-02-31 does not exist, which a pattern cannot. */
const CalendarDate = Type.String({ format: 'date' });

/** What a company sends with request-learning-industrial (wanted = competency) or request-link-and-match (curriculum). */
export const CompanyRequest = Type.Object(
  {
    company: Type.Object(
      { name: FilledText(200), industry: Type.Optional(FilledText(200)), address: Type.Optional(FilledText(500)) },
      { additionalProperties: false },
    ),
    contact: Type.Object(
      {
        name: FilledText(100),
        email: Type.String({ maxLength: 254, pattern: EMAIL_PATTERN.source }),
        phone: Type.String({ pattern: PHONE_PATTERN.source }),
        position: Type.Optional(FilledText(100)),
      },
      { additionalProperties: false },
    ),
    wanted: FilledText(2000),
    participants: Type.Integer({ minimum: 1, maximum: 10000 }),
    period: Type.Object({ start: CalendarDate, end: CalendarDate }, { additionalProperties: false }),
    notes: Type.Optional(FilledText(2000)),
  },
  { additionalProperties: false },
);
export type CompanyRequest = Static<typeof CompanyRequest>;
