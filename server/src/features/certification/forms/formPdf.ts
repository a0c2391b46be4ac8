import { localize, STATUS_MESSAGES, type FormDefinition, type InstanceStatus, type JsonObject } from '@core/forms';
import type { InstanceSignature } from '@core/forms/contract';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { loadPdfKit } from '../../../platform/lazyModules';
import { formatDateTime, formatLongDate } from '@core/format/dates';
import { isDay } from '@core/time/zones';

type Schema = {
  type?: string;
  title?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  then?: Schema;
  else?: Schema;
  allOf?: Schema[];
};
/** A uiSchema node: the option names of a choice (`ui:enumNames`) and the nodes of its children. */
type Ui = { 'ui:enumNames'?: unknown[]; items?: Ui } & Record<string, unknown>;
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
/** The side of a tick box; the row under it is at least this tall. */
const BOX = 8;
/** Space between two lines of the form. */
const GAP = 3;
/** The share of the width a field's label takes, its value the rest, side by side. */
const LABEL_SHARE = 0.36;

const isRecord = (value: unknown): value is JsonObject => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
/**
 * An object's fields to print: its properties, and those of a conditional branch that the data fills (FR.IA.01's
 * BK details live in `then`, present only when the recommendation is BK).
 */
function propertiesOf(schema: Schema, value: unknown): [string, Schema][] {
  const branches = (node: Schema): Schema[] =>
    [node.then, node.else, ...(node.allOf ?? [])]
      .filter((branch): branch is Schema => Boolean(branch))
      .flatMap((branch) => [branch, ...branches(branch)]);
  const own = Object.entries(schema.properties ?? {});
  const filled = branches(schema)
    .flatMap((branch) => Object.entries(branch.properties ?? {}))
    .filter(([key]) => isRecord(value) && value[key] !== undefined && !schema.properties?.[key]);
  return [...own, ...filled.filter(([key], index) => filled.findIndex(([other]) => other === key) === index)];
}
const uiOf = (ui: Ui | undefined, key: string): Ui | undefined => (isRecord(ui?.[key]) ? (ui[key] as Ui) : undefined);

/** A choice's printed name: the uiSchema's option name (FR.AK.01's "Hasil Observasi Langsung") or the value itself. */
function optionName(schema: Schema | undefined, ui: Ui | undefined, value: unknown): string {
  const names = ui?.['ui:enumNames'] ?? ui?.items?.['ui:enumNames'];
  const index = schema?.enum?.indexOf(value) ?? -1;
  const name = index >= 0 ? names?.[index] : undefined;
  return typeof name === 'string' ? name : String(value);
}

