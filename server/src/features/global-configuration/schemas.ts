import { CONFIG_CODES, type ConfigurationEntry, type ConfigurationRecord } from '@core/rules/configuration';
import { envelopeOf } from '../../platform/typeProvider';

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

export const codeParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', enum: CONFIG_CODES } } } as const;

/** react-admin sends the whole record back; only configValue is read. A number, or its text (the stored form). */
export const valueBody = {
  type: 'object',
  required: ['configValue'],
  properties: { configValue: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] } },
} as const;

const configurationEntry = object({ configCode: { type: 'string' }, configValue: { type: ['string', 'number'] } }, ['configCode', 'configValue']);

/** SPEC 7's GET /global-configuration: data.data, the entries with their values as stored (text). */
export const configurationAnswer = { 200: envelopeOf(object({ data: { type: 'array', items: configurationEntry } }, ['data'])) } as const;

/** The operator console's record of one code (src/core/rules/configuration.ts ConfigurationRecord). */
const configurationRecord = object(
  {
    id: { type: 'string' },
    configCode: { type: 'string' },
    configValue: { type: 'number' },
    min: { type: 'number' },
    max: { type: 'number' },
    updatedAt: { type: 'string' },
  },
  ['id', 'configCode', 'configValue', 'min', 'max', 'updatedAt'],
);

// Each answer names every field of its core type (checked when compiling).
void (configurationEntry.properties satisfies Record<keyof ConfigurationEntry, object>);
void (configurationRecord.properties satisfies Record<keyof ConfigurationRecord, object>);

export const recordListAnswer = { 200: envelopeOf({ type: 'array', items: configurationRecord }) } as const;
export const recordAnswer = { 200: envelopeOf(configurationRecord) } as const;
