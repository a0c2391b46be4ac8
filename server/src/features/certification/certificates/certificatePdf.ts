import QRCode from 'qrcode';
import type { CertificateDocument } from './certificateDocuments';
import { a4Document, bilingual, bothDates, signatureLine, type PdfDoc } from './documentPdf';

const MARGIN = 48;
/** The foot of page 1: the QR code, the dates and the head of the LSP's signature. */
const FOOT_HEIGHT = 150;
const UNIT_SIZE = 8.5;
const CODE_WIDTH = 92;
const REVOKED_RED = '#b00020';

/** The units of competency as a two-column list (kode, judul), from doc.y. */
function unitList(doc: PdfDoc, units: CertificateDocument['scheme']['units'], x: number, width: number, bottom: number, continued: () => void) {
  for (const unit of units) {
    doc.font('Helvetica').fontSize(UNIT_SIZE);
    const height = doc.heightOfString(unit.judul, { width: width - CODE_WIDTH });
    if (doc.y + height > bottom) continued();
    const top = doc.y;
    doc.font('Helvetica-Bold').text(unit.kode, x, top, { width: CODE_WIDTH - 6 });
    doc.font('Helvetica').text(unit.judul, x + CODE_WIDTH, top, { width: width - CODE_WIDTH });
    doc.y = top + height + 3;
  }
}

function unitsHeight(doc: PdfDoc, units: CertificateDocument['scheme']['units'], width: number): number {
  doc.font('Helvetica').fontSize(UNIT_SIZE);
  return units.reduce((sum, unit) => sum + doc.heightOfString(unit.judul, { width: width - CODE_WIDTH }) + 3, 0);
}

function unitsHeading(doc: PdfDoc, x: number, width: number) {
  bilingual(doc, 'Unit kompetensi', 'Units of competency', x, width, { size: 10, bold: true });
  doc.y += 3;
}

/**
 * The competency certificate (FORMS.md "The certification flow" step 7) as an A4 PDF, in both languages as
 * BNSP certificates are: each line in Indonesian with its English twin below. Page 1 carries the LSP, the number
 * (and the renewed one), the holder, the scheme and its units when they fit, the issue and last valid dates, a QR
 * code of the public verification page and the head of the LSP's signature line; a longer unit list goes on page 2.
 * A revoked certificate is marked DICABUT / REVOKED with its date, so a printed copy cannot pass for a valid one.
 */
export async function certificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const { doc, done } = await a4Document(`Sertifikat Kompetensi ${certificate.number}`, MARGIN);
  const width = doc.page.width - MARGIN * 2;
  const footTop = doc.page.height - MARGIN - FOOT_HEIGHT;
  const qr = await QRCode.toBuffer(certificate.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, scale: 6 });

  // A double frame, as printed certificates have.
  doc
    .lineWidth(2)
    .rect(24, 24, doc.page.width - 48, doc.page.height - 48)
    .stroke();
  doc
    .lineWidth(0.5)
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .stroke();

  doc.y = MARGIN + 6;
  doc.font('Helvetica-Bold').fontSize(13).text(certificate.lsp.name, MARGIN, doc.y, { width, align: 'center' });
  doc.y += 14;
  bilingual(doc, 'SERTIFIKAT KOMPETENSI', 'Certificate of Competence', MARGIN, width, { size: 24, bold: true, align: 'center' });
  doc.y += 6;
  bilingual(doc, `Nomor: ${certificate.number}`, `Number: ${certificate.number}`, MARGIN, width, { size: 11, align: 'center' });
  if (certificate.previousNumber) {
    doc.y += 2;
    bilingual(doc, `Sertifikasi Ulang dari ${certificate.previousNumber}`, `Renews ${certificate.previousNumber}`, MARGIN, width, {
      size: 9,
      align: 'center',
    });
  }
  if (certificate.status === 'revoked') {
    const top = doc.y + 8;
    const label = certificate.revokedAt ? `DICABUT / REVOKED  ${bothDates(certificate.revokedAt)}` : 'DICABUT / REVOKED';
    doc.rect(MARGIN, top, width, 30).fill(REVOKED_RED);
    doc
      .fillColor('#fff')
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(label, MARGIN, top + 9, { width, align: 'center' });
    doc.fillColor('#000');
    doc.y = top + 30;
  }

  doc.y += 16;
  bilingual(doc, 'diberikan kepada', 'awarded to', MARGIN, width, { size: 11, align: 'center' });
  doc.y += 4;
  doc.font('Helvetica-Bold').fontSize(22).text(certificate.holderName, MARGIN, doc.y, { width, align: 'center' });
  doc.y += 10;
  bilingual(doc, 'atas kompetensinya pada skema sertifikasi', 'for competence in the certification scheme', MARGIN, width, {
    size: 11,
    align: 'center',
  });
  doc.y += 4;
  bilingual(doc, certificate.scheme.title.id, certificate.scheme.title.en, MARGIN, width, { size: 16, bold: true, align: 'center' });
  doc.y += 2;
  bilingual(
    doc,
    `Kode skema: ${certificate.scheme.code} · ${certificate.scheme.standard}`,
    `Scheme code: ${certificate.scheme.code}`,
    MARGIN,
    width,
    { size: 9.5, align: 'center' },
  );
  doc.y += 14;

  const units = certificate.scheme.units;
  // The heading (two lines) and the list, with a gap above the foot.
  const unitsFit = doc.y + 30 + unitsHeight(doc, units, width) < footTop - 10;
  if (unitsFit) {
    unitsHeading(doc, MARGIN, width);
    unitList(doc, units, MARGIN, width, footTop, () => undefined);
  } else if (units.length) {
    bilingual(doc, `${units.length} unit kompetensi: lihat halaman 2`, `${units.length} units of competency: see page 2`, MARGIN, width, {
      size: 10,
    });
  }

  // The foot: QR code on the left, the dates in the middle, the signature on the right.
  const qrSize = 96;
  doc.image(qr, MARGIN, footTop, { width: qrSize, height: qrSize });
  doc.y = footTop + qrSize + 4;
  bilingual(doc, 'Pindai untuk verifikasi', 'Scan to verify', MARGIN, 150, { size: 8 });
  doc.font('Helvetica').fontSize(6.5).text(certificate.verifyUrl, MARGIN, doc.y, { width: 150 });

  const datesX = MARGIN + 165;
  const datesWidth = 170;
  doc.y = footTop;
  for (const [id, en, date] of [
    ['Diterbitkan', 'Issued on', certificate.issuedOn],
    ['Berlaku sampai', 'Valid until', certificate.validUntil],
  ] as const) {
    bilingual(doc, id, en, datesX, datesWidth, { size: 9 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(bothDates(date), datesX, doc.y + 1, { width: datesWidth });
    doc.y += 10;
  }

  const signatureWidth = 160;
  signatureLine(doc, certificate.lsp.name, MARGIN + width - signatureWidth, footTop + 20, signatureWidth);

  if (!unitsFit && units.length) {
    const continued = () => {
      doc.addPage();
      doc.y = MARGIN;
    };
    continued();
    bilingual(doc, `Lampiran sertifikat ${certificate.number}`, `Annex to certificate ${certificate.number}`, MARGIN, width, {
      size: 12,
      bold: true,
    });
    doc.y += 8;
    unitsHeading(doc, MARGIN, width);
    unitList(doc, units, MARGIN, width, doc.page.height - MARGIN, continued);
  }
  doc.end();
  return done;
}
