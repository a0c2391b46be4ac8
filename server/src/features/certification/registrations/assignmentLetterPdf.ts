import { formatScheduleTime } from '@core/format/dates';
import { translate } from '@core/i18n/catalog';
import type { AssignmentLetter } from '../certificates/certificateDocuments';
import { a4Document, bilingual, bothDates, labelledRow, signatureLine } from '../certificates/documentPdf';

const MARGIN = 56;
const LABEL_WIDTH = 170;
const SIZE = 10;

/**
 * The surat tugas asesor (FORMS.md "The certification flow" step 3): the LSP assigns an assessor to assess one
 * asesi in a scheme at a TUK on the schedule's dates. Indonesian, each line with its English twin below; the
 * assessment's hours are Jakarta time (formatScheduleTime), the letter's own date is the assignment's day.
 */
export async function assignmentLetterPdf(letter: AssignmentLetter): Promise<Buffer> {
  const { doc, done } = await a4Document(`Surat Tugas Asesor ${letter.number}`, MARGIN);
  const width = doc.page.width - MARGIN * 2;
  const row = (id: string, en: string, value: string) => labelledRow(doc, { id, en }, value, MARGIN, LABEL_WIDTH, width, SIZE);
  const siteType = (locale: 'id' | 'en') => translate(locale, `certificationPages.siteTypes.${letter.testSite.type}`);

  doc.y = MARGIN;
  doc.font('Helvetica-Bold').fontSize(14).text(letter.lsp.name, MARGIN, doc.y, { width, align: 'center' });
  doc.y += 6;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1.5)
    .stroke();
  doc.y += 18;
  bilingual(doc, 'SURAT TUGAS ASESOR', 'Assessor assignment letter', MARGIN, width, { size: 16, bold: true, align: 'center' });
  doc.y += 4;
  bilingual(doc, `Nomor: ${letter.number}`, `Number: ${letter.number}`, MARGIN, width, { size: SIZE, align: 'center' });
  doc.y += 22;

  bilingual(doc, `Ketua ${letter.lsp.name} dengan ini menugaskan:`, `The head of ${letter.lsp.name} hereby assigns:`, MARGIN, width, { size: SIZE });
  doc.y += 8;
  row('Nama asesor', "Assessor's name", letter.assessor.name);
  row('Nomor registrasi (MET.)', 'Registration number (MET.)', letter.assessor.metNumber);
  doc.y += 8;
  bilingual(doc, 'untuk melaksanakan asesmen kompetensi terhadap:', 'to assess the competence of:', MARGIN, width, { size: SIZE });
  doc.y += 8;
  row('Nama asesi', "Candidate's name (asesi)", letter.asesi.name);
  row('Skema sertifikasi', 'Certification scheme', `${letter.scheme.code} · ${letter.scheme.title.id}\n${letter.scheme.title.en}`);
  row('Tempat uji kompetensi (TUK)', 'Test site', letter.testSite.name);
  // The two catalogs name most types alike: printed once then.
  row('Jenis TUK', 'Type of test site', [...new Set([siteType('id'), siteType('en')])].join(' / '));
  row('Alamat TUK', 'Address', letter.testSite.address);
  row('Mulai', 'Starts', `${formatScheduleTime(letter.schedule.startsAt, 'id')}\n${formatScheduleTime(letter.schedule.startsAt, 'en')}`);
  row('Selesai', 'Ends', `${formatScheduleTime(letter.schedule.endsAt, 'id')}\n${formatScheduleTime(letter.schedule.endsAt, 'en')}`);
  doc.y += 14;
  bilingual(
    doc,
    'Demikian surat tugas ini dibuat untuk dilaksanakan dengan penuh tanggung jawab.',
    'This letter is issued to be carried out with full responsibility.',
    MARGIN,
    width,
    { size: SIZE },
  );

  const signatureWidth = 190;
  const signatureX = MARGIN + width - signatureWidth;
  doc.y += 30;
  bilingual(doc, 'Ditetapkan pada', 'Issued on', signatureX, signatureWidth, { size: 9, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(bothDates(letter.assignedAt), signatureX, doc.y + 1, { width: signatureWidth, align: 'center' });
  signatureLine(doc, letter.lsp.name, signatureX, doc.y + 4, signatureWidth);
  doc.end();
  return done;
}
