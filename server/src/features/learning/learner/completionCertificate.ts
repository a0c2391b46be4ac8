import { formatLongDate } from '@core/format/dates';
import type { Db } from '../../../db/connect';
import { notFound } from '../../../platform/httpError';
import { a4Document, type PdfDoc } from '../../../platform/pdfDocument';
import type { LearnerCourse } from '../access';

/**
 * The certificate of course completion: an A4 page in both languages (each line in
 * Indonesian with its English twin), the learner, the course, the provider, the completion date and the number
 * refreshCompletion gave. Only for a completed course (404 before).
 */

const MARGIN = 56;

function bilingual(doc: PdfDoc, id: string, en: string, width: number, size: number, bold = false) {
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .text(id, MARGIN, doc.y, { width, align: 'center' });
  doc
    .font('Helvetica-Oblique')
    .fontSize(Math.max(8, size * 0.7))
    .text(en, MARGIN, doc.y, { width, align: 'center' });
}

export interface CompletionCertificate {
  number: string;
  learnerName: string;
  courseTitle: string;
  competency: string;
  providerName: string;
  completedAt: Date;
}

export async function completionCertificateOf(db: Db, learnerCourse: LearnerCourse): Promise<CompletionCertificate> {
  if (!learnerCourse.completedAt || !learnerCourse.certificateNumber) throw notFound('learner.errors.certificateNotReady');
  const row = await db
    .selectFrom('learner_courses')
    .innerJoin('courses', 'courses.id', 'learner_courses.course_id')
    .innerJoin('organisations', 'organisations.id', 'courses.organisation_id')
    .innerJoin('accounts', 'accounts.id', 'learner_courses.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['courses.title', 'courses.competency', 'organisations.legal_name as provider', 'users.fullname'])
    .where('learner_courses.id', '=', learnerCourse.id)
    .executeTakeFirstOrThrow();
  return {
    number: learnerCourse.certificateNumber,
    learnerName: row.fullname,
    courseTitle: row.title,
    competency: row.competency,
    providerName: row.provider,
    completedAt: learnerCourse.completedAt,
  };
}

export async function completionCertificatePdf(certificate: CompletionCertificate): Promise<Buffer> {
  const { doc, done } = await a4Document(`Sertifikat Penyelesaian ${certificate.number}`, MARGIN);
  const width = doc.page.width - MARGIN * 2;
  doc
    .lineWidth(2)
    .rect(24, 24, doc.page.width - 48, doc.page.height - 48)
    .stroke();
  doc.y = MARGIN + 40;
  doc.font('Helvetica-Bold').fontSize(14).text(certificate.providerName, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(2);
  bilingual(doc, 'SERTIFIKAT PENYELESAIAN KURSUS', 'Certificate of Course Completion', width, 24, true);
  doc.moveDown(0.5);
  bilingual(doc, `Nomor: ${certificate.number}`, `Number: ${certificate.number}`, width, 11);
  doc.moveDown(3);
  bilingual(doc, 'Diberikan kepada', 'Awarded to', width, 12);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(22).text(certificate.learnerName, MARGIN, doc.y, { width, align: 'center' });
  doc.moveDown(2);
  bilingual(doc, 'atas penyelesaian kursus', 'for completing the course', width, 12);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).text(certificate.courseTitle, MARGIN, doc.y, { width, align: 'center' });
  if (certificate.competency) {
    doc.moveDown(0.5);
    bilingual(doc, `Kompetensi: ${certificate.competency}`, `Competency: ${certificate.competency}`, width, 11);
  }
  doc.moveDown(3);
  const date = certificate.completedAt.toISOString();
  bilingual(doc, `Diselesaikan pada ${formatLongDate(date, 'id')}`, `Completed on ${formatLongDate(date, 'en')}`, width, 11);
  doc.end();
  return done;
}
