import type { CourseDocument, CourseStatus, FileActivityKind } from './courseDocument';

/**
 * What the studio's and the review's routes answer (/api/main/content/... and /api/main/admin-courses).
 * A course's `status` is its draft's: 'draft' (being edited), 'review' (sent, locked) or 'published' (the draft is
 * the current version). A course with a `currentVersion` stays open to learners whatever its draft's status: an
 * edit of a published course sets it back to 'draft' and publishing again makes the next version.
 */

/** One row of the creator's course list. */
export interface StudioCourseItem {
  id: string;
  title: string;
  summary: string;
  competency: string;
  status: CourseStatus;
  /** The version new learners get; null until first published. */
  currentVersion: number | null;
  reviewNote: string | null;
  providerName: string;
  updatedAt: string;
}

export interface StudioFile {
  id: string;
  kind: FileActivityKind;
  name: string;
  contentType: string;
  sizeBytes: number;
  /** A PPTX rendered as PDF (LibreOffice on the gateway's machine), shown in the player as a PDF. */
  hasPdf: boolean;
  scormVersion: '1.2' | '2004' | null;
  /** Used by a published version: never deleted. */
  published: boolean;
  createdAt: string;
}

/** The editor's course: details, the draft document, its files and the upload limits (shown before an upload). */
export interface StudioCourse extends StudioCourseItem {
  document: CourseDocument;
  files: StudioFile[];
  limits: { documentBytes: number; videoBytes: number };
  /** LibreOffice is installed: a PPTX is also shown as PDF. */
  pptxToPdf: boolean;
}

/** The operator's review record (react-admin resource admin-courses). */
export interface ReviewCourseRecord {
  id: string;
  title: string;
  summary: string;
  competency: string;
  status: CourseStatus;
  currentVersion: number | null;
  reviewNote: string | null;
  providerName: string;
  authorName: string;
  updatedAt: string;
  moduleCount: number;
  activityCount: number;
  /** The draft in short: module titles with their activities' titles, kinds and minutes. */
  outline: { id: string; title: string; activities: { id: string; title: string; kind: string; durationMinutes: number; required: boolean }[] }[];
  /** The catalogue programs that open the course (program_courses). */
  programIds: number[];
}

/** The kinds a file upload may be, with the configured limit each meets (SPEC 9's MAX_SIZE_DOC / MAX_SIZE_VIDEO). */
export const UPLOAD_LIMIT_OF: Record<FileActivityKind, 'document' | 'video'> = { pdf: 'document', pptx: 'document', video: 'video', scorm: 'video' };
