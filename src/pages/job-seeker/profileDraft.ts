import type { MessageKey } from '@core/i18n/catalog';
import type { Address } from '@core/locations/address';
import { normaliseProfile, validateProfile } from '@core/jobs/profile';
import type { AreaName, EducationEntry, JobProfileInput, JobProfileView } from '@core/jobs/profile.contract';

/**
 * The CV form's state: the CV as the gateway has it, except what is typed before it is a value (a start year not
 * written yet) and the address as the address picker edits it (areas with their names).
 */
export type EducationDraft = Omit<EducationEntry, 'startYear'> & { startYear: number | null };
export type ProfileDraft = Omit<
  JobProfileInput,
  'education' | 'address' | 'postalCode' | 'provinceCode' | 'regencyCode' | 'districtCode' | 'villageCode'
> & {
  education: EducationDraft[];
  address: Address;
};

const item = (area: AreaName | null) => (area ? { value: area.code, text: area.name } : null);

export function draftOf(view: JobProfileView): ProfileDraft {
  const {
    areas,
    address,
    postalCode,
    provinceCode: _p,
    regencyCode: _r,
    districtCode: _d,
    villageCode: _v,
    name: _n,
    email: _e,
    cv: _c,
    certificates: _cs,
    programs: _ps,
    updatedAt: _u,
    ...rest
  } = view;
  return {
    ...rest,
    address: {
      province: item(areas.province),
      regency: item(areas.regency),
      district: item(areas.district),
      village: item(areas.village),
      street: address,
      postalCode,
    },
  };
}

/**
 * The draft as the PUT body, normalised, with the rules' field errors (catalog keys by path); a start year not
 * written is required here, since the body has no place for it.
 */
export function inputOf(draft: ProfileDraft, now: Date): { input: JobProfileInput; errors: Record<string, MessageKey> } {
  const { address, education, ...rest } = draft;
  const missing: Record<string, MessageKey> = {};
  education.forEach((entry, index) => {
    if (entry.startYear === null) missing[`education.${index}.startYear`] = 'validation.required';
  });
  const input = normaliseProfile({
    ...rest,
    education: education.map((entry) => ({ ...entry, startYear: entry.startYear ?? 0 })),
    address: address.street,
    postalCode: address.postalCode,
    provinceCode: address.province?.value ?? null,
    regencyCode: address.regency?.value ?? null,
    districtCode: address.district?.value ?? null,
    villageCode: address.village?.value ?? null,
  });
  return { input, errors: { ...validateProfile(input, now), ...missing } };
}
