import { calendarDayIn, DEFAULT_TIME_ZONE, type TimeZone } from '../time/zones';

/**
 * A competency certificate: its number, its validity and its status
 * (docs/decisions/2026-11-24-certification-workflow.md "Certificate numbers").
 *
 * Number: {scheme code}-{LSP code}-{year}-{sequence of six digits}, e.g. JWD-LSPTD-2026-000042. The sequence
 * runs per LSP, scheme and year and is handed out once (a revoked certificate keeps its number for ever).
 */
export function certificateNumber(schemeCode: string, lspCode: string, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`sequence ${sequence} out of range`);
  return `${schemeCode}-${lspCode}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const CERTIFICATE_NUMBER_PATTERN = /^[A-Z0-9]{2,10}-[A-Z0-9]{2,12}-\d{4}-\d{6}$/;

/** BNSP certificates are valid three years from the decision. */
export const CERTIFICATE_VALID_YEARS = 3;

/**
 * The last day of validity as YYYY-MM-DD: the day before the third anniversary of the issue day (a YYYY-MM-DD day
 * in the LSP's time zone, see issueDay).
 */
export function validUntil(issuedOn: string): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year + CERTIFICATE_VALID_YEARS, month - 1, day));
  // 29 February plus three years lands on 1 March; the day before is then 28 February, as it should.
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** The day a certificate is issued: the plenary decision's day where the LSP is (23.30 UTC is the next day in WIB). */
export function issueDay(decidedAt: Date, zone: TimeZone): string {
  return calendarDayIn(decidedAt, zone);
}

export type CertificateStatus = 'valid' | 'expired' | 'revoked';

/** Revoked wins over expired; a certificate is valid through its last day where its LSP is. */
export function certificateStatus(
  validUntilDate: string,
  revokedAt: string | null,
  now: Date,
  zone: TimeZone = DEFAULT_TIME_ZONE,
): CertificateStatus {
  if (revokedAt) return 'revoked';
  return calendarDayIn(now, zone) > validUntilDate ? 'expired' : 'valid';
}
