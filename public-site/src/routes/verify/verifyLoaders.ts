import type { LoaderFunctionArgs } from 'react-router';
import type { CertificateSummary } from '@core/certification/contract';
import type { Envelope } from '@core/gateway/families';
import { apiOf, loadData } from '../../data/loaderApi';

/** The gateway refuses a longer number (workflowSchemas' numberQuery). */
const NUMBER_MAX_LENGTH = 60;

export interface VerifySearch {
  /** The number asked for, '' before a search. */
  number: string;
  /** The certificate of that number; null when none has it (or nothing was asked). */
  certificate: CertificateSummary | null;
}

/** /sertifikat?number=: the certificate of a number. An unknown number is an answer of the page, not its 404. */
export async function verifySearchLoader({ context, request }: LoaderFunctionArgs): Promise<VerifySearch> {
  const number = (new URL(request.url).searchParams.get('number') ?? '').trim().slice(0, NUMBER_MAX_LENGTH);
  if (!number) return { number, certificate: null };
  try {
    const answer = (await apiOf(context)(
      'certification',
      `/verify/certificates?number=${encodeURIComponent(number)}`,
    )) as Envelope<CertificateSummary>;
    return { number, certificate: answer.data };
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) return { number, certificate: null };
    throw error;
  }
}

/** /qr-access/{id}, the QR code's address: an unknown or malformed id is the page's 404. */
export async function certificateLoader({ context, params }: LoaderFunctionArgs): Promise<CertificateSummary> {
  return loadData<CertificateSummary>(context, 'certification', `/verify/certificates/${encodeURIComponent(params.id ?? '')}`);
}
