import { PROGRAM_KINDS } from '../../../../src/core/rules/programLinks';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const longText = { type: 'string', maxLength: 20_000 } as const;
/** A real calendar date: ajv-formats' `date` knows 2030-02-31 does not exist, which a pattern cannot. */
const date = { type: 'string', format: 'date' } as const;

export const programIdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } as const;

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

export const categoryBody = {
  type: 'object',
  required: ['groupProgram', 'nameId', 'nameEn'],
  properties: { groupProgram: { type: 'integer', enum: [1, 2] }, nameId: text(200), nameEn: text(200) },
} as const;

export interface ProgramBody {
  kind: (typeof PROGRAM_KINDS)[number];
  categoryId: number;
  titleId: string;
  titleEn: string;
  descriptionId: string;
  descriptionEn: string;
  competencyId: string;
  competencyEn: string;
  price: number;
  discount?: number;
  published?: boolean;
  availableFrom?: string | null;
}

export interface CategoryBody {
  groupProgram: number;
  nameId: string;
  nameEn: string;
}