/**
 * The form as the official sheet prints it: A4, a header with the code and title, each part's fields as label and
 * value side by side, statements and chosen options as tick boxes, lists as bordered tables (nested lists below
 * their row), and the signature blocks. Every text is measured (heightOfString) before it is drawn and the next
 * one starts below the taller of a row's texts, so nothing prints over anything else. pdfkit's standard Helvetica
 * has the Latin letters Indonesian needs but no check mark (WinAnsi has none), so ticks are drawn as paths.
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
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  };
  type Font = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';
  const measure = (text: string, w: number, font: Font = 'Helvetica', size = FONT) =>
    doc.font(font).fontSize(size).heightOfString(text, { width: w });
  /** Draws a text at a place and answers its height; the caller moves on by that height. */
  const write = (text: string, x: number, y: number, w: number, font: Font = 'Helvetica', size = FONT) => {
    const height = measure(text, w, font, size);
    doc.font(font).fontSize(size).text(text, x, y, { width: w });
    return height;
  };
  /** A tick box, with a check mark drawn in it when ticked. */
  const tickBox = (x: number, y: number, ticked: boolean) => {
    doc.save().lineWidth(0.6).rect(x, y, BOX, BOX).stroke().restore();
    if (ticked)
      doc
        .save()
        .lineWidth(1.2)
        .moveTo(x + 1.5, y + BOX * 0.55)
        .lineTo(x + BOX * 0.4, y + BOX - 1.5)
        .lineTo(x + BOX - 1, y + 1.2)
        .stroke()
        .restore();
  };

  /** A value as text: a choice by its name, a list joined, an evidence file as a note (it is read online). */
  function text(value: unknown, schema?: Schema, ui?: Ui): string {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'forms.pdfYes' : 'forms.pdfNo');
    if (Array.isArray(value)) return value.map((item) => text(item, schema?.items, ui?.items ?? ui)).join('; ');
    if (isRecord(value))
      return Object.entries(value)
        .map(([key, item]) => text(item, schema?.properties?.[key], uiOf(ui, key)))
        .join(' · ');
    const string = String(value);
    if (string.startsWith('/uploads/') || /^\/api\/certification\/form-instances\/[^/]+\/evidence\//.test(string)) return t('forms.pdfEvidence');
    // A date answer (format "date", YYYY-MM-DD) as the sheet's reader writes it, "2 Desember 2026", never the ISO string.
    if (schema?.format === 'date' && isDay(string)) return formatLongDate(string, locale);
    return schema?.enum ? optionName(schema, ui, value) : string;
  }

  /** A label and its value side by side, values in one column at every depth; the row is as tall as the taller of the two. */
  function labelled(label: string, value: string, indent: number) {
    const x = MARGIN + indent;
    const valueX = MARGIN + width * LABEL_SHARE;
    const labelWidth = valueX - x - 6;
    const valueWidth = MARGIN + width - valueX;
    const height = Math.max(measure(label, labelWidth, 'Helvetica-Bold'), measure(value, valueWidth));
    room(height + GAP);
    const y = doc.y;
    write(label, x, y, labelWidth, 'Helvetica-Bold');
    write(value, valueX, y, valueWidth);
    doc.x = MARGIN;
    doc.y = y + height + GAP;
  }

  /**
   * A single choice shown as a radio on the page: its label, then every option with a tick box (the chosen one
   * ticked) flowing along the value column, as the paper form lists them.
   */
  function choices(label: string, options: { name: string; chosen: boolean }[], indent: number) {
    const x = MARGIN + indent;
    const valueX = MARGIN + width * LABEL_SHARE;
    const labelWidth = valueX - x - 6;
    const valueWidth = MARGIN + width - valueX;
    const placed: { name: string; chosen: boolean; x: number; line: number; textWidth: number }[] = [];
    const lineHeights: number[] = [];
    let cursor = valueX;
    let line = 0;
    for (const option of options) {
      const textWidth = Math.min(doc.font('Helvetica').fontSize(FONT).widthOfString(option.name) + 1, valueWidth - BOX - 4);
      if (cursor > valueX && cursor + BOX + 4 + textWidth > valueX + valueWidth) {
        cursor = valueX;
        line += 1;
      }
      placed.push({ ...option, x: cursor, line, textWidth });
      lineHeights[line] = Math.max(lineHeights[line] ?? 0, BOX + 1, measure(option.name, textWidth));
      cursor += BOX + 4 + textWidth + 12;
    }
    const tops = lineHeights.map((_, index) => lineHeights.slice(0, index).reduce((sum, height) => sum + height + 2, 0));
    const height = Math.max(measure(label, labelWidth, 'Helvetica-Bold'), tops[tops.length - 1]! + lineHeights[lineHeights.length - 1]!);
    room(height + GAP);
    const y = doc.y;
    write(label, x, y, labelWidth, 'Helvetica-Bold');
    for (const option of placed) {
      tickBox(option.x, y + tops[option.line]!, option.chosen);
      write(option.name, option.x + BOX + 4, y + tops[option.line]!, option.textWidth);
    }
    doc.x = MARGIN;
    doc.y = y + height + GAP;
  }

  /** A statement or an option with its tick box. */
  function ticked(label: string, checked: boolean, indent: number) {
    const x = MARGIN + indent;
    const textWidth = width - indent - BOX - 6;
    const height = Math.max(BOX + 1, measure(label, textWidth));
    room(height + GAP);
    const y = doc.y;
    tickBox(x, y, checked);
    write(label, x + BOX + 6, y, textWidth);
    doc.x = MARGIN;
    doc.y = y + height + GAP;
  }

  function heading(label: string, indent: number, font: Font = 'Helvetica-Bold', size = FONT + 0.5) {
    const w = width - indent;
    // A heading never ends a page alone: room for it and a line after it.
    room(measure(label, w, font, size) + 16);
    doc.y += write(label, MARGIN + indent, doc.y, w, font, size) + GAP;
  }

  type Cell = { text: string } | { tick: boolean };
  function table(schema: Schema, ui: Ui | undefined, rows: unknown[], indent: number) {
    const item = schema.items ?? {};
    const itemUi = ui?.items;
    const columns = Object.entries(item.properties ?? { value: { title: schema.title ?? '', enum: item.enum } as Schema }).filter(
      ([, child]) => child.type !== 'array' || child.items?.enum,
    );
    const lists = Object.entries(item.properties ?? {}).filter(([, child]) => child.type === 'array' && !child.items?.enum);
    const x0 = MARGIN + indent;
    const numberWidth = 18;
    const cellWidth = (width - indent - numberWidth) / Math.max(columns.length, 1);
    const widthOf = (index: number) => (index ? cellWidth : numberWidth);
    const drawRow = (cells: Cell[], font: Font) => {
      const heights = cells.map((cell, index) => ('text' in cell ? measure(cell.text, widthOf(index) - 6, font) : BOX));
      const height = Math.max(...heights) + 6;
      room(height);
      const y = doc.y;
      let x = x0;
      cells.forEach((cell, index) => {
        const w = widthOf(index);
        doc.save().lineWidth(0.6).rect(x, y, w, height).stroke().restore();
        if ('text' in cell) write(cell.text, x + 3, y + 3, w - 6, font);
        else tickBox(x + 3, y + 3, cell.tick);
        x += w;
      });
      doc.x = MARGIN;
      doc.y = y + height;
    };
    drawRow([{ text: 'No' }, ...columns.map(([, child]) => ({ text: child.title ?? '' }))], 'Helvetica-Bold');
    rows.forEach((row, index) => {
      const cells = columns.map(([key, child]): Cell => {
        const value = isRecord(row) ? row[key] : row;
        return child.type === 'boolean' && typeof value === 'boolean'
          ? { tick: value }
          : { text: text(value, child, isRecord(row) ? uiOf(itemUi, key) : itemUi) };
      });
      drawRow([{ text: String(index + 1) }, ...cells], 'Helvetica');
      for (const [key, child] of lists) {
        const nested = isRecord(row) ? row[key] : undefined;
        if (Array.isArray(nested) && nested.length) {
          heading(child.title ?? key, indent + 12, 'Helvetica-Oblique', FONT);
          table(child, uiOf(itemUi, key), nested, indent + 12);
        }
      }
    });
    doc.y += GAP;
  }

  function fields(schema: Schema, ui: Ui | undefined, value: unknown, indent: number) {
    for (const [key, child] of propertiesOf(schema, value)) {
      const item = isRecord(value) ? value[key] : undefined;
      const childUi = uiOf(ui, key);
      const label = child.title ?? key;
      if (child.type === 'array' && child.items?.type === 'object') {
        heading(label, indent);
        table(child, childUi, Array.isArray(item) ? item : [], indent);
      } else if (child.type === 'array' && child.items?.enum) {
        // A checkbox group prints every option, the chosen ones ticked, as the paper form does.
        heading(label, indent, 'Helvetica-Bold', FONT);
        const chosen = Array.isArray(item) ? item : [];
        for (const option of child.items.enum) ticked(optionName(child.items, childUi, option), chosen.includes(option), indent + 10);
      } else if (child.type === 'object' && child.properties) {
        heading(label, indent);
        fields(child, childUi, item, indent + 10);
      } else if (child.enum && childUi?.['ui:widget'] === 'radio') {
        choices(
          label,
          child.enum.map((option) => ({ name: optionName(child, childUi, option), chosen: option === item })),
          indent,
        );
      } else if (child.type === 'boolean') {
        ticked(label, item === true, indent);
      } else {
        labelled(label, text(item, child, childUi), indent);
      }
    }
  }

  /** A drawn signature's PNG; false when it is not one pdfkit can read (the signer's name is printed instead). */
  function drawImage(dataUrl: string, x: number, y: number, box: [number, number]): boolean {
    const prefix = 'data:image/png;base64,';
    if (!dataUrl.startsWith(prefix)) return false;
    try {
      doc.image(Buffer.from(dataUrl.slice(prefix.length), 'base64'), x, y, { fit: box });
      return true;
    } catch {
      return false;
    }
  }

  /** The signature box on the right half: its caption, the signature (or "not signed yet") and who signed when. */
  function signatureBlock(partKey: string) {
    const signature = signatures.find((entry) => entry.part === partKey);
    const x = MARGIN + width / 2 + 6;
    const w = width / 2 - 12;
    const signedBy = signature && t('forms.signedBy', { name: signature.signerName, date: formatDateTime(signature.signedAt, locale) });
    const captionHeight = measure(t('forms.pdfSignature'), w);
    const markHeight = 40;
    const footHeight = signedBy ? measure(signedBy, w) : 0;
    const height = 4 + captionHeight + GAP + markHeight + GAP + footHeight + 4;
    room(height + 8);
    const y = doc.y + 4;
    doc
      .save()
      .lineWidth(0.6)
      .rect(MARGIN + width / 2, y, width / 2, height)
      .stroke()
      .restore();
    write(t('forms.pdfSignature'), x, y + 4, w);
    const markY = y + 4 + captionHeight + GAP;
    if (!signature) write(t('forms.pdfUnsigned'), x, markY + 14, w);
    else {
      if (!(signature.kind === 'drawn' && drawImage(signature.value, x, markY, [w, markHeight])))
        write(signature.kind === 'typed' ? signature.value : signature.signerName, x, markY + 12, w, 'Helvetica-Oblique', 14);
      write(signedBy!, x, markY + markHeight + GAP, w);
    }
    doc.x = MARGIN;
    doc.y = y + height + 8;
  }

  // Header: the form's code and title in a bordered box, as on BNSP's sheets, then the status below it.
  const title = definition.title[locale].toUpperCase();
  const codeHeight = measure(definition.code, width - 16, 'Helvetica-Bold', 14);
  const headerHeight = 8 + codeHeight + 2 + measure(title, width - 16, 'Helvetica-Bold', 11) + 8;
  doc.save().lineWidth(0.8).rect(MARGIN, MARGIN, width, headerHeight).stroke().restore();
  write(definition.code, MARGIN + 8, MARGIN + 8, width - 16, 'Helvetica-Bold', 14);
  write(title, MARGIN + 8, MARGIN + 8 + codeHeight + 2, width - 16, 'Helvetica-Bold', 11);
  const statusLine = t('forms.status', { status: t(STATUS_MESSAGES[status]), version });
  const statusY = MARGIN + headerHeight + 6;
  doc.font('Helvetica').fontSize(FONT).text(statusLine, MARGIN, statusY, { width, align: 'right' });
  doc.y = statusY + measure(statusLine, width) + GAP;

  const schema = localize(visible, definition, locale) as Schema;
  const uiSchema = localize(definition.uiSchema, definition, locale) as Ui;
  const sections = [
    ...(definition.contextFilled ?? []).map((key) => ({ key, title: schema.properties?.[key]?.title ?? key, signature: 'none' })),
    ...definition.parts.map((part) => ({ key: part.key, title: part.title[locale], signature: part.signature })),
  ];
  for (const section of sections) {
    const partSchema = schema.properties?.[section.key];
    if (!partSchema) continue;
    const barHeight = measure(section.title, width - 8, 'Helvetica-Bold', 10) + 8;
    room(barHeight + 40);
    doc.y += 6;
    const y = doc.y;
    doc.save().rect(MARGIN, y, width, barHeight).fillAndStroke('#e8eef7', '#000').restore();
    doc.fillColor('#000');
    write(section.title, MARGIN + 4, y + 4, width - 8, 'Helvetica-Bold', 10);
    doc.y = y + barHeight + GAP + 2;
    fields(partSchema, uiOf(uiSchema, section.key), data[section.key], 0);
    if (section.signature === 'required') signatureBlock(section.key);
  }
  doc.end();
  return done;
}
