import { translate } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { formatIdr } from '@core/format/currency';
import type { ContactInfo } from '@core/site/contactInfo.contract';
import type { OrderView } from '@core/checkout/contract';
import { loadPdfKit } from '../../platform/lazyModules';
import { formatLongDate } from '@core/format/dates';

/**
 * Everything the invoice shows and nothing else: what it is rendered from, and what its stored file's key is a
 * digest of (invoiceFiles.ts), so the payment's instructions or a proof's upload do not make a new version.
 */
export interface InvoiceContent {
  locale: Locale;
  company: { name: string; address: string } | null;
  order: Pick<OrderView, 'id' | 'state' | 'createdAt' | 'subtotal' | 'discount' | 'ppnRate' | 'ppn' | 'pphRate' | 'pph' | 'total'> & {
    items: Pick<OrderView['items'][number], 'title' | 'price' | 'discount' | 'total'>[];
  };
}

export function invoiceContentOf(order: OrderView, company: ContactInfo['company'] | null, locale: Locale): InvoiceContent {
  const { id, state, createdAt, subtotal, discount, ppnRate, ppn, pphRate, pph, total } = order;
  return {
    locale,
    company: company ? { name: company.name, address: company.address } : null,
    order: {
      id,
      state,
      createdAt,
      subtotal,
      discount,
      ppnRate,
      ppn,
      pphRate,
      pph,
      total,
      items: order.items.map((item) => ({ title: item.title, price: item.price, discount: item.discount, total: item.total })),
    },
  };
}

/**
 * The printable invoice of an order (PDF): the company's name and address (the site's contact info), the order,
 * its lines and the tax lines exactly as the order recorded them.
 */
export async function invoicePdf({ order, company, locale }: InvoiceContent): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) => translate(locale, key, params);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t('invoice.title')} ${order.id}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(18).text(company?.name ?? 'BISA');
  if (company) doc.fontSize(9).text(company.address);
  doc.moveDown().fontSize(14).text(t('invoice.title'));
  doc.fontSize(10).text(`${t('invoice.number')}: ${order.id}`);
  doc.text(`${t('invoice.date')}: ${formatLongDate(order.createdAt, locale)}`);
  doc.text(`${t('invoice.state')}: ${order.state}`);
  doc.moveDown();
  for (const item of order.items) {
    doc.text(`${item.title}  —  ${formatIdr(item.price)}${item.discount ? `  (-${formatIdr(item.discount)})` : ''}  =  ${formatIdr(item.total)}`);
  }
  doc.moveDown();
  const line = (label: string, amount: number) => doc.text(`${label}: ${formatIdr(amount)}`, { align: 'right' });
  line(t('cart.subtotal'), order.subtotal);
  line(t('cart.discount'), -order.discount);
  line(t('checkout.ppn', { rate: Math.round(order.ppnRate * 100) }), order.ppn);
  line(t('checkout.pph', { rate: Math.round(order.pphRate * 100) }), order.pph);
  doc.fontSize(12);
  line(t('cart.total'), order.total);
  doc.end();
  return done;
}
