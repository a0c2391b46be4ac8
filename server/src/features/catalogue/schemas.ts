import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../../src/core/rules/validation';

/** Querystring values are strings (no coercion): whole numbers as digit patterns, converted in the handler. */
const positive = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
const pageSize = { type: 'string', pattern: '^([1-9][0-9]?|100)$' } as const;
const groupProgram = { type: 'string', pattern: '^[12]$' } as const;
const subProgramId = { type: 'string', pattern: '^[1-6]$' } as const;

const query = (properties: Record<string, object>, required: string[] = []) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const categoryLookupQuery = query({ groupProgram });
export const listProgramQuery = query({ groupProgram, subProgramId, categoryId: positive, pageIndex: positive, pageSize });
export const programQuery = query({ groupProgram, subProgramId, pageIndex: positive, pageSize });
export const programByIdParams = query({ id: positive, subProgramId }, ['id', 'subProgramId']);
export const searchQuery = query({ key: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' }, pageIndex: positive, pageSize }, ['key']);

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
/** A real calendar date: ajv-formats' `date` knows 2030-02-31 does not exist, which a pattern cannot. */
const date = { type: 'string', format: 'date' } as const;
const object = (properties: Record<string, object>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

/** The body of request-learning-industrial and request-link-and-match (src/core/catalogue/model.ts CompanyRequest). */
export const companyRequestBody = object(
  {
    company: object({ name: text(200), industry: text(200), address: text(500) }, ['name']),
    contact: object(
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
    period: object({ start: date, end: date }, ['start', 'end']),
    notes: text(2000),
  },
  ['company', 'contact', 'wanted', 'participants', 'period'],
);
