import type { Selectable } from 'kysely';
import type { ProgramListItem } from '@core/catalogue/contract';
import type { Locale } from '@core/i18n/locales';
import { ENROLLMENT_TYPE } from '@core/rules/programs';
import { isProgramKind, programDetailPath } from '@core/rules/programLinks';
import type { ProgramsTable } from '../../db/schema';

/** The columns a program card needs, and the card made from them in the visitor's language. */
export const LIST_COLUMNS = [
  'id',
  'kind',
  'sub_program_id',
  'group_program',
  'title_id',
  'title_en',
  'activities',
  'price',
  'discount',
  'cover',
] as const;
type ListRow = Pick<Selectable<ProgramsTable>, (typeof LIST_COLUMNS)[number]>;

export function toListItem(row: ListRow, locale: Locale): ProgramListItem {
  if (!isProgramKind(row.kind)) throw new Error(`unknown program kind ${row.kind}`);
  const price = Number(row.price);
  const discount = Number(row.discount);
  return {
    id: row.id,
    title: locale === 'en' ? row.title_en : row.title_id,
    subProgramId: row.sub_program_id,
    activity: row.activities.map((activity) => activity[locale]),
    route: programDetailPath(row.kind, row.id),
    kind: row.kind,
    enrollmentType: ENROLLMENT_TYPE[row.kind],
    groupProgram: row.group_program,
    price,
    discount,
    total: price - discount,
    cover: row.cover,
  };
}
