import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@core/i18n/locales';
import type { AppContext } from '../../context';
import { readContactInfo } from '../../platform/contactInfo';
import { fileStoreFor } from '../../platform/storage';
import { PDF_WORK_OPTIONS, pdfVersion, sendStoredOrRenderedPdf, storePdf, type PdfVersion } from '../../platform/storedPdf';
import { invoiceContentOf, invoicePdf, type InvoiceContent } from './invoice';
import { ordersOf } from './queries';

/** The job that renders a paid order's invoice (in both languages) once and keeps it in the file store. */
export const INVOICE_PDF_JOB = 'orders.invoice-pdf';

/** `invoices/<order id>/<locale>-<digest of what it shows>.pdf`: a new state or a new company address is a new file. */
export function invoicePdfVersion(content: InvoiceContent): PdfVersion {
  return pdfVersion('invoices', content.order.id, content, invoicePdf, `${content.locale}-`);
}

/** What the order's invoice shows in this language; undefined for an unknown order (or another account's). */
export async function invoiceContentFor(ctx: AppContext, orderId: string, locale: Locale, accountId?: string) {
  const [[order], contact] = await Promise.all([ordersOf(ctx.db, locale, { orderId, accountId }), readContactInfo(ctx.db)]);
  return order && invoiceContentOf(order, contact?.company ?? null, locale);
}

/** Works the invoice jobs here, and asks for one whenever an order is paid (by any provider or the operator). */
export async function workInvoicePdfs(ctx: AppContext) {
  const store = fileStoreFor(ctx.config, 'documents');
  await ctx.jobs.work<{ orderId: string }>(
    INVOICE_PDF_JOB,
    async ({ orderId }) => {
      for (const locale of LOCALES) {
        const content = await invoiceContentFor(ctx, orderId, locale);
        if (content) await storePdf(store, invoicePdfVersion(content));
      }
    },
    PDF_WORK_OPTIONS,
  );
  ctx.events.on('order.paid', async ({ orderId }) => {
    await ctx.jobs.enqueue(INVOICE_PDF_JOB, { orderId }, { key: `${orderId}:paid` });
  });
}

/** Answers the invoice: the stored file, or rendered (and stored) now when its job has not run yet. */
export function sendInvoicePdf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, content: InvoiceContent) {
  const disposition = `inline; filename="invoice-${content.order.id}.pdf"`;
  return sendStoredOrRenderedPdf(request, reply, fileStoreFor(ctx.config, 'documents'), invoicePdfVersion(content), disposition);
}
