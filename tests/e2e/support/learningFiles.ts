import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { writeDemoScormZip } from '../../../server/src/features/learning/scorm/demoScormPackage';

/** A PDF of `pages` pages with a line of text each, as a course author would upload (the learner must reach the last). */
export async function writeReadingPdf(file: string, title: string, pages: string[]): Promise<void> {
  const pdf = new PDFDocument({ size: 'A4', info: { Title: title } });
  const done = finished(pdf.pipe(createWriteStream(file)));
  pages.forEach((text, index) => {
    if (index > 0) pdf.addPage();
    pdf.fontSize(20).text(title).moveDown().fontSize(12).text(text);
  });
  pdf.end();
  await done;
}

/**
 * The demo SCORM 1.2 package (server/src/features/learning/scorm/demoScormPackage.ts): a fire-safety lesson whose check
 * asks three questions; these answers are all right (score 100, passed).
 */
export const SCORM_ANSWERS = ['Ke pangkal api', 'CO2', 'Setiap bulan'] as const;

export function writeScormPackage(file: string): Promise<void> {
  return writeDemoScormZip(file);
}
