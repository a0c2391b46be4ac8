import { Type, type Static } from 'typebox';

/**
 * GET /api/main/learning-files/{fileId}/ticket: a `/learning-media/<ticket>/...` address the browser's own loaders use
 * for a learning file (they send no bearer token) and, for a SCORM package, its version.
 */
export const MediaTicketAnswer = Type.Object({
  url: Type.String(),
  /** The ticket's folder: a SCORM package's other items open at this plus their href (server/src/features/learning/scorm). */
  baseUrl: Type.String(),
  kind: Type.Enum(['pdf', 'video', 'pptx', 'scorm'], { type: 'string' }),
  /** For a PPTX with a PDF rendering: the rendering's address (shown by pdf.js); the `url` downloads the PPTX. */
  pdfUrl: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  scormVersion: Type.Unsafe<'1.2' | '2004' | null>({ type: ['string', 'null'], enum: ['1.2', '2004', null] }),
});
export type MediaTicketAnswer = Static<typeof MediaTicketAnswer>;
