import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateStatus } from '@core/certification/certificates';
import type { RegistrationState } from '@core/certification/states';
import type { CertificateSummary } from '@core/certification/contract';
import { useCertificationFormat } from './useCertificationFormat';

// MUI's warning and info chips are too pale for their small white text (WCAG contrast): waiting states stay neutral.
const STATE_COLOR: Partial<Record<RegistrationState, 'success' | 'error'>> = {
  competent: 'success',
  'recommended-k': 'success',
  rejected: 'error',
  'not-yet-competent': 'error',
};

const STATUS_COLOR: Record<CertificateStatus, 'success' | 'error' | 'default'> = { valid: 'success', revoked: 'error', expired: 'default' };

export function RegistrationStateChip({ state }: { state: RegistrationState }) {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLOR[state] ?? 'default'} label={translate(`certification.states.${state}`)} />;
}

/** A certificate's status; a revoked one says since when, in its page's words (`revokedOnKey`, a text with %{date}). */
export function CertificateStatusChip({
  certificate,
  revokedOnKey,
}: {
  certificate: Pick<CertificateSummary, 'status' | 'revokedAt'>;
  revokedOnKey: string;
}) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const label = certificate.revokedAt
    ? translate(revokedOnKey, { date: format.date(certificate.revokedAt) })
    : translate(`certification.certificateStatuses.${certificate.status}`);
  return <Chip size="small" color={STATUS_COLOR[certificate.status]} label={label} />;
}
