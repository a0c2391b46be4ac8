import type { LocalText } from '@core/forms/definition';
import type { CertificateStatus } from '@core/certification/certificates';
import type { TestSiteType } from '@core/certification/types';

/**
 * What the certificate's documents (the PDF, the Open Badges 3.0 credential) and the surat tugas are made from:
 * plain data gathered by workflowQueries.ts, so the document builders read no database.
 */
export interface CertificateDocument {
  id: string;
  number: string;
  holderName: string;
  scheme: { code: string; title: LocalText; standard: string; units: { kode: string; judul: string }[] };
  lsp: { id: string; name: string; code: string };
  /** ISO date-time of the plenary decision. */
  issuedAt: string;
  /** YYYY-MM-DD, the issue day where the LSP is (the date the documents print). */
  issuedOn: string;
  /** YYYY-MM-DD, the last day of validity. */
  validUntil: string;
  status: CertificateStatus;
  revokedAt: string | null;
  /** The public verification page of this certificate (the QR code's target): {PUBLIC_URL}/qr-access/{id}. */
  verifyUrl: string;
  /** The Open Badges 3.0 credential's public URL: {PUBLIC_URL}/qr-access/{id}/credential.json. */
  credentialUrl: string;
  /** The renewed certificate's number, when this one is a Sertifikasi Ulang. */
  previousNumber: string | null;
}

/** The surat tugas: the LSP assigns an assessor to one asesi of a schedule. */
export interface AssignmentLetter {
  /** A letter number derived from the registration: ST/{LSP code}/{year}/{first 8 of the registration id}. */
  number: string;
  lsp: { name: string; code: string };
  assessor: { name: string; metNumber: string };
  asesi: { name: string };
  scheme: { code: string; title: LocalText };
  schedule: { startsAt: string; endsAt: string };
  testSite: { name: string; type: TestSiteType; address: string };
  /** ISO date-time of the assignment. */
  assignedAt: string;
}
