import { loadPdfKit } from './lazyModules';

/**
 * An A4 pdfkit document collected into a Buffer: the certificates, the surat tugas and the printed CV are written
 * on one. pdfkit's standard Helvetica covers the Latin letters of Indonesian names (WinAnsi), so no font file is
 * loaded.
 */
export async function a4Document(title: string, margin: number) {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export type PdfDoc = Awaited<ReturnType<typeof a4Document>>['doc'];
