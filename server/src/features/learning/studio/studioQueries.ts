import type { CourseDocument, FileActivityKind } from '@core/learning/courseDocument';
import {
  fileIdsOf,
  isEmptyCourse,
  normaliseCourseDocument,
  validateCourseDetails,
  validateCourseDocument,
  type CourseFieldErrors,
} from '@core/learning/courseValidation';
import type { StudioCourse, StudioCourseItem, StudioFile } from '@core/learning/studio';
import { documentLimitBytes, videoLimitBytes } from '@core/rules/limits';
import type { Db } from '../../../db/connect';
import { readConfiguration } from '../../../platform/configuration';
import { HttpError, badRequest, conflict, notFound } from '../../../platform/httpError';
import { organisationsOf } from '../../../platform/tenancy';
import { providerIdsOf } from '../access';
import { removeScormPackage } from '../scorm/scormCache';
import { isScormKey, type LearningStorage } from '../storage';

/**
 * The studio's reads and writes: a content creator's courses are those of the training providers where
 * they are an admin or a content creator; any other course is not found. Status moves: draft -> review (submit) ->
 * draft (withdraw, or the operator's rejection) | published (the operator's publish, courseReviewQueries.ts); an
 * edit of a published course's draft sets it back to draft, its current version staying open to learners.
 */

export const CREATOR_ROLES = ['admin', 'content-creator'] as const;

export const creatorProviders = (db: Db, accountId: string) => providerIdsOf(db, accountId, CREATOR_ROLES);

const invalid = (errors: CourseFieldErrors) => new HttpError(400, 'studio.errors.invalid', {}, errors);

/** A course with its provider's name, as the studio and the operator's review read it. */
export function courseRows(db: Db) {
  return db
    .selectFrom('courses')
    .innerJoin('organisations', 'organisations.id', 'courses.organisation_id')
    .select([
      'courses.id',
      'courses.title',
      'courses.summary',
      'courses.competency',
      'courses.status',
      'courses.current_version',
      'courses.review_note',
      'courses.updated_at',
      'courses.draft',
      'courses.organisation_id',
      'organisations.legal_name as provider_name',
    ]);
}
type CourseRow = Awaited<ReturnType<ReturnType<typeof courseRows>['executeTakeFirstOrThrow']>>;

function courseItem(row: CourseRow): StudioCourseItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    competency: row.competency,
    status: row.status,
    currentVersion: row.current_version,
    reviewNote: row.review_note,
    providerName: row.provider_name,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listCourses(db: Db, accountId: string): Promise<StudioCourseItem[]> {
  const providers = await creatorProviders(db, accountId);
  const rows = await courseRows(db)
    .where('courses.organisation_id', 'in', providers)
    .orderBy('courses.updated_at', 'desc')
    .orderBy('courses.id')
    .execute();
  return rows.map(courseItem);
}

