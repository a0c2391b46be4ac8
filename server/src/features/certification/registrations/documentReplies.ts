import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/httpError';
import { assignmentLetterPdf } from './assignmentLetterPdf';
import { reachableRegistrations } from './workflow';
import { assignmentLetterOf, type RegistrationScope } from './workflowQueries';

/** The surat tugas PDF of a registration the scope reaches, once an assessor is assigned; 404 otherwise. */
export async function sendAssignmentLetter(ctx: AppContext, reply: FastifyReply, scope: RegistrationScope, id: string) {
  const registration = await reachableRegistrations(ctx.db, scope).where('assessment_registrations.id', '=', id).executeTakeFirst();
  const letter = registration && (await assignmentLetterOf(ctx.db, registration.id));
  if (!letter) throw notFound();
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="surat-tugas-${id.slice(0, 8)}.pdf"`)
    .send(await assignmentLetterPdf(letter));
}
