import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';
import { COURSE_STATUSES, FILE_ACTIVITY_KINDS, type CourseDocument } from './courseDocument';

/**
 * What the studio's and the review's routes answer (/api/main/content/... and /api/main/admin-courses): the gateway
 * serializes with these schemas, the studio and review pages read their types. A course's `status` is its draft's:
 * 'draft' (being edited), 'review' (sent, locked) or 'published' (the draft is the current version). A course with a
 * `currentVersion` stays open to learners whatever its draft's status: an edit of a published course sets it back
 * to 'draft' and publishing again makes the next version.
 */

const closed = { additionalProperties: false } as const;

/** One row of the creator's course list. */
export const StudioCourseItem = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    summary: Type.String(),
    competency: Type.String(),
    status: Type.Enum(COURSE_STATUSES, { type: 'string' }),
    /** The version new learners get; null until first published. */
    currentVersion: Nullable(Type.Integer()),
    reviewNote: Nullable(Type.String()),
    providerName: Type.String(),
    updatedAt: Type.String(),
  },
  closed,
);
export type StudioCourseItem = Static<typeof StudioCourseItem>;

export const StudioFile = Type.Object(
  {
    id: Type.String(),
    kind: Type.Enum(FILE_ACTIVITY_KINDS, { type: 'string' }),
    name: Type.String(),
    contentType: Type.String(),
    sizeBytes: Type.Integer(),
    /** A PPTX rendered as PDF (LibreOffice on the gateway's machine), shown in the player as a PDF. */
    hasPdf: Type.Boolean(),
    /** '1.2' or '2004' for a SCORM package, else null. */
    scormVersion: Nullable(Type.String()),
    /** Used by a published version: never deleted. */
    published: Type.Boolean(),
    createdAt: Type.String(),
  },
  closed,
);
export type StudioFile = Static<typeof StudioFile>;

/**
 * What the editor's course adds to a list row besides its draft document (whose schema is the save request's, with
 * its size bounds: the gateway composes the two): its files and the upload limits shown before an upload.
 */
export const StudioCourseAdditions = Type.Object(
  {
    files: Type.Array(StudioFile),
    limits: Type.Object({ documentBytes: Type.Integer(), videoBytes: Type.Integer() }, closed),
    /** LibreOffice is installed: a PPTX is also shown as PDF. */
    pptxToPdf: Type.Boolean(),
  },
  closed,
);
/** The editor's course: details, the draft document, its files and the upload limits. */
export type StudioCourse = StudioCourseItem & { document: CourseDocument } & Static<typeof StudioCourseAdditions>;

const outlineActivity = Type.Object(
  { id: Type.String(), title: Type.String(), kind: Type.String(), durationMinutes: Type.Integer(), required: Type.Boolean() },
  closed,
);
/** The operator's review record (react-admin resource admin-courses). */
export const ReviewCourseRecord = Type.Object(
  {
    ...StudioCourseItem.properties,
    authorName: Type.String(),
    moduleCount: Type.Integer(),
    activityCount: Type.Integer(),
    /** The draft in short: module titles with their activities' titles, kinds and minutes. */
    outline: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), activities: Type.Array(outlineActivity) }, closed)),
    /** The catalogue programs that open the course (program_courses). */
    programIds: Type.Array(Type.Integer()),
  },
  closed,
);
export type ReviewCourseRecord = Static<typeof ReviewCourseRecord>;
