import { sql, type Selectable } from 'kysely';
import type { CompanyRequest, LookupItem, ProgramDetail, ProgramListItem, ProgramPage } from '@core/catalogue/contract';
import type { Locale } from '@core/i18n/locales';
import type { Db } from '../../db/connect';
import type { CompanyRequestsTable, ProgramsTable } from '../../db/schema';
import { toIsoDate } from '../../platform/dates';
import { programLearningFacts } from './programDetailQueries';
import { isProgramKind } from '@core/rules/programLinks';
import { LIST_COLUMNS, toListItem } from './programListItem';

type ProgramRow = Selectable<ProgramsTable>;

export interface ProgramFilter {
  groupProgram?: number;
  subProgramId?: number;
  categoryId?: number;
}

function filtered(db: Db, filter: ProgramFilter) {
  let query = db.selectFrom('programs').where('published', '=', true);
  if (filter.groupProgram !== undefined) query = query.where('group_program', '=', filter.groupProgram);
  if (filter.subProgramId !== undefined) query = query.where('sub_program_id', '=', filter.subProgramId);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  return query;
}

/** One page of published programs, newest first, with the count of all that match. */
export async function listPrograms(db: Db, filter: ProgramFilter, pageIndex: number, pageSize: number, locale: Locale): Promise<ProgramPage> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(LIST_COLUMNS)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toListItem(row, locale)), pageIndex, pageSize, totalCount: Number(count.count) };
}

/** Recommended: the biggest discounts first (what a visitor saves most on), then the newest. */
export async function recommendedPrograms(db: Db, filter: ProgramFilter, limit: number, locale: Locale): Promise<ProgramListItem[]> {
  const rows = await filtered(db, filter).select(LIST_COLUMNS).orderBy('discount', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => toListItem(row, locale));
}