/** The creator's course row, or 404 (another provider's course is not confirmed to exist). */
async function ownCourse(db: Db, accountId: string, courseId: string): Promise<CourseRow> {
  const providers = await creatorProviders(db, accountId);
  const row = await courseRows(db).where('courses.id', '=', courseId).where('courses.organisation_id', 'in', providers).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The file ids used by any published version of the course. */
export async function publishedFileIds(db: Db, courseId: string): Promise<Set<string>> {
  const versions = await db.selectFrom('course_versions').select('structure').where('course_id', '=', courseId).execute();
  return new Set(versions.flatMap((version) => fileIdsOf(version.structure as CourseDocument)));
}

async function courseFiles(db: Db, courseId: string): Promise<StudioFile[]> {
  const [rows, published] = await Promise.all([
    db.selectFrom('learning_files').selectAll().where('course_id', '=', courseId).orderBy('created_at').orderBy('id').execute(),
    publishedFileIds(db, courseId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.original_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    hasPdf: row.pdf_storage_key !== null,
    scormVersion: row.scorm_version,
    published: published.has(row.id),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The limits an upload meets, read per request (an operator's change of MAX_SIZE_DOC / MAX_SIZE_VIDEO applies at once). */
export async function uploadLimits(db: Db): Promise<{ documentBytes: number; videoBytes: number }> {
  const entries = await readConfiguration(db);
  return { documentBytes: documentLimitBytes(entries), videoBytes: videoLimitBytes(entries) };
}

export async function studioCourse(db: Db, accountId: string, courseId: string, pptxToPdf: boolean): Promise<StudioCourse> {
  const row = await ownCourse(db, accountId, courseId);
  const [files, limits] = await Promise.all([courseFiles(db, courseId), uploadLimits(db)]);
  return { ...courseItem(row), document: row.draft as CourseDocument, files, limits, pptxToPdf };
}

export async function createCourse(db: Db, accountId: string, body: { title: string; summary?: string; competency?: string; providerId?: string }) {
  const details = { title: body.title, summary: body.summary ?? '', competency: body.competency ?? '' };
  const errors = validateCourseDetails(details);
  if (Object.keys(errors).length) throw invalid(errors);
  const providers = await organisationsOf(db, accountId, 'training-provider', CREATOR_ROLES);
  const providerId = body.providerId ?? providers[0];
  // No provider to write for (or one the creator is not in): the studio has nowhere to put the course.
  if (!providerId || !providers.includes(providerId)) throw new HttpError(403, 'studio.errors.noProvider');
  const row = await db
    .insertInto('courses')
    .values({
      organisation_id: providerId,
      author_account_id: accountId,
      title: details.title.trim(),
      summary: details.summary.trim(),
      competency: details.competency.trim(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The file references the document may use: this course's files. */
async function fileRefs(db: Db, courseId: string): Promise<{ id: string; kind: FileActivityKind }[]> {
  return db.selectFrom('learning_files').select(['id', 'kind']).where('course_id', '=', courseId).execute();
}

export async function saveDraft(
  db: Db,
  accountId: string,
  courseId: string,
  body: { title: string; summary: string; competency: string; document: CourseDocument },
): Promise<void> {
  const row = await ownCourse(db, accountId, courseId);
  if (row.status === 'review') throw conflict('studio.errors.notDraft');
  const errors = { ...validateCourseDetails(body), ...validateCourseDocument(body.document, await fileRefs(db, courseId)) };
  if (Object.keys(errors).length) throw invalid(errors);
  await db
    .updateTable('courses')
    .set({
      title: body.title.trim(),
      summary: body.summary.trim(),
      competency: body.competency.trim(),
      draft: JSON.stringify(normaliseCourseDocument(body.document)),
      status: 'draft',
      updated_at: new Date(),
    })
    .where('id', '=', courseId)
    // The row's status is read again here: a submit between the read and this write wins.
    .where('status', '!=', 'review')
    .execute();
}

/** Only a course never published goes (with its files); learners may follow a published one. */
export async function deleteCourse(db: Db, storage: LearningStorage, accountId: string, courseId: string): Promise<void> {
  const row = await ownCourse(db, accountId, courseId);
  if (row.current_version !== null) throw conflict('studio.errors.publishedDelete');
  if (row.status === 'review') throw conflict('studio.errors.notDraft');
  const files = await db.selectFrom('learning_files').select(['storage_key', 'pdf_storage_key']).where('course_id', '=', courseId).execute();
  const deleted = await db
    .deleteFrom('courses')
    .where('id', '=', courseId)
    .where('current_version', 'is', null)
    .where('status', '!=', 'review')
    .executeTakeFirst();
  if (!deleted.numDeletedRows) throw conflict('studio.errors.notDraft');
  await removeStored(storage, files);
}

/** The stored files and folders of learning_files rows that are gone (a missing one is no error). */
export async function removeStored(
  storage: LearningStorage,
  files: readonly { storage_key: string; pdf_storage_key: string | null }[],
): Promise<void> {
  const keys = files.flatMap((file) => (file.pdf_storage_key ? [file.storage_key, file.pdf_storage_key] : [file.storage_key]));
  await Promise.all(keys.map((key) => (isScormKey(key) ? removeScormPackage(storage, key) : storage.store.delete(key).catch(() => undefined))));
}

/** draft -> review: the whole document valid, with something in it. */
export async function submitCourse(db: Db, accountId: string, courseId: string): Promise<StudioCourseItem> {
  const row = await ownCourse(db, accountId, courseId);
  if (row.status !== 'draft') throw conflict('studio.errors.notDraft');
  const document = row.draft as CourseDocument;
  const errors = validateCourseDocument(document, await fileRefs(db, courseId));
  if (Object.keys(errors).length) throw invalid(errors);
  if (isEmptyCourse(document)) throw badRequest('document', { modules: 'studio.errors.emptyCourse' });
  const updated = await db
    .updateTable('courses')
    .set({ status: 'review', updated_at: new Date() })
    .where('id', '=', courseId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  if (!updated.numUpdatedRows) throw conflict('studio.errors.notDraft');
  return courseItem({ ...row, status: 'review' });
}

/** review -> draft, by the creator (the operator's rejection does the same with a note). */
export async function withdrawCourse(db: Db, accountId: string, courseId: string): Promise<void> {
  await ownCourse(db, accountId, courseId);
  const updated = await db
    .updateTable('courses')
    .set({ status: 'draft', updated_at: new Date() })
    .where('id', '=', courseId)
    .where('status', '=', 'review')
    .executeTakeFirst();
  if (!updated.numUpdatedRows) throw conflict('studio.errors.notInReview');
}

/** The creator's course id (404 otherwise), for the file routes. */
export async function ownCourseOrganisation(db: Db, accountId: string, courseId: string): Promise<string> {
  return (await ownCourse(db, accountId, courseId)).organisation_id;
}

export async function listFiles(db: Db, accountId: string, courseId: string): Promise<StudioFile[]> {
  await ownCourse(db, accountId, courseId);
  return courseFiles(db, courseId);
}

export async function fileRecord(db: Db, courseId: string, fileId: string): Promise<StudioFile> {
  const file = (await courseFiles(db, courseId)).find((candidate) => candidate.id === fileId);
  if (!file) throw notFound();
  return file;
}

/** A file no version and no draft activity uses goes, row and bytes. */
export async function deleteFile(db: Db, storage: LearningStorage, accountId: string, courseId: string, fileId: string): Promise<void> {
  const row = await ownCourse(db, accountId, courseId);
  const file = await db
    .selectFrom('learning_files')
    .select(['id', 'storage_key', 'pdf_storage_key'])
    .where('id', '=', fileId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!file) throw notFound();
  if ((await publishedFileIds(db, courseId)).has(fileId)) throw conflict('studio.errors.fileInUse');
  if (fileIdsOf(row.draft as CourseDocument).includes(fileId)) throw conflict('studio.errors.fileInDraft');
  await db.deleteFrom('learning_files').where('id', '=', fileId).execute();
  await removeStored(storage, [file]);
}
