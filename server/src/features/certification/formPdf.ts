import { localize, type FormDefinition, type InstanceSignature, type InstanceStatus, type JsonObject } from '@core/forms';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { loadPdfKit } from '../../platform/lazyModules';

type Schema = { type?: string; title?: string; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };
/** `schema` is the form's schema as the caller may see it (visibleSchema): a hidden part is not printed. */
export type PdfInput = {
  definition: FormDefinition;
  schema: JsonObject;
  data: JsonObject;
  signatures: InstanceSignature[];
  version: number;
  status: InstanceStatus;
  locale: Locale;
};

const MARGIN = 40;
const FONT = 8.5;

const isRecord = (value: unknown): value is JsonObject => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function text(value: unknown, t: (key: MessageKey) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '–';
  if (Array.isArray(value)) return value.map((item) => (isRecord(item) ? Object.values(item).join(' ') : String(item))).join('; ');
  if (isRecord(value))
    return Object.values(value)
      .map((item) => text(item, t))
      .join(' · ');
  return String(value).startsWith('/uploads/') ? t('forms.pdfEvidence') : String(value);
}

/**
 * The form as the official sheet prints it: A4, a header with the code and title, each part's fields as
 * label-value lines, its lists as bordered tables (nested lists below their row), and the signature blocks.
 * pdfkit draws with its standard Helvetica, which has the Latin letters Indonesian needs.
 */
export async function formPdf({ definition, schema: visible, data, signatures, version, status, locale }: PdfInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const t = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${definition.code} ${definition.title[locale]}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Header: the form's code and title in a bordered box, as on BNSP's sheets.
  doc.rect(MARGIN, MARGIN, width, 44).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(definition.code, MARGIN + 8, MARGIN + 8, { width: width - 16 });
  doc.fontSize(11).text(definition.title[locale].toUpperCase(), { width: width - 16 });
  doc
    .font('Helvetica')
    .fontSize(FONT)
    .text(t('forms.status', { status, version }), MARGIN, MARGIN + 50, { width, align: 'right' });
  doc.moveDown(0.5);

  function table(schema: Schema, rows: unknown[], indent: number) {
    const item = schema.items ?? {};
    const columns = Object.entries(item.properties ?? { value: { title: schema.title ?? '' } }).filter(([, child]) => child.type !== 'array');
    const lists = Object.entries(item.properties ?? {}).filter(([, child]) => child.type === 'array');
    const x0 = MARGIN + indent;
    const tableWidth = width - indent;
    const numberWidth = 18;
    const cellWidth = (tableWidth - numberWidth) / Math.max(columns.length, 1);
    const drawRow = (cells: string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT);
      const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (index ? cellWidth : numberWidth) - 6 }))) + 6;
      room(height);
      const y = doc.y;
      let x = x0;
      cells.forEach((cell, index) => {
        const w = index ? cellWidth : numberWidth;
        doc.rect(x, y, w, height).stroke();
        doc.text(cell, x + 3, y + 3, { width: w - 6 });
        x += w;
      });
      doc.x = MARGIN;
      doc.y = y + height;
    };
    drawRow(['No', ...columns.map(([, child]) => child.title ?? '')], true);
    rows.forEach((row, index) => {
      drawRow([String(index + 1), ...columns.map(([key]) => text(isRecord(row) ? row[key] : row, t))], false);
      for (const [key, child] of lists) {
        const nested = isRecord(row) ? row[key] : undefined;
        if (Array.isArray(nested) && nested.length) {
          doc
            .font('Helvetica-Oblique')
            .fontSize(FONT)
            .text(child.title ?? key, x0 + 12, doc.y + 2);
          table(child, nested, indent + 12);
        }
      }
    });
    doc.moveDown(0.3);
  }

  function fields(schema: Schema, value: unknown, indent: number) {
    for (const [key, child] of Object.entries(schema.properties ?? {})) {
      const item = isRecord(value) ? value[key] : undefined;
      if (child.type === 'array' && child.items?.type === 'object') {
        room(30);
        doc
          .font('Helvetica-Bold')
          .fontSize(FONT + 0.5)
          .text(child.title ?? key, MARGIN + indent, doc.y + 2);
        table(child, Array.isArray(item) ? item : [], indent);
      } else if (child.type === 'object' && child.properties) {
        doc
          .font('Helvetica-Bold')
          .fontSize(FONT + 0.5)
          .text(child.title ?? key, MARGIN + indent);
        fields(child, item, indent + 10);
      } else {
        room(14);
        doc
          .font('Helvetica-Bold')
          .fontSize(FONT)
          .text(`${child.title ?? key}: `, MARGIN + indent, doc.y, { continued: true, width: width - indent });
        doc.font('Helvetica').text(text(item, t));
      }
    }
  }

  /** A drawn signature's PNG; false when it is not one pdfkit can read (the signer's name is printed instead). */
  function drawImage(dataUrl: string, x: number, y: number): boolean {
    const prefix = 'data:image/png;base64,';
    if (!dataUrl.startsWith(prefix)) return false;
    try {
      doc.image(Buffer.from(dataUrl.slice(prefix.length), 'base64'), x, y, { fit: [width / 2 - 12, 36] });
      return true;
    } catch {
      return false;
    }
  }

  function signatureBlock(partKey: string) {
    const signature = signatures.find((entry) => entry.part === partKey);
    room(80);
    const y = doc.y + 4;
    doc.rect(MARGIN + width / 2, y, width / 2, 70).stroke();
    doc
      .font('Helvetica')
      .fontSize(FONT)
      .text(t('forms.pdfSignature'), MARGIN + width / 2 + 6, y + 4);
    if (!signature) doc.text(t('forms.pdfUnsigned'), MARGIN + width / 2 + 6, y + 30);
    else {
      if (!(signature.kind === 'drawn' && drawImage(signature.value, MARGIN + width / 2 + 6, y + 14))) {
        doc
          .font('Helvetica-Oblique')
          .fontSize(14)
          .text(signature.kind === 'typed' ? signature.value : signature.signerName, MARGIN + width / 2 + 6, y + 20);
      }
      const date = new Date(signature.signedAt).toISOString().slice(0, 10);
      doc
        .font('Helvetica')
        .fontSize(FONT)
        .text(t('forms.signedBy', { name: signature.signerName, date }), MARGIN + width / 2 + 6, y + 54);
    }
    doc.x = MARGIN;
    doc.y = y + 78;
  }

  const schema = localize(visible, definition, locale) as Schema;
  const sections = [
    ...(definition.contextFilled ?? []).map((key) => ({ key, title: schema.properties?.[key]?.title ?? key, signature: 'none' })),
    ...definition.parts.map((part) => ({ key: part.key, title: part.title[locale], signature: part.signature })),
  ];
  for (const section of sections) {
    const partSchema = schema.properties?.[section.key];
    if (!partSchema) continue;
    room(40);
    doc.moveDown(0.5);
    doc.rect(MARGIN, doc.y, width, 16).fillAndStroke('#e8eef7', '#000');
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(section.title, MARGIN + 4, doc.y + 4, { width: width - 8 });
    doc.moveDown(0.4);
    fields(partSchema, data[section.key], 0);
    if (section.signature === 'required') signatureBlock(section.key);
  }
  doc.end();
  return done;
}
