import type { CourseDocument } from '@core/learning/courseDocument';
import type { Db } from '../../../db/connect';
import { versionDocument } from '../access';

/**
 * A published version's document never changes (course_versions rows are written once), so the learner's routes
 * keep the recently used ones in memory: a quiz submit or a progress report reads no document from the database.
 */
const MAX_DOCUMENTS = 256;
const documents = new Map<string, Promise<CourseDocument>>();

export function learnerVersionDocument(db: Db, courseId: string, version: number): Promise<CourseDocument> {
  const key = `${courseId}/${version}`;
  const cached = documents.get(key);
  if (cached) {
    // Most recently used last: the first key is the one to drop.
    documents.delete(key);
    documents.set(key, cached);
    return cached;
  }
  const loading = versionDocument(db, courseId, version);
  documents.set(key, loading);
  // A failed read (a version that does not exist) is not kept.
  loading.catch(() => documents.delete(key));
  if (documents.size > MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
  return loading;
}
