import { Type } from 'typebox';
import { Envelope } from '@core/contract/common';
import { MediaTicketAnswer } from '@core/learning/media.contract';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { encodePackagePath, mediaUrl, RENDERED_PDF_PATH } from './mediaDelivery';
import { reachableFile } from './mediaFiles';
import { issueMediaTicket } from './mediaTickets';

const fileParams = Type.Object(
  { fileId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) },
  { additionalProperties: false },
);

const ticketAnswer = Envelope(MediaTicketAnswer);

/**
 * GET /api/main/learning-files/:fileId/ticket: the address the player's loaders use for a learning file (a SCORM
 * package's launch page, a PDF, a video, a PPTX and its PDF rendering), for whoever reaches its course.
 */
export async function mediaTicketRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.get(
    '/learning-files/:fileId/ticket',
    { config: { policy: 'authenticated' }, schema: { params: fileParams, response: { 200: ticketAnswer } } },
    async (request, reply) => {
      const { accountId } = principalOf(request);
      const file = await reachableFile(ctx.db, accountId, request.params.fileId);
      const ticket = issueMediaTicket(ctx.config.jwtSecret, { fileId: file.id, accountId });
      const inside = file.kind === 'scorm' ? encodePackagePath(file.scorm_launch ?? 'index.html') : encodeURIComponent(file.original_name);
      return envelope(request, reply, {
        url: mediaUrl(ticket, inside),
        baseUrl: mediaUrl(ticket, ''),
        kind: file.kind as 'pdf' | 'video' | 'pptx' | 'scorm',
        pdfUrl: file.pdf_storage_key ? mediaUrl(ticket, RENDERED_PDF_PATH) : null,
        scormVersion: (file.scorm_version as '1.2' | '2004' | null) ?? null,
      });
    },
  );
}
