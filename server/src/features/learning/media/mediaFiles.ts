import type { Db } from '../../../db/connect';
import { notFound } from '../../../platform/httpError';
import { reachesCourseFile } from '../access';

/** The file when the account reaches it (access.ts reachesCourseFile: a learner, a published version's files only); 404 otherwise. */
export async function reachableFile(db: Db, accountId: string, fileId: string) {
  const file = await db
    .selectFrom('learning_files')
    .select(['id', 'course_id', 'kind', 'original_name', 'content_type', 'storage_key', 'pdf_storage_key', 'scorm_version', 'scorm_launch'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file || !(await reachesCourseFile(db, accountId, file.course_id, file.id))) throw notFound();
  return file;
}
