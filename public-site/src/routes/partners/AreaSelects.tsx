import { useState } from 'react';
import { fetchLocationLookup } from '@client/locations/api';
import { chooseArea, EMPTY_ADDRESS, type Address } from '@core/locations/address';
import { AREA_LEVELS, type AreaLevel } from '@core/locations/areas';
import type { LocationLookupItem } from '@core/locations/contract';
import { browserClient } from '../../client';
import { Notice } from '../../components/Notice';
import { SelectField } from '../../components/SelectField';
import { useT } from '../../i18n/locale';

type Lists = Record<AreaLevel, LocationLookupItem[]>;
const LABELS = {
  province: 'partnerRegistration.province',
  regency: 'partnerRegistration.regency',
  district: 'partnerRegistration.district',
  village: 'partnerRegistration.village',
} as const;
/** The form's field of each level, as the gateway names it in its field errors. */
export const AREA_FIELDS = { province: 'provinceCode', regency: 'regencyCode', district: 'districtCode', village: 'villageCode' } as const;

/** The chosen areas and what the selects list: the provinces come with the page, each lower level when its parent is chosen. */
export function useAreas(provinces: LocationLookupItem[]) {
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [lists, setLists] = useState<Lists>({ province: provinces, regency: [], district: [], village: [] });
  const [failed, setFailed] = useState(false);

  async function choose(level: AreaLevel, code: string) {
    const item = lists[level].find((area) => area.value === code) ?? null;
    setAddress((current) => chooseArea(current, level, item));
    const below = AREA_LEVELS.slice(AREA_LEVELS.indexOf(level) + 1);
    setLists((current) => ({ ...current, ...Object.fromEntries(below.map((lower) => [lower, []])) }));
    const next = below[0];
    if (!item || !next) return;
    try {
      const items = await fetchLocationLookup(browserClient().gateway, next, item.value);
      setFailed(false);
      // A quicker later choice may have replaced this one: keep the list only while its parent is still chosen.
      setLists((current) => (current[level].some((area) => area.value === item.value) ? { ...current, [next]: items } : current));
    } catch {
      setFailed(true);
    }
  }
  return { address, lists, failed, choose };
}

/** Province, regency or city, district and village: native selects (they work with any keyboard and screen reader). */
export function AreaSelects(props: {
  formId: string;
  areas: ReturnType<typeof useAreas>;
  provincesFailed: boolean;
  errors: Partial<Record<(typeof AREA_FIELDS)[AreaLevel], string>>;
}) {
  const t = useT();
  const { address, lists, failed, choose } = props.areas;
  return (
    <>
      {(failed || props.provincesFailed) && <Notice tone="error">{t('partnerRegistration.areasFailed')}</Notice>}
      {AREA_LEVELS.map((level, index) => {
        const parent = index > 0 ? AREA_LEVELS[index - 1]! : undefined;
        const waiting = parent !== undefined && !address[parent];
        const field = AREA_FIELDS[level];
        return (
          <SelectField
            key={level}
            id={`${props.formId}-${field}`}
            name={field}
            label={t(LABELS[level])}
            required
            hint={waiting ? t('partnerRegistration.chooseAbove') : undefined}
            error={props.errors[field]}
            value={address[level]?.value ?? ''}
            onChange={(event) => void choose(level, event.target.value)}
            options={[
              { value: '', label: t('partnerRegistration.chooseArea') },
              ...lists[level].map((area) => ({ value: area.value, label: area.text })),
            ]}
          />
        );
      })}
    </>
  );
}
