import type { FormDefinition, JsonObject } from '@core/forms';
import type { SchemeUnit } from '../../../db/schema';

export type SchemeRow = {
  id: string;
  code: string;
  title_id: string;
  units: SchemeUnit[];
  basic_requirements: string[];
  administrative_requirements: string[];
  lsp_account_id: string | null;
};
export type Person = { fullname: string; email: string; phone: string | null } | undefined;

/** The value each context source gives; a source without its context (no scheme yet) gives nothing. */
function sourceValue(source: string, scheme: SchemeRow | undefined, asesi: Person): unknown {
  const units = scheme?.units ?? [];
  switch (source) {
    case 'asesi.profile':
      return asesi ? { nama: asesi.fullname, email: asesi.email, ...(asesi.phone ? { hp: asesi.phone } : {}) } : undefined;
    case 'scheme.title':
      return scheme?.title_id;
    case 'scheme.code':
      return scheme?.code;
    case 'scheme.units':
      return scheme && units.map(({ kode, judul, jenisStandar }) => ({ kode, judul, jenisStandar }));
    case 'scheme.unitElements':
      return scheme && units.map(({ kode, judul, elemen }) => ({ kode, judul, elemen: elemen.map((e) => ({ ...e })) }));
    case 'scheme.unitGroups':
      return scheme && [{ nama: scheme.title_id, unit: units.map(({ kode, judul }) => ({ kode, judul })), instrumen: [] }];
    case 'scheme.basicRequirements':
      return scheme?.basic_requirements.map((bukti) => ({ bukti }));
    case 'scheme.administrativeRequirements':
      return scheme?.administrative_requirements.map((bukti) => ({ bukti }));
    default:
      return undefined;
  }
}

function setPath(data: JsonObject, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = data;
  for (const key of keys) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as JsonObject;
  }
  node[last] = value;
}

/** The header every form shares (skema, TUK, names, date), filled by the gateway only. */
export function headerOf(
  definition: FormDefinition,
  scheme: SchemeRow | undefined,
  names: { asesi?: string; asesor?: string },
  tuk: string,
  date: string,
): JsonObject | undefined {
  const schema = (definition.schema.properties as JsonObject).konteks as { properties?: JsonObject } | undefined;
  if (!definition.contextFilled?.includes('konteks') || !schema?.properties) return undefined;
  const all: JsonObject = {
    skema: { judul: scheme?.title_id ?? '', nomor: scheme?.code ?? '' },
    tuk,
    asesor: names.asesor ?? '',
    asesi: names.asesi ?? '',
    tanggal: date,
  };
  return Object.fromEntries(Object.keys(schema.properties).map((key) => [key, all[key]]));
}

/** A new instance's data: the header and the repeating structures of the scheme and the asesi's profile. */
export function prefilledData(definition: FormDefinition, scheme: SchemeRow | undefined, asesi: Person): JsonObject {
  const data: JsonObject = {};
  for (const [path, source] of Object.entries(definition.prefill ?? {})) {
    const value = sourceValue(source, scheme, asesi);
    if (value !== undefined) setPath(data, path, value);
  }
  return data;
}
