import { ACCOUNT_TYPE_NUMBER, ROLE_ACCOUNT_TYPE, ROLES, type RoleName } from '../rules/roles';
import { ENROLLMENT_TYPE } from '../rules/programs';
import type { Profile } from '../session/contract';
import type { AddToCartBody, ServerCartItem } from './contract';

/** SPEC 3's client-side cart item; `status` is the selected flag. Quantity is always 1. */
export interface CartItem {
  cartId: string;
  status: boolean;
  subProgramId: number;
  type: number;
  desc: string;
  picture: string | null;
  title: string;
  id: number;
  price: number;
  discount: number;
  total: number;
}

/** The program a cart line stands for, in the body POST /order-cart expects. */
export function addToCartBody(enrollmentType: number, programId: number): AddToCartBody {
  return {
    enrollmentType,
    courseId: enrollmentType === ENROLLMENT_TYPE.course ? programId : 0,
    certificationId: enrollmentType === ENROLLMENT_TYPE.certification ? programId : 0,
    packageId: enrollmentType <= ENROLLMENT_TYPE.package ? programId : 0,
  };
}

/** A server row as a client item, unselected (SPEC 4: items are added as unselected). */
export function toCartItem(row: ServerCartItem): CartItem {
  const base = { cartId: row.id, status: false, subProgramId: row.subProgramId, type: row.enrollmentType, desc: row.packageDescDetail };
  if ('courseId' in row) {
    return {
      ...base,
      picture: row.courseFileCover,
      title: row.courseName,
      id: row.courseId,
      price: row.coursePrice,
      discount: row.courseDiscount,
      total: row.courseTotalAfterDiscount,
    };
  }
  if ('certificationId' in row) {
    return {
      ...base,
      picture: row.certificationFileCover,
      title: row.certificationName,
      id: row.certificationId,
      price: row.certificationPrice,
      discount: row.certificationDiscount,
      total: row.certificationTotalDiscount,
    };
  }
  return {
    ...base,
    picture: row.packageFileCover,
    title: row.packageName,
    id: row.packageId,
    price: row.packagePrice,
    discount: row.packageDiscount,
    total: row.packageTotalAfterDiscount,
  };
}

/** SPEC 4: the cart is fetched for logged-in users unless their account type is Trainer. */
export function usesCart(profile: Pick<Profile, 'accountType'> | null, loggedIn: boolean): boolean {
  return loggedIn && profile?.accountType !== ACCOUNT_TYPE_NUMBER.trainer;
}

/** usesCart's rule by role, for the gateway: the roles whose accounts may put programs in a cart. */
export const CART_ROLES: readonly RoleName[] = ROLES.filter((role) => ROLE_ACCOUNT_TYPE[role] !== ACCOUNT_TYPE_NUMBER.trainer);

/**
 * Where a learner finds a program they already hold (the member area's pages of SPEC 2): a certification among
 * their certifications, a package under kompetensi/paket, any other program at kompetensi/{id}.
 */
export function ownedProgramPath(held: { kind: string; programId: number }): string {
  if (held.kind === 'certification') return '/member/sertifikasi';
  return held.kind === 'package' ? `/member/kompetensi/paket/${held.programId}` : `/member/kompetensi/${held.programId}`;
}
