import type { LoaderFunctionArgs } from 'react-router';
import type { Envelope } from '@core/gateway/families';
import { lookupPath } from '@core/locations/areas';
import type { LocationLookupItem } from '@core/locations/contract';
import { partnerKindOf, type PartnerKind } from '@core/organisations/partnerRegistration';
import { loadOr } from '../../content/contentLoad';

export const PARTNER_PATH = '/registrasi-partner';
export const REQUIREMENTS_PATH = '/requirements';

export interface PartnerPageData {
  /** The path's kind; none (or an unknown one) shows the chooser. */
  kind: PartnerKind | null;
  /** The form's first area list (md province-lookup), rendered with the page; the lower levels load as chosen. */
  provinces: LocationLookupItem[];
  provincesFailed: boolean;
}

/** /registrasi-partner and /registrasi-partner/{account}. */
export async function partnerRegistrationLoader({ context, params }: LoaderFunctionArgs): Promise<PartnerPageData> {
  const kind = partnerKindOf(params.account) ?? null;
  if (!kind) return { kind, provinces: [], provincesFailed: false };
  const provinces = await loadOr<LocationLookupItem[]>(
    context,
    'md',
    lookupPath('province'),
    [],
    (body) => (body as Envelope<{ items: LocationLookupItem[] }>).data.items,
  );
  return { kind, provinces: provinces.value, provincesFailed: provinces.failed };
}
