import { HttpError } from '../../../platform/httpError';

export type ScormErrorKey =
  | 'invalidArchive'
  | 'unsafePath'
  | 'symlink'
  | 'encrypted'
  | 'tooManyEntries'
  | 'tooLarge'
  | 'compressionRatio'
  | 'missingManifest'
  | 'badManifest'
  | 'noLaunch';

/** A refused SCORM package: 413 when it inflates past the limit, 422 when it is hostile or not SCORM. */
export function scormError(key: ScormErrorKey, params: Record<string, string | number> = {}): HttpError {
  return new HttpError(key === 'tooLarge' ? 413 : 422, `scorm.errors.${key}`, params);
}
