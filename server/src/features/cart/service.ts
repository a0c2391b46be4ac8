import type { AddToCartBody, ServerCartItem } from '@core/cart/contract';
import type { Locale } from '@core/i18n/locales';
import { ENROLLMENT_TYPE } from '@core/rules/programs';
import type { CartRow } from './queries';

/** The program id a body names: the field of its type must be set and the other two 0 (SPEC 7). */
export function programIdOf(body: AddToCartBody): number | undefined {
  const { enrollmentType, courseId, packageId, certificationId } = body;
  const [wanted, others] =
    enrollmentType === ENROLLMENT_TYPE.course
      ? [courseId, [packageId, certificationId]]
      : enrollmentType === ENROLLMENT_TYPE.certification
        ? [certificationId, [courseId, packageId]]
        : [packageId, [courseId, certificationId]];
  return wanted > 0 && others.every((other) => other === 0) ? wanted : undefined;
}

/** SPEC 3's cart item of a row, in the caller's language, with the field names of the program's type. */
export function cartItemOf(row: CartRow, locale: Locale): ServerCartItem {
  const en = locale === 'en';
  const price = Number(row.price);
  const discount = Number(row.discount);
  const base = {
    id: row.id,
    enrollmentType: row.enrollment_type,
    subProgramId: row.sub_program_id,
    packageDescDetail: en ? row.description_en : row.description_id,
  };
  const name = en ? row.title_en : row.title_id;
  if (row.enrollment_type === ENROLLMENT_TYPE.course) {
    return {
      ...base,
      courseFileCover: row.cover,
      courseName: name,
      courseId: row.program_id,
      coursePrice: price,
      courseDiscount: discount,
      courseTotalAfterDiscount: price - discount,
    };
  }
  if (row.enrollment_type === ENROLLMENT_TYPE.certification) {
    return {
      ...base,
      certificationFileCover: row.cover,
      certificationName: name,
      certificationId: row.program_id,
      certificationPrice: price,
      certificationDiscount: discount,
      certificationTotalDiscount: price - discount,
    };
  }
  return {
    ...base,
    packageFileCover: row.cover,
    packageName: name,
    packageId: row.program_id,
    packagePrice: price,
    packageDiscount: discount,
    packageTotalAfterDiscount: price - discount,
  };
}
