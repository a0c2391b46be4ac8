import { formatIdr } from '@core/format/currency';
import { formatLongDate } from '@core/format/dates';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { formatMonth, periodText } from '@core/jobs/profile';
import type { JobProfileView } from '@core/jobs/profile.contract';
import { a4Document, type PdfDoc } from '../../../platform/pdfDocument';

const MARGIN = 48;
const GREY = '#555';

/** The certificate and program status words the other pages use, else the code as it is. */
const CERTIFICATE_STATUS: Record<string, MessageKey> = {
  valid: 'certification.certificateStatuses.valid',
  expired: 'certification.certificateStatuses.expired',
  revoked: 'certification.certificateStatuses.revoked',
};
const PROGRAM_STATUS: Record<string, MessageKey> = {
  active: 'myPrograms.statuses.active',
  completed: 'myPrograms.statuses.completed',
  registered: 'myPrograms.statuses.registered',
};

/**
 * The printable CV (GET /api/jp/job-seeker/job-profile/print): A4 with pdfkit as the certificates and forms are
 * (server/src/features/certification/certificates/documentPdf.ts), in the caller's language: the person and their contact, the
 * summary, the desired job, work experience, education, languages, skills, and what they earned on this platform
 * (certificates, programs). Empty sections are left out.
 */
export async function cvPdf(profile: JobProfileView, locale: Locale): Promise<Buffer> {
  const t = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  const { doc, done } = await a4Document(`CV ${profile.name}`, MARGIN);
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica-Bold').fontSize(20).text(profile.name, MARGIN, MARGIN, { width });
  if (profile.headline) doc.font('Helvetica').fontSize(12).fillColor(GREY).text(profile.headline, { width }).fillColor('#000');
  const areas = [profile.areas.village, profile.areas.district, profile.areas.regency, profile.areas.province].flatMap((area) =>
    area ? [area.name] : [],
  );
  const address = [profile.address.replace(/\n/g, ', '), areas.join(', '), profile.postalCode].filter(Boolean).join(', ');
  const contact = [profile.email, profile.phone, address].filter(Boolean).join('  ·  ');
  if (contact) doc.moveDown(0.3).font('Helvetica').fontSize(9.5).text(contact, { width });

  if (profile.summary) {
    heading(doc, t('jobProfile.sections.summary'), width);
    body(doc, profile.summary, width);
  }
  if (profile.desiredJob || profile.desiredSalary !== null) {
    heading(doc, t('jobProfile.sections.desired'), width);
    const salary = profile.desiredSalary === null ? '' : t('jobProfile.pdf.perMonth', { amount: formatIdr(profile.desiredSalary) });
    body(doc, [profile.desiredJob, salary].filter(Boolean).join(' – '), width);
  }
  if (profile.experience.length) {
    heading(doc, t('jobProfile.sections.experience'), width);
    for (const entry of profile.experience) {
      const period = periodText(
        formatMonth(entry.startMonth, locale),
        entry.endMonth && formatMonth(entry.endMonth, locale),
        t('jobProfile.present'),
      );
      item(doc, `${entry.title} – ${entry.company}`, period, entry.description, width);
    }
  }
  if (profile.education.length) {
    heading(doc, t('jobProfile.sections.education'), width);
    for (const entry of profile.education) {
      const period = periodText(String(entry.startYear), entry.endYear === null ? null : String(entry.endYear), t('jobProfile.present'));
      item(doc, [entry.degree, entry.field].filter(Boolean).join(', '), period, entry.institution, width);
    }
  }
  if (profile.languages.length) {
    heading(doc, t('jobProfile.sections.languages'), width);
    body(doc, profile.languages.map((entry) => `${entry.language} (${t(`jobProfile.levels.${entry.level}`)})`).join(', '), width);
  }
  if (profile.skills.length) {
    heading(doc, t('jobProfile.sections.skills'), width);
    body(doc, profile.skills.join(', '), width);
  }
  if (profile.certificates.length) {
    heading(doc, t('jobProfile.sections.certificates'), width);
    for (const certificate of profile.certificates) {
      const status = CERTIFICATE_STATUS[certificate.status];
      item(
        doc,
        certificate.scheme.title[locale],
        t('jobProfile.pdf.certificateLine', {
          number: certificate.number,
          lsp: certificate.lsp,
          until: formatLongDate(certificate.validUntil, locale),
          status: status ? t(status) : certificate.status,
        }),
        '',
        width,
      );
    }
  }
  if (profile.programs.length) {
    heading(doc, t('jobProfile.sections.programs'), width);
    for (const program of profile.programs) {
      const status = PROGRAM_STATUS[program.status];
      item(doc, program.title, `${formatLongDate(program.enrolledAt, locale)} · ${status ? t(status) : program.status}`, '', width);
    }
  }
  doc
    .moveDown(1.5)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor(GREY)
    .text(t('jobProfile.pdf.footer', { date: formatLongDate(new Date().toISOString(), locale) }), MARGIN, doc.y, { width });
  doc.end();
  return done;
}

function heading(doc: PdfDoc, text: string, width: number) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#000').text(text.toLocaleUpperCase(), MARGIN, doc.y, { width });
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.5)
    .strokeColor('#999')
    .stroke();
  doc.y = y + 5;
}

function body(doc: PdfDoc, text: string, width: number) {
  doc.font('Helvetica').fontSize(10).fillColor('#000').text(text, MARGIN, doc.y, { width });
}

/** One entry: its title, a grey line under it (the period, the issuer) and its text. */
function item(doc: PdfDoc, title: string, meta: string, text: string, width: number) {
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10.5).fillColor('#000').text(title, MARGIN, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor(GREY).text(meta, MARGIN, doc.y, { width });
  if (text) doc.fontSize(10).fillColor('#000').text(text, MARGIN, doc.y, { width });
  doc.fillColor('#000');
}
