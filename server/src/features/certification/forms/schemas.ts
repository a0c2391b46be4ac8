import { Type, type Static } from 'typebox';
import { FORM_BOXES } from '@core/forms';
import { AuditEntry, FormDefinitionView, FormSummary, InstanceView, InstanceSummary, SchemeSummary } from '@core/forms/contract';
import { Envelope } from '@core/contract/common';

/**
 * The forms' request and answer schemas (TypeBox: checked before a handler runs, typing it). The answers are the
 * contracts of packages/core/src/forms/contract.ts: the serialiser drops what a schema does not name, so each lists every
 * field the member app reads, and the free-form parts (an instance's data, a definition's JSON Schema and uiSchema)
 * are open objects.
 */

/** A record's id as the certification family checks it (lower-case hex). */
export const uuid = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });

export const slugParams = Type.Object({ slug: Type.String({ maxLength: 80 }) });
export const idParams = Type.Object({ id: uuid });
export const partParams = Type.Object({ id: uuid, part: Type.String({ maxLength: 64 }) });
export const evidenceParams = Type.Object({ id: uuid, evidenceId: uuid });

export const listQuery = Type.Object({ box: Type.Optional(Type.Enum(FORM_BOXES, { type: 'string' })) }, { additionalProperties: false });

/** A part's data: free-form here, checked against the form's own schema on submit. */
export const partBody = Type.Object(
  { data: Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true }) },
  { additionalProperties: false },
);

/** A drawn signature is a PNG data URL of a small pad; typed is the signer's name. */
export const signBody = Type.Object(
  { kind: Type.Enum(['drawn', 'typed'], { type: 'string' }), value: Type.String({ minLength: 1, maxLength: 200_000 }) },
  { additionalProperties: false },
);

const asesorEmail = Type.String({ minLength: 3, maxLength: 254 });

/**
 * A new instance. The asesi or the LSP may name the assessor by e-mail (the interim assignment,
 * docs/decisions/2026-11-24-assessment-forms-who-reaches-them.md); the assessor's side and the LSP name an asesi they
 * already have a relation to.
 */
export const createBody = Type.Object(
  {
    form: Type.String({ maxLength: 80 }),
    schemeId: Type.Optional(uuid),
    asesiAccountId: Type.Optional(uuid),
    asesorEmail: Type.Optional(asesorEmail),
    scheduleRef: Type.Optional(Type.String({ maxLength: 80 })),
    tuk: Type.Optional(Type.Enum(['Sewaktu', 'Tempat Kerja', 'Mandiri'], { type: 'string' })),
  },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof createBody>;

/** The LSP (or the asesi who opened the form, while it has no assessor) names the assessor. */
export const assignBody = Type.Object({ asesorEmail }, { additionalProperties: false });

// Answers.
export const formsAnswer = { 200: Envelope(Type.Array(FormSummary)) } as const;
export const definitionAnswer = { 200: Envelope(FormDefinitionView) } as const;
export const schemesAnswer = { 200: Envelope(Type.Array(SchemeSummary)) } as const;
export const instanceAnswer = { 200: Envelope(InstanceView) } as const;
export const instanceCreatedAnswer = { 201: Envelope(InstanceView) } as const;
export const instancesAnswer = { 200: Envelope(Type.Array(InstanceSummary)) } as const;
export const auditAnswer = { 200: Envelope(Type.Array(AuditEntry)) } as const;

/** An evidence file stored: the URL it is read at. */
export const evidenceAnswer = { 201: Envelope(Type.Object({ url: Type.String() }, { additionalProperties: false })) } as const;
