import type { ServerCartItem } from '@core/cart/model';
import { envelopeOf } from '../../platform/typeProvider';

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const id = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;

/** SPEC 7's POST /order-cart (src/core/cart/model.ts AddToCartBody): the type's id set, the other two 0. */
export const addBody = {
  type: 'object',
  additionalProperties: false,
  required: ['enrollmentType', 'courseId', 'packageId', 'certificationId'],
  properties: { enrollmentType: { type: 'integer', minimum: 1, maximum: 6 }, courseId: id, packageId: id, certificationId: id },
} as const;

export const cartIdParams = { type: 'object', required: ['cartId'], properties: { cartId: { type: 'string', pattern: UUID } } } as const;

const rowBase = {
  id: { type: 'string' },
  enrollmentType: { type: 'integer' },
  subProgramId: { type: 'integer' },
  packageDescDetail: { type: 'string' },
} as const;
const baseFields = ['id', 'enrollmentType', 'subProgramId', 'packageDescDetail'] as const;
const cover = { type: ['string', 'null'] } as const;
const amount = { type: 'number' } as const;

const courseItem = object(
  {
    ...rowBase,
    courseFileCover: cover,
    courseName: { type: 'string' },
    courseId: { type: 'integer' },
    coursePrice: amount,
    courseDiscount: amount,
    courseTotalAfterDiscount: amount,
  },
  [...baseFields, 'courseFileCover', 'courseName', 'courseId', 'coursePrice', 'courseDiscount', 'courseTotalAfterDiscount'],
);
const packageItem = object(
  {
    ...rowBase,
    packageFileCover: cover,
    packageName: { type: 'string' },
    packageId: { type: 'integer' },
    packagePrice: amount,
    packageDiscount: amount,
    packageTotalAfterDiscount: amount,
  },
  [...baseFields, 'packageFileCover', 'packageName', 'packageId', 'packagePrice', 'packageDiscount', 'packageTotalAfterDiscount'],
);
const certificationItem = object(
  {
    ...rowBase,
    certificationFileCover: cover,
    certificationName: { type: 'string' },
    certificationId: { type: 'integer' },
    certificationPrice: amount,
    certificationDiscount: amount,
    certificationTotalDiscount: amount,
  },
  [
    ...baseFields,
    'certificationFileCover',
    'certificationName',
    'certificationId',
    'certificationPrice',
    'certificationDiscount',
    'certificationTotalDiscount',
  ],
);

// Each shape names every field of its core type (checked when compiling).
void (courseItem.properties satisfies Record<keyof Extract<ServerCartItem, { courseId: number }>, object>);
void (packageItem.properties satisfies Record<keyof Extract<ServerCartItem, { packageId: number }>, object>);
void (certificationItem.properties satisfies Record<keyof Extract<ServerCartItem, { certificationId: number }>, object>);

/**
 * SPEC 3's cart item (src/core/cart/model.ts ServerCartItem): the field names depend on the program's type, so an
 * item is one of three shapes (each closed, so that exactly one matches).
 */
const cartItem = { anyOf: [courseItem, packageItem, certificationItem] } as const;

export const cartAnswer = { 200: envelopeOf({ type: 'array', items: cartItem }) } as const;

/** The cart row added or removed. */
const cartRowId = object({ id: { type: 'string' } }, ['id']);
export const addedAnswer = { 201: envelopeOf(cartRowId) } as const;
export const removedAnswer = { 200: envelopeOf(cartRowId) } as const;
