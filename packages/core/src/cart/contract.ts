import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';

const programId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** POST /order-cart (SPEC 7): the program's id in the field of its type, 0 in the others. */
export const AddToCartBody = Type.Object(
  { enrollmentType: Type.Integer({ minimum: 1, maximum: 6 }), courseId: programId, packageId: programId, certificationId: programId },
  { additionalProperties: false },
);
export type AddToCartBody = Static<typeof AddToCartBody>;

const rowBase = { id: Type.String(), enrollmentType: Type.Integer(), subProgramId: Type.Integer(), packageDescDetail: Type.String() };
const cover = Nullable(Type.String());

/**
 * SPEC 3's cart item as the server sends it: the field names depend on the program's type, so an item is one of
 * three shapes (each closed, so that exactly one matches).
 */
export const ServerCartItem = Type.Union([
  Type.Object(
    {
      ...rowBase,
      courseFileCover: cover,
      courseName: Type.String(),
      courseId: Type.Integer(),
      coursePrice: Type.Number(),
      courseDiscount: Type.Number(),
      courseTotalAfterDiscount: Type.Number(),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      ...rowBase,
      packageFileCover: cover,
      packageName: Type.String(),
      packageId: Type.Integer(),
      packagePrice: Type.Number(),
      packageDiscount: Type.Number(),
      packageTotalAfterDiscount: Type.Number(),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      ...rowBase,
      certificationFileCover: cover,
      certificationName: Type.String(),
      certificationId: Type.Integer(),
      certificationPrice: Type.Number(),
      certificationDiscount: Type.Number(),
      certificationTotalDiscount: Type.Number(),
    },
    { additionalProperties: false },
  ),
]);
export type ServerCartItem = Static<typeof ServerCartItem>;

/** The cart row added or removed. */
export const CartRowId = Type.Object({ id: Type.String() }, { additionalProperties: false });
export type CartRowId = Static<typeof CartRowId>;
