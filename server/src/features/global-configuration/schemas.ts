import { Type } from 'typebox';
import { Envelope } from '@core/contract/common';
import { ConfigurationEntry, ConfigurationRecord } from '@core/configuration/contract';
import { CONFIG_CODES } from '@core/rules/configuration';

export const codeParams = Type.Object({ id: Type.Enum(CONFIG_CODES, { type: 'string' }) });

/** react-admin sends the whole record back; only configValue is read. A number, or its text (the stored form). */
export const valueBody = Type.Object({ configValue: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]) });

/** SPEC 7's GET /global-configuration: data.data, the entries with their values as stored (text). */
export const configurationAnswer = { 200: Envelope(Type.Object({ data: Type.Array(ConfigurationEntry) }, { additionalProperties: false })) } as const;

/** The operator console's records. */
export const recordListAnswer = { 200: Envelope(Type.Array(ConfigurationRecord)) } as const;
export const recordAnswer = { 200: Envelope(ConfigurationRecord) } as const;
