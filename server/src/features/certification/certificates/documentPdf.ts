import { formatLongDate } from '@core/format/dates';
import { a4Document, type PdfDoc } from '../../../platform/pdfDocument';

/** What the certificate and the surat tugas share: the A4 document (server/src/platform/pdfDocument.ts) and their bilingual lines. */
export { a4Document, type PdfDoc };

/** A date as Indonesian reads it, then as English does: "17 Agustus 2025 / 17 August 2025". */
export function bothDates(value: string): string {
  return `${formatLongDate(value, 'id')} / ${formatLongDate(value, 'en')}`;
}

/**
 * A bilingual line: the Indonesian text, then its English twin smaller and in italics just below, both within
 * `width` from `x` (left-aligned or centred). Leaves doc.y below the English line.
 */
export function bilingual(
  doc: PdfDoc,
  id: string,
  en: string,
  x: number,
  width: number,
  options: { size: number; bold?: boolean; align?: 'left' | 'center' },
) {
  const align = options.align ?? 'left';
  doc
    .fillColor('#000')
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(options.size)
    .text(id, x, doc.y, { width, align });
  doc
    .fillColor('#444')
    .font('Helvetica-Oblique')
    .fontSize(options.size * 0.8)
    .text(en, x, doc.y, { width, align });
  doc.fillColor('#000');
}

/** A label–value row: the bilingual label in a column of `labelWidth`, the value beside it. */
export function labelledRow(
  doc: PdfDoc,
  label: { id: string; en: string },
  value: string,
  x: number,
  labelWidth: number,
  width: number,
  size: number,
) {
  const top = doc.y;
  bilingual(doc, label.id, label.en, x, labelWidth - 8, { size });
  const labelBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(size)
    .text(value, x + labelWidth, top, { width: width - labelWidth });
  doc.y = Math.max(labelBottom, doc.y) + size * 0.4;
}

/** The head of the LSP's signature line: a blank for the signature, the rule, the title in both languages. */
export function signatureLine(doc: PdfDoc, lspName: string, x: number, top: number, width: number) {
  doc
    .moveTo(x, top + 48)
    .lineTo(x + width, top + 48)
    .lineWidth(0.75)
    .stroke();
  doc.y = top + 52;
  bilingual(doc, 'Ketua LSP', 'Head of the certification body', x, width, { size: 9.5, bold: true, align: 'center' });
  doc.font('Helvetica').fontSize(8.5).text(lspName, x, doc.y, { width, align: 'center' });
}
