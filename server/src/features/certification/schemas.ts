import type { JsonObject } from '../../../../src/core/forms';

/** Request schemas of the certification family (JSON Schema, checked by Fastify before a handler runs). */

export const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;

export const slugParams = { type: 'object', properties: { slug: { type: 'string', maxLength: 80 } } } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const partParams = { type: 'object', required: ['id', 'part'], properties: { id: uuid, part: { type: 'string', maxLength: 64 } } } as const;
export const evidenceParams = { type: 'object', required: ['id', 'evidenceId'], properties: { id: uuid, evidenceId: uuid } } as const;

export const listQuery = { type: 'object', additionalProperties: false, properties: { box: { enum: ['draft', 'waiting', 'completed'] } } } as const;

export const partBody = { type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'object' } } } as const;

/** A drawn signature is a PNG data URL of a small pad; typed is the signer's name. */
export const signBody = {
  type: 'object',
  required: ['kind', 'value'],
  additionalProperties: false,
  properties: { kind: { enum: ['drawn', 'typed'] }, value: { type: 'string', minLength: 1, maxLength: 200_000 } },
} as const;

/**
 * A new instance. The asesi or the LSP may name the assessor by e-mail (the interim assignment, docs/decisions.md
 * "Who reaches an assessment form"); the assessor's side and the LSP name an asesi they already have a relation to.
 */
export const createBody = {
  type: 'object',
  required: ['form'],
  additionalProperties: false,
  properties: {
    form: { type: 'string', maxLength: 80 },
    schemeId: uuid,
    asesiAccountId: uuid,
    asesorEmail: { type: 'string', minLength: 3, maxLength: 254 },
    scheduleRef: { type: 'string', maxLength: 80 },
    tuk: { enum: ['Sewaktu', 'Tempat Kerja', 'Mandiri'] },
  },
} as const;

/** The LSP (or the asesi who opened the form, while it has no assessor) names the assessor. */
export const assignBody = { type: 'object', required: ['asesorEmail'], additionalProperties: false, properties: { asesorEmail: createBody.properties.asesorEmail } } as const;

export type CreateBody = { form: string; schemeId?: string; asesiAccountId?: string; asesorEmail?: string; scheduleRef?: string; tuk?: string };
export type PartRequest = { Params: { id: string; part: string }; Body: { data: JsonObject } };
