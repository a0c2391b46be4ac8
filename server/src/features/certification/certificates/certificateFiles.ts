import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { fileStoreFor, type FileStore } from '../../../platform/storage';
import { PDF_WORK_OPTIONS, pdfVersion, sendStoredOrRenderedPdf, storePdf, type PdfVersion } from '../../../platform/storedPdf';
import type { CertificateDocument } from './certificateDocuments';
import { certificatePdf } from './certificatePdf';
import { certificateDocumentOf } from '../registrations/workflowQueries';

/** The job that renders an issued (or revoked) certificate's PDF once and keeps it in the file store. */
export const CERTIFICATE_PDF_JOB = 'certification.certificate-pdf';

export const documentStoreOf = (ctx: AppContext): FileStore => fileStoreFor(ctx.config, 'documents');

/** The certificate's current version: `certificates/<id>/<digest of its document>.pdf`, rendered by certificatePdf. */
export function certificatePdfVersion(document: CertificateDocument): PdfVersion {
  return pdfVersion('certificates', document.id, document, certificatePdf);
}

/** Stores the certificate's current PDF unless kept already; its key, or undefined for an unknown certificate. */
export async function storeCertificatePdf(ctx: AppContext, certificateId: string): Promise<{ key: string; number: string } | undefined> {
  const document = await certificateDocumentOf(ctx.db, certificateId, ctx.config.publicUrl);
  if (!document) return undefined;
  const version = certificatePdfVersion(document);
  await storePdf(documentStoreOf(ctx), version);
  return { key: version.key, number: document.number };
}

/**
 * Asks for the certificate's PDF to be stored (after its issue or revocation): once per version, across instances.
 * Inside the transaction that issues or revokes it, so the change is saved with its job or not at all: a failing
 * enqueue fails the request with nothing saved, never after the change committed. Wake the worker after the commit.
 */
export async function enqueueCertificatePdf(ctx: AppContext, trx: Db, certificateId: string): Promise<void> {
  const document = await certificateDocumentOf(trx, certificateId, ctx.config.publicUrl);
  if (!document) return;
  await ctx.jobs.enqueue(CERTIFICATE_PDF_JOB, { certificateId }, { key: certificatePdfVersion(document).key, within: trx });
}

/** Works the certificate PDF jobs on this instance. */
export function workCertificatePdfs(ctx: AppContext): Promise<void> {
  return ctx.jobs.work<{ certificateId: string }>(
    CERTIFICATE_PDF_JOB,
    async ({ certificateId }) => {
      await storeCertificatePdf(ctx, certificateId);
    },
    PDF_WORK_OPTIONS,
  );
}

/** Answers the certificate's PDF: the stored file, or rendered (and stored) now when its job has not run yet. */
export function sendCertificatePdf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, document: CertificateDocument) {
  const disposition = `attachment; filename="sertifikat-${document.number}.pdf"`;
  return sendStoredOrRenderedPdf(request, reply, documentStoreOf(ctx), certificatePdfVersion(document), disposition);
}