export async function programById(db: Db, id: number, subProgramId: number, locale: Locale): Promise<ProgramDetail | undefined> {
  const row = await db
    .selectFrom('programs')
    .innerJoin('program_categories', 'program_categories.id', 'programs.category_id')
    .selectAll('programs')
    .select(['program_categories.name_id as category_name_id', 'program_categories.name_en as category_name_en'])
    .where('programs.id', '=', id)
    .where('programs.sub_program_id', '=', subProgramId)
    .where('programs.published', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const en = locale === 'en';
  return {
    ...toListItem(row, locale),
    description: en ? row.description_en : row.description_id,
    competency: en ? row.competency_en : row.competency_id,
    categoryId: row.category_id,
    category: en ? row.category_name_en : row.category_name_id,
    availableFrom: row.available_from ? toIsoDate(row.available_from) : null,
    ...(await programLearningFacts(db, row.id, row.category_id, locale)),
  };
}

/**
 * Full-text search in both languages: the key is stemmed as Indonesian and as English (and taken as typed),
 * any of them may match, and ts_rank orders by weight (titles over competency over description).
 */
export async function searchPrograms(db: Db, key: string, pageIndex: number, pageSize: number, locale: Locale): Promise<ProgramPage> {
  const query = sql`(websearch_to_tsquery('indonesian', ${key}) || websearch_to_tsquery('english', ${key}) || websearch_to_tsquery('simple', ${key}))`;
  const matching = db
    .selectFrom('programs')
    .where('published', '=', true)
    .where(sql<boolean>`search @@ ${query}`);
  const [rows, count] = await Promise.all([
    matching
      .select(LIST_COLUMNS)
      .orderBy(sql`ts_rank(search, ${query})`, 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toListItem(row, locale)), pageIndex, pageSize, totalCount: Number(count.count) };
}

export async function categoryLookup(db: Db, groupProgram: number | undefined, locale: Locale): Promise<LookupItem[]> {
  let query = db
    .selectFrom('program_categories')
    .select(['id', 'name_id', 'name_en'])
    .orderBy(locale === 'en' ? 'name_en' : 'name_id');
  if (groupProgram !== undefined) query = query.where('group_program', '=', groupProgram);
  const rows = await query.execute();
  return rows.map((row) => ({ text: locale === 'en' ? row.name_en : row.name_id, value: row.id }));
}

// The operator console's records.

export const PROGRAM_COLUMNS = [
  'id',
  'kind',
  'sub_program_id',
  'group_program',
  'category_id',
  'title_id',
  'title_en',
  'description_id',
  'description_en',
  'competency_id',
  'competency_en',
  'price',
  'discount',
  'cover',
  'published',
  'available_from',
  'created_at',
  'updated_at',
] as const;

/** A program row as the console edits it. */
export function programRecord(row: Pick<ProgramRow, (typeof PROGRAM_COLUMNS)[number]>) {
  if (!isProgramKind(row.kind)) throw new Error(`unknown program kind ${row.kind}`);
  return {
    id: row.id,
    kind: row.kind,
    subProgramId: row.sub_program_id,
    groupProgram: row.group_program,
    categoryId: row.category_id,
    titleId: row.title_id,
    titleEn: row.title_en,
    descriptionId: row.description_id,
    descriptionEn: row.description_en,
    competencyId: row.competency_id,
    competencyEn: row.competency_en,
    price: Number(row.price),
    discount: Number(row.discount),
    cover: row.cover,
    published: row.published,
    availableFrom: row.available_from ? toIsoDate(row.available_from) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One program as the console edits it, published or not. */
export async function programRecordById(db: Db, id: number) {
  const row = await db.selectFrom('programs').select(PROGRAM_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && programRecord(row);
}

export const CATEGORY_COLUMNS = ['id', 'group_program as groupProgram', 'name_id as nameId', 'name_en as nameEn'] as const;

export async function categoryById(db: Db, id: number) {
  return db.selectFrom('program_categories').select(CATEGORY_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export const COMPANY_REQUEST_COLUMNS = [
  'id',
  'kind',
  'company_name',
  'company_industry',
  'company_address',
  'contact_name',
  'contact_email',
  'contact_phone',
  'contact_position',
  'wanted',
  'participants',
  'period_start',
  'period_end',
  'notes',
  'status',
  'created_at',
] as const;

/** A company's request as the console shows it: dates as YYYY-MM-DD, the time it came as ISO. */
export function companyRequestRecord(row: Pick<Selectable<CompanyRequestsTable>, (typeof COMPANY_REQUEST_COLUMNS)[number]>) {
  return {
    id: row.id,
    kind: row.kind,
    companyName: row.company_name,
    companyIndustry: row.company_industry,
    companyAddress: row.company_address,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    contactPosition: row.contact_position,
    wanted: row.wanted,
    participants: row.participants,
    // The driver answers a date column with a Date, whatever the table's type says.
    periodStart: toIsoDate(row.period_start as Date | string),
    periodEnd: toIsoDate(row.period_end as Date | string),
    notes: row.notes,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

export async function companyRequestById(db: Db, id: string) {
  const row = await db.selectFrom('company_requests').select(COMPANY_REQUEST_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && companyRequestRecord(row);
}

/** Stores a company's request (the body already checked); answers its id. */
export async function insertCompanyRequest(db: Db, kind: CompanyRequestsTable['kind'], body: CompanyRequest): Promise<string> {
  const row = await db
    .insertInto('company_requests')
    .values({
      kind,
      company_name: body.company.name.trim(),
      company_industry: body.company.industry?.trim() ?? null,
      company_address: body.company.address?.trim() ?? null,
      contact_name: body.contact.name.trim(),
      contact_email: body.contact.email,
      contact_phone: body.contact.phone,
      contact_position: body.contact.position?.trim() ?? null,
      wanted: body.wanted.trim(),
      participants: body.participants,
      period_start: body.period.start,
      period_end: body.period.end,
      notes: body.notes?.trim() ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
