import type { FileActivityKind } from './courseDocument';

export type { ReviewCourseRecord, StudioCourse, StudioCourseItem, StudioFile } from './studio.contract';

/** The kinds a file upload may be, with the configured limit each meets (SPEC 9's MAX_SIZE_DOC / MAX_SIZE_VIDEO). */
export const UPLOAD_LIMIT_OF: Record<FileActivityKind, 'document' | 'video'> = { pdf: 'document', pptx: 'document', video: 'video', scorm: 'video' };
