import { Type, type Static } from 'typebox';

/**
 * One entry of SPEC 3's global configuration. The gateway sends the values as strings (the API stores any setting
 * as text); the numeric codes are read through configNumber (packages/core/src/rules/configuration.ts).
 */
export const ConfigurationEntry = Type.Object(
  { configCode: Type.String(), configValue: Type.Unsafe<string | number>({ type: ['string', 'number'] }) },
  { additionalProperties: false },
);
export type ConfigurationEntry = Static<typeof ConfigurationEntry>;

/** The operator console's record of one code (/api/main/admin-configuration): its value as a number and its allowed range. */
export const ConfigurationRecord = Type.Object(
  {
    id: Type.String(),
    configCode: Type.String(),
    configValue: Type.Number(),
    min: Type.Number(),
    max: Type.Number(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type ConfigurationRecord = Static<typeof ConfigurationRecord>;
